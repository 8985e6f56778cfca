/**
 * Response security headers, and the Content-Security-Policy holding in a real browser: no page, and no
 * interaction that makes antd add styles or scripts at run time (drawer, image viewer, form messages), is
 * refused anything by the policy.
 */
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ROUTE_HEADINGS, expect, isPhone, test } from './support/fixtures';
import { SITE } from './support/servers';
import { openContactForm, waitForCaptcha } from './support/contact';

/** Collects every Content-Security-Policy violation the page reports. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sample})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('security headers', () => {
  test('pages: a policy allowing exactly the inline scripts of the page by hash, and the common headers @desktop', async ({ request }) => {
    for (const path of ['/', '/about', '/news/detail/201']) {
      const response = await request.get(SITE + path);
      const headers = response.headers();
      const policy = headers['content-security-policy'] ?? '';
      const scriptSrc = policy.split('; ').find((part) => part.startsWith('script-src '))!;
      expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')+$/);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).toContain("form-action 'self'");
      // The hashes are those of the page's own inline scripts, each of them, and nothing more; the
      // JSON-LD data blocks are not scripts the policy governs.
      const html = await response.text();
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes, text]) => !/\ssrc=/.test(attributes!) && !/ld\+json/.test(attributes!) && text,
      );
      expect(inline.length).toBeGreaterThanOrEqual(2);
      const expected = new Set(inline.map(([, , text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`));
      expect(new Set(scriptSrc.split(' ').slice(2))).toEqual(expected);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-powered-by']).toBeUndefined();
      // Plain http here: no HSTS.
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  test('HSTS and upgrade-insecure-requests when the visitor came over https @desktop', async ({ request }) => {
    const response = await request.get(`${SITE}/about`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers()['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  test('files from the CMS cannot run script in the site origin; build output is nosniff @desktop', async ({ request }) => {
    const file = await request.get(`${SITE}/api/files/logo.svg`);
    expect(file.headers()['content-security-policy']).toContain("default-src 'none'");
    expect(file.headers()['x-content-type-options']).toBe('nosniff');
    const html = await (await request.get(`${SITE}/about`)).text();
    const chunk = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)![1]!;
    const asset = await request.get(SITE + chunk);
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
    expect(asset.headers()['x-powered-by']).toBeUndefined();
  });

  test("a missing build file: Next.js' own 404 page, with the common headers and a policy that runs nothing @desktop", async ({
    request,
  }) => {
    const missing = await request.get(`${SITE}/_next/static/chunks/missing-${Date.now()}.js`);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['x-content-type-options']).toBe('nosniff');
    expect(missing.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(missing.headers()['content-security-policy']).toMatch(/^default-src 'none';/);
    expect(missing.headers()['content-security-policy']).not.toContain('script-src');
  });

  test('no page is refused anything by the policy', async ({ page }) => {
    const violations = await watchViolations(page);
    for (const { path, heading } of ROUTE_HEADINGS) {
      await page.goto(SITE + path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    // antd styles added at run time: the drawer (phone) or the image viewer (desktop), and form messages.
    if (await isPhone(page)) {
      await page.getByRole('button', { name: '打开导航菜单' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    } else {
      await page.goto(`${SITE}/about`);
      await page.getByRole('link', { name: '查看大图：IATF 16949 质量管理体系认证' }).click();
      await expect(page.locator('.ant-image-preview')).toBeVisible();
    }
    await openContactForm(page, `${SITE}/contact`);
    await waitForCaptcha(page, 'zh');
    await page.getByRole('button', { name: '提交留言' }).click();
    await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});
