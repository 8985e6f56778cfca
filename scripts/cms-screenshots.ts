/**
 * `npm run cms:screenshots` (issue 45): the admin as an editor meets it, in Chinese at 1440 px, written to
 * reports/cms-admin/: the dashboard (where the home page's banners and the stock code are), the articles' list, an
 * article being edited, its preview on the site, the scheduling of a publication, the banners and the company and
 * stock information. Then the queues of what visitors send as sales meets them (issue 46), in Chinese and English:
 * the home with its queues, the open sample requests, one request, the contact messages and one message. It sets up a
 * CMS of its own with the demo's content and starts it with a site in front, from their builds (`npm run build`,
 * `npm run cms -- --setup-only`), on loopback ports of its own.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { setUpCms, startCms } from './support/cms-process';
import { endWithThisProcess, startInstance, stop, type Started } from './support/topology';

const PORTS = { cms: 4690, site: 3690 };
const CMS = `http://127.0.0.1:${PORTS.cms}`;
const SITE = `http://127.0.0.1:${PORTS.site}`;
const OUT = path.resolve(__dirname, '..', 'reports', 'cms-admin');
const PASSWORD = 'screenshots-only-password';

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const file = path.join(OUT, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(file);
}

async function main(): Promise<void> {
  endWithThisProcess();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cms-screenshots-'));
  mkdirSync(OUT, { recursive: true });
  const env = {
    PAYLOAD_SECRET: 'screenshots-only-payload-secret-0123456789',
    CMS_ADMIN_PASSWORD: PASSWORD,
    SITE_URL: SITE,
    // Its captchas read through the test hook, to send what visitors send.
    CMS_TEST_HOOKS: '1',
  };
  const started: Started[] = [];
  try {
    setUpCms(path.join(dir, 'data'), env);
    started.push(await startCms(PORTS.cms, path.join(dir, 'data'), env, dir));
    started.push(await startInstance('site', PORTS.site, { BACKEND_URL: CMS, SITE_URL: SITE, REVALIDATE_SECONDS: '0' }, dir));
    const browser = await chromium.launch({ executablePath: process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell' });
    const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${CMS}/admin/login`);
    await page.locator('input[name="email"]').fill('publisher@xingyuan-micro.example');
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/admin$/);
    await shot(page, '01-dashboard');
    await page.goto(`${CMS}/admin/collections/articles?limit=25`);
    await shot(page, '02-articles');
    await page.goto(`${CMS}/admin/collections/articles/101?locale=zh`);
    await shot(page, '03-edit-product');

    const href = await page.locator('#preview-button').getAttribute('href');
    const preview = await context.newPage();
    await preview.goto(href!);
    await shot(preview, '04-preview-on-the-site');
    await preview.close();

    await page.goto(`${CMS}/admin/collections/articles/201?locale=zh`);
    await page.waitForLoadState('networkidle');
    await page.locator('#action-save-popup button').click();
    await page.getByRole('button', { name: '预约发布' }).click();
    await page.locator('.drawer--is-open').last().getByText('发布', { exact: true }).click();
    await shot(page, '05-schedule');

    await page.goto(`${CMS}/admin/collections/banners`);
    await shot(page, '06-home-banners');
    await page.goto(`${CMS}/admin/globals/site-info`);
    await shot(page, '07-company-and-stock-code');

    await sendAsVisitors();
    for (const lang of ['zh', 'en'] as const) {
      const sales = await browser.newContext({
        locale: lang === 'zh' ? 'zh-CN' : 'en-US',
        timezoneId: 'Asia/Shanghai',
        viewport: { width: 1440, height: 900 },
      });
      await sales.addCookies([{ name: 'payload-lng', value: lang, url: CMS }]);
      const queue = await sales.newPage();
      await queue.goto(`${CMS}/admin/login`);
      await queue.locator('input[name="email"]').fill('sales@xingyuan-micro.example');
      await queue.locator('input[name="password"]').fill(PASSWORD);
      await queue.locator('button[type="submit"]').click();
      await queue.waitForURL(/\/admin$/);
      await shot(queue, `08-queues-home-${lang}`);
      await queue.locator('.work-queues').getByRole('link').first().click();
      await queue.waitForURL(/\/admin\/collections\/sample-requests\?/);
      await shot(queue, `09-open-sample-requests-${lang}`);
      await queue.locator('tbody tr a').first().click();
      await queue.waitForURL(/\/admin\/collections\/[a-z-]+\/\d+/);
      await shot(queue, `10-sample-request-${lang}`);
      await queue.goto(`${CMS}/admin/collections/messages`);
      await shot(queue, `11-contact-messages-${lang}`);
      await queue.locator('tbody tr a').first().click();
      await queue.waitForURL(/\/admin\/collections\/[a-z-]+\/\d+/);
      await shot(queue, `12-contact-message-${lang}`);
      await sales.close();
    }
    await browser.close();
  } finally {
    for (const process of started.reverse()) await stop(process);
  }
}

/** A contact message and two sample requests, sent through the contract as the site sends them. */
async function sendAsVisitors(): Promise<void> {
  const call = async (name: string, body: Record<string, unknown>) =>
    (await (
      await fetch(`${CMS}/api/web/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    ).json()) as { code: number; data: { key: string } };
  const captcha = async (forCall: string) => {
    const { key } = (await call('generate_verify', { lang: 'zh', for: forCall })).data;
    return { verify_key: key, verify_code: await (await fetch(`${CMS}/__test/captcha?key=${encodeURIComponent(key)}`)).text() };
  };
  await call('submit_message', {
    lang: 'zh',
    name: '张工',
    company: '示例科技',
    email: 'zhang@example.com',
    topic: 'sales',
    content: '请报 XY6201 一万片的价格和交期。',
    ...(await captcha('web/submit_message')),
  });
  for (const { part, company, lang } of [
    { part: 'XY6201-SOT235T', company: '示例电机', lang: 'zh' },
    { part: 'XY3321-MSOP8R', company: 'Example Motors', lang: 'en' },
  ])
    await call('submit_sample_request', {
      lang,
      part_number: part,
      quantity: 5,
      project: '电机驱动',
      application: '48 V 电机驱动的电流采样',
      company,
      name: '李明',
      email: 'li.ming@customer.example',
      address: '上海市浦东新区示例路 1 号 3 楼',
      ...(await captcha('web/submit_sample_request')),
    });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
