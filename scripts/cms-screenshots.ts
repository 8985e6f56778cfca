/**
 * `npm run cms:screenshots` (issue 45): the admin as an editor meets it, in Chinese at 1440 px, written to
 * reports/cms-admin/: the dashboard (where the home page's banners and the stock code are), the articles' list, an
 * article being edited, its preview on the site, the scheduling of a publication, the banners and the company and
 * stock information. Then the queues of what visitors send as sales meets them (issue 46), in Chinese and English:
 * the home with its queues, the open sample requests, one request, the contact messages and one message; and the
 * investor questions as an IR officer meets them, the list and one question with the answer being drafted; the privacy
 * requests as the privacy officer meets them, the list and a confirmed request with its reply being written; the e-mail
 * alerts' subscriptions and each publication's round as an IR officer meets them. It sets up a
 * CMS of its own with the demo's content and starts it with a site in front, from their builds (`npm run build`,
 * `npm run cms -- --setup-only`), on loopback ports of its own.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { cmsClient } from './support/cms-client';
import { mailDrop } from './support/cms-mail';
import { setUpCms, startCms } from './support/cms-process';
import { signIn } from './support/cms-workflow';
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

    await sendAsVisitors(path.join(dir, 'data'));
    /** A person of the company signed in, the admin in `lang`. */
    const signedIn = async (email: string, lang: 'zh' | 'en') => {
      const context = await browser.newContext({
        locale: lang === 'zh' ? 'zh-CN' : 'en-US',
        timezoneId: 'Asia/Shanghai',
        viewport: { width: 1440, height: 900 },
      });
      await context.addCookies([{ name: 'payload-lng', value: lang, url: CMS }]);
      const page = await context.newPage();
      await page.goto(`${CMS}/admin/login`);
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL(/\/admin$/);
      return page;
    };
    for (const lang of ['zh', 'en'] as const) {
      const queue = await signedIn('sales@xingyuan-micro.example', lang);
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
      await queue.context().close();

      const ir = await signedIn('ir@xingyuan-micro.example', lang);
      await ir
        .locator('.work-queues')
        .getByRole('link', { name: lang === 'zh' ? /投资者提问/ : /Investor questions/ })
        .click();
      await ir.waitForURL(/\/admin\/collections\/investor-questions\?/);
      await shot(ir, `13-open-investor-questions-${lang}`);
      await ir.locator('tbody tr a').first().click();
      await ir.waitForURL(/\/admin\/collections\/[a-z-]+\/\d+/);
      await ir.locator('#field-answer').scrollIntoViewIfNeeded();
      await ir.locator('#field-answer').fill('感谢您的关注。公司 2026 年度利润分配方案将由董事会结合经营情况拟定，届时请关注公司公告。');
      await shot(ir, `14-investor-question-${lang}`);
      await ir.context().close();

      const privacy = await signedIn('privacy@xingyuan-micro.example', lang);
      await privacy.goto(`${CMS}/admin/collections/privacy-requests`);
      await shot(privacy, `15-privacy-requests-${lang}`);
      await privacy.getByRole('link', { name: /^PR-/ }).last().click();
      await privacy.waitForURL(/\/admin\/collections\/[a-z-]+\/\d+/);
      await privacy.locator('#field-reply').fill('张工，您好：附件是我们保存的与您的邮箱有关的全部信息（JSON 格式）。');
      await shot(privacy, `16-privacy-request-${lang}`);
      // A site member: Payload's auth collection of its own (username, e-mail, change password, suspension).
      await privacy.goto(`${CMS}/admin/collections/members/1`);
      await privacy.locator('#field-username').waitFor();
      await shot(privacy, `19-site-member-${lang}`);
      await privacy.context().close();

      const alerts = await signedIn('ir@xingyuan-micro.example', lang);
      await alerts.goto(`${CMS}/admin/collections/alert-subscribers`);
      await shot(alerts, `17-alert-subscriptions-${lang}`);
      await alerts.goto(`${CMS}/admin/collections/alert-rounds`);
      await shot(alerts, `18-alert-rounds-${lang}`);
      await alerts.context().close();
    }
    await browser.close();
  } finally {
    for (const process of started.reverse()) await stop(process);
  }
}

/** A contact message, two sample requests and an investor's question, sent through the contract as the site sends them. */
async function sendAsVisitors(dataDir: string): Promise<void> {
  const { call, captcha } = cmsClient(CMS);
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
  await call('submit_investor_question', {
    lang: 'zh',
    category: 'dividend',
    question: '公司今年的利润分配方案什么时候公布？会提高分红比例吗？',
    name: '王先生',
    email: 'wang@investor.example',
    consent: { publish: true, policy_version: '2026-11-20', given_at: new Date().toISOString() },
    ...(await captcha('web/submit_investor_question')),
  });
  // Two privacy requests: one from the address of the message above, whose requester followed the mailed link.
  for (const { kind, name, email } of [
    { kind: 'access', name: '张工', email: 'zhang@example.com' },
    { kind: 'deletion', name: 'Jane Roe', email: 'jane@customer.example' },
  ])
    await call('submit_privacy_request', {
      lang: 'zh',
      kind,
      name,
      email,
      details: '请提供贵公司保存的我的全部个人信息的副本。',
      ...(await captcha('web/submit_privacy_request')),
    });
  // The link, from the mail in the CMS's outbox (it keeps only the token's hash once the mail is sent).
  const drop = await mailDrop(dataDir);
  const [mail] = await drop.waitFor('zhang@example.com', 1, (sent) => sent.text.includes('/privacy/request/confirm'));
  await drop.close();
  await call('confirm_privacy_request', {
    lang: 'zh',
    token: /\/privacy\/request\/confirm\?token=([\w.~-]+)/.exec(mail?.text ?? '')?.[1] ?? '',
  });
  // Three alert subscriptions, two confirmed by their mailed link; then an investor event, whose alerts go out.
  const consent = { alerts: true, policy_version: '2026-11-20', given_at: new Date().toISOString() };
  for (const { email, categories, alert_lang } of [
    { email: 'wang@investor.example', categories: ['announcements', 'reports', 'events'], alert_lang: 'zh' },
    { email: 'fund.analyst@example.com', categories: ['announcements', 'reports', 'news', 'events'], alert_lang: 'en' },
    { email: 'zhao@investor.example', categories: ['news'], alert_lang: 'zh' },
  ])
    await call('subscribe_alerts', {
      lang: alert_lang,
      email,
      categories,
      alert_lang,
      consent,
      ...(await captcha('web/subscribe_alerts')),
    });
  const alertDrop = await mailDrop(dataDir);
  for (const email of ['wang@investor.example', 'fund.analyst@example.com']) {
    const [confirmation] = await alertDrop.waitFor(email, 1, (sent) => sent.text.includes('/investor/alerts/confirm'));
    await call('confirm_alerts', {
      lang: 'zh',
      token: /\/investor\/alerts\/confirm\?token=([\w.~-]+)/.exec(confirmation?.text ?? '')?.[1] ?? '',
    });
  }
  await alertDrop.close();
  const ir = await signIn(CMS, 'ir@xingyuan-micro.example', PASSWORD);
  await fetch(`${CMS}/api/ir-events?locale=zh`, {
    method: 'POST',
    headers: { authorization: `JWT ${ir}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'call', title: '2026 年第三季度业绩说明会', starts_at: '2026-12-15T06:30:00.000Z', all_day: false }),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
