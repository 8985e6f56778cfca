/**
 * What lies below the first screen waits until it comes near (issue 21): a page's sections after its first
 * and the footer are styled, laid out and painted near the viewport only (content-visibility), the
 * footer's background image with them, and the header's light logo only where it shows.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { SITE } from './support/servers';
import { expect, test } from './support/fixtures';

// Playwright's trace snapshots read every element's scroll offsets, which makes the browser lay out what
// it had skipped: with them, this file would measure the tracer, not the page.
test.use({ trace: 'off' });

/** The file an image request shows: its path, or for the image optimizer (`/_next/image?url=…`) its source's. */
function imageFile(address: string): string {
  const url = new URL(address);
  return url.pathname === '/_next/image' ? url.searchParams.get('url')! : url.pathname;
}

/** A fresh page of `context` at `address`, loaded until the network is idle, and the images it has asked for. */
async function openCounting(context: BrowserContext, address: string): Promise<{ page: Page; images: string[] }> {
  const page = await context.newPage();
  const images: string[] = [];
  page.on('request', (request) => {
    // A picture through the image optimizer by the file it shows.
    if (request.resourceType() === 'image') images.push(imageFile(request.url()));
  });
  await page.goto(SITE + address, { waitUntil: 'networkidle' });
  return { page, images };
}

test('a long page lays out, paints and fetches its later sections and footer only near the viewport, in both languages', async ({
  context,
}) => {
  for (const address of ['/investor', '/en/investor']) {
    const { page, images } = await openCounting(context, address);
    const footer = page.getByTestId('site-footer');
    await expect(footer).toHaveCSS('content-visibility', 'auto');
    await expect(page.locator('#main section').nth(1)).toHaveCSS('content-visibility', 'auto');
    expect(images, address).not.toContain('/api/files/footer-bg.png');
    // The header's light logo shows only over home's banner: not fetched here.
    expect(images, address).not.toContain('/api/files/logo-light.png');
    expect(images, address).toContain('/api/files/logo.png');
    // Scrolled to, the footer is painted with its background, as before.
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByTestId('icp-link')).toBeVisible();
    await expect.poll(() => images, { message: address }).toContain('/api/files/footer-bg.png');
    await page.close();
  }
});

test('home fetches the light logo it shows over its banner', async ({ context }) => {
  const { page, images } = await openCounting(context, '/');
  await expect(page.locator('header img[aria-hidden="true"]')).toBeVisible();
  expect(images).toContain('/api/files/logo-light.png');
  await page.close();
});

/** Clicks the page's in-page link to `id` and expects its heading where the scroll margin puts it, once settled. */
async function expectLinkLands(page: Page, id: string): Promise<void> {
  await page.locator(`nav a[href="#${id}"]`).first().click();
  const heading = page.locator(`#${id}`);
  await expect(heading).toBeInViewport();
  // Where the page's own scroll margin puts it (under the fixed bars), once the scroll has settled.
  await expect
    .poll(() =>
      heading.evaluate((element) =>
        Math.abs(Math.round(element.getBoundingClientRect().top - parseFloat(getComputedStyle(element).scrollMarginTop))),
      ),
    )
    .toBeLessThanOrEqual(2);
}

/** The `<section>` before the one holding `#id`. */
function sectionBefore(page: Page, id: string) {
  return page.locator(`section:has(+ section #${id})`);
}

// Sections in the middle of the page (the last ones cannot scroll to the top: the page ends first).
const IN_PAGE_TARGETS = ['announcements', 'reports'];

test('in-page links of a long page land on their section although the sections before it were skipped', async ({ page }) => {
  for (const id of IN_PAGE_TARGETS) {
    await page.goto(`${SITE}/investor`, { waitUntil: 'networkidle' });
    await expectLinkLands(page, id);
  }
});

/**
 * While the HTML streams in, a section can be drawn with part of its content, then skipped: the browser keeps
 * that height for it until it is drawn again, which happens as a scroll brings it near. Made here on purpose for
 * the section before the one holding `#id`: everything after its heading hidden while it is drawn, shown again once
 * it is skipped (the section before may be a list or a grid of cards: hiding items of a row would not make it
 * shorter). Returns its full height and a reading of its height now.
 */
async function shortenSectionBefore(page: Page, id: string) {
  await page.goto(`${SITE}/investor`, { waitUntil: 'networkidle' });
  const before = sectionBefore(page, id);
  const height = () => before.evaluate((section) => section.getBoundingClientRect().height);
  // Drawn, or skipped (its contents then count as hidden).
  const drawn = () => before.evaluate((section) => section.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
  await before.scrollIntoViewIfNeeded();
  await expect.poll(drawn, { message: id }).toBe(true);
  const full = await height();
  const content = before.locator(':scope > :not(h2)');
  expect(await content.count(), id).toBeGreaterThan(0);
  const show = (shown: boolean) =>
    content.evaluateAll((all, shown) => all.forEach((element) => ((element as HTMLElement).style.display = shown ? '' : 'none')), shown);
  await show(false);
  await expect.poll(height, { message: id }).toBeLessThan(full - 50);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(drawn, { message: id }).toBe(false);
  await show(true);
  // Skipped, it still measures what it had when last drawn.
  expect(await height(), id).toBeLessThan(full - 50);
  return { full, height };
}

test('in-page links land on their section when the section before it was last drawn shorter than it is', async ({ page }) => {
  for (const id of IN_PAGE_TARGETS) {
    await shortenSectionBefore(page, id);
    await expectLinkLands(page, id);
  }
});

test('the keyboard focus stays on the screen while the sections before it are drawn, even one last drawn shorter', async ({ page }) => {
  // The focus, not a link, brings the next section's first stop into view (a Tab press does it so). As the
  // sections it passed are drawn, the scroll stays on the focused stop.
  for (const id of IN_PAGE_TARGETS) {
    const { full, height } = await shortenSectionBefore(page, id);
    const stop = page.locator(`section:has(#${id}) a`).first();
    await stop.focus();
    // Drawn again at its full height, the section before has grown above the focused stop.
    await expect.poll(height, { message: id }).toBeGreaterThan(full - 50);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(stop, id).toBeInViewport();
  }
});

test('a focused stop that a section drawn above pushes off the screen is brought back into view (the page script)', async ({ page }) => {
  await page.goto(`${SITE}/investor`, { waitUntil: 'networkidle' });
  // Where scroll anchoring does not hold it (several Tab presses within one frame, on a busy phone), made sure of.
  await page.addStyleTag({ content: '* { overflow-anchor: none !important; }' });
  const stop = page.locator('footer a').first();
  await stop.focus();
  await expect(stop).toBeInViewport();
  // The last section before the footer grows as it is drawn.
  await page.evaluate(() => {
    const grown = document.createElement('div');
    grown.style.height = '1500px';
    [...document.querySelectorAll('.page-main section')].at(-1)!.append(grown);
  });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(stop).toBeInViewport({ timeout: 1000 });
});
