/**
 * Requests about one's personal information (issue 24, item 1): /privacy/request, linked from the policy,
 * works without script (a server-drawn captcha, each field's problem with what was typed kept, the
 * backend's reference and its refusals), in place with script, in both languages; a backend without the
 * call says the request could not be sent and keeps what was typed.
 */
import { randomUUID } from 'node:crypto';
import { ALT_SITE, SITE } from './support/servers';
import { setFaults } from './support/alt-faults';
import { expect, test } from './support/fixtures';
import { solveDrawnCaptcha } from './support/captcha';
import { linkIn, mailsTo, receivedBy } from './support/mail';

const uniqueEmail = () => `wang.${randomUUID().slice(0, 8)}@customer.example`;

test.describe('a privacy request without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('from the policy to a reference: the account named to close one, a repeat answered like any, the owner told by mail', async ({
    page,
  }) => {
    await page.goto(`${SITE}/privacy`);
    await page.getByRole('link', { name: '行使您的个人信息权利' }).click();
    await expect(page).toHaveURL(`${SITE}/privacy/request`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('个人信息权利请求');

    const form = page.getByRole('form', { name: '个人信息权利请求' });
    const email = uniqueEmail();
    await form.getByLabel('请求类型').selectOption({ label: '注销我的会员账号' });
    await form.getByLabel('姓名').fill('王五');
    await form.getByLabel('电子邮箱（答复将发往此邮箱）').fill(email);
    await form.getByLabel('请求说明').fill('请注销我的会员账号并删除账号资料。');
    await form.getByLabel('验证码').fill(await solveDrawnCaptcha(page));
    // Closing an account needs the account: the form comes back with it marked and the rest kept.
    await form.getByRole('button', { name: '提交请求' }).click();
    await expect(form.getByRole('alert')).toHaveText('请修改下方标出的 1 项。');
    await expect(form.getByLabel('会员账号（注销账号时必填）')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('请求说明')).toHaveValue('请注销我的会员账号并删除账号资料。');
    await expect(form.getByLabel('请求类型')).toHaveValue('account_deletion');
    // Before the button: what is collected and why, and the policy.
    await expect(form.getByTestId('privacy-notice')).toContainText('仅用于核验身份、处理并答复本次请求');

    await form.getByLabel('会员账号（注销账号时必填）').fill('wangwu');
    await form.getByLabel('验证码').fill(await solveDrawnCaptcha(page));
    await form.getByRole('button', { name: '提交请求' }).click();
    const sent = page.getByRole('status').filter({ hasText: '您的请求已提交' });
    const reference = (await sent.locator('strong').textContent()) ?? '';
    expect(reference).toMatch(/^PR-20261123-[A-Z0-9]{4}$/);
    await expect(sent.getByRole('link', { name: '返回隐私政策' })).toHaveAttribute('href', '/privacy');

    // The same kind from the same address again (anyone may type anyone's address): a receipt like any
    // other, which says nothing of the first request; its owner is told by mail (issue 42, finding 6).
    await page.goto(`${SITE}/privacy/request`);
    await form.getByLabel('请求类型').selectOption('account_deletion');
    await form.getByLabel('姓名').fill('王五');
    await form.getByLabel('电子邮箱（答复将发往此邮箱）').fill(email);
    await form.getByLabel('会员账号（注销账号时必填）').fill('wangwu');
    await form.getByLabel('请求说明').fill('再次提交');
    await form.getByLabel('验证码').fill(await solveDrawnCaptcha(page));
    await form.getByRole('button', { name: '提交请求' }).click();
    await expect(sent.locator('strong')).toHaveText(/^PR-20261123-[A-Z0-9]{4}$/);
    await expect(page.getByRole('main')).not.toContainText(reference);
    await expect.poll(async () => JSON.stringify(await receivedBy(email))).toContain(reference);
  });
});

test('an English request is sent in place, with its reference; the link mailed to the address confirms it by its button', async ({
  page,
}) => {
  await page.goto(`${SITE}/en/privacy/request`);
  const form = page.getByRole('form', { name: 'Your personal information rights' });
  const email = uniqueEmail();
  await form.getByLabel('What would you like us to do?').selectOption('access');
  await form.getByLabel('Name', { exact: true }).fill('Jane Roe');
  await form.getByLabel('E-mail (we reply to this address)').fill(email);
  await form.getByLabel('Details').fill('Please send me a copy of what you keep about me.');
  await form.getByLabel('Verification code').fill(await solveDrawnCaptcha(page));
  await form.getByRole('button', { name: 'Send request' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Your request has been sent' });
  await expect(sent.locator('strong')).toHaveText(/^PR-20261123-[A-Z0-9]{4}$/);
  const reference = (await sent.locator('strong').textContent())!;
  await expect(page).toHaveURL(`${SITE}/en/privacy/request`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  // The backend mails the address a link to the site, in the request's language; opening it confirms nothing.
  const [mail] = await mailsTo(email, 1);
  expect(mail!.subject).toBe('Please confirm your request about your personal information');
  const link = linkIn(mail!.text, '/en/privacy/request/confirm');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your e-mail address');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('button', { name: 'Confirm that this request is mine' }).click();
  const confirmed = page.getByRole('status');
  await expect(confirmed.getByRole('heading')).toHaveText('Your identity is confirmed');
  await expect(confirmed).toContainText(
    `Your request (reference ${reference}: Give me access to, or a copy of, my personal information) is confirmed.`,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test.describe('an identity link without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a token the backend never gave, and a link without one, say that the link does not work', async ({ page }) => {
    await page.goto(`${SITE}/privacy/request/confirm?token=never-given-token`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('核实您的邮箱');
    await page.getByRole('button', { name: '确认是我本人提交的请求' }).click();
    await expect(page.getByRole('status').getByRole('heading')).toHaveText('此链接无效');
    await expect(page.getByRole('status').getByRole('link', { name: '重新提交请求' })).toHaveAttribute('href', '/privacy/request');
    await page.goto(`${SITE}/en/privacy/request/confirm`);
    await expect(page.getByRole('status').getByRole('heading')).toHaveText('This link does not work');
  });
});

test.describe('a backend without the privacy request call @shared', () => {
  test.afterEach(() => setFaults({}));

  test('the form says it could not be sent and keeps what was typed', async ({ page }) => {
    await setFaults({ 'web/submit_privacy_request': { status: 404 } });
    await page.goto(`${ALT_SITE}/en/privacy/request`);
    const form = page.getByRole('form', { name: 'Your personal information rights' });
    await form.getByLabel('What would you like us to do?').selectOption('deletion');
    await form.getByLabel('Name', { exact: true }).fill('Jane Roe');
    await form.getByLabel('E-mail (we reply to this address)').fill('jane@customer.example');
    await form.getByLabel('Details').fill('Delete my contact message.');
    await form.getByLabel('Verification code').fill('ABCD');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByRole('alert')).toHaveText('This could not be sent. Please try again later; what you entered is kept.');
    await expect(form.getByLabel('Details')).toHaveValue('Delete my contact message.');
  });
});
