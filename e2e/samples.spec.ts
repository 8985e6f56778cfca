/**
 * Samples (issue 23, item 2): from a product's ordering table to the sample form, which works without
 * script (a server-drawn captcha, each field's problem in the page's language with what was typed kept,
 * the backend's refusals), and a signed-in member's way: no captcha, their details filled in, the request
 * and its status on /account; a backend without the calls.
 */
import { randomUUID } from 'node:crypto';
import { ALT_SITE, SITE } from './support/servers';
import { receivedBy } from './support/mail';
import { setFaults } from './support/alt-faults';
import { expect, test } from './support/fixtures';
import { solveDrawnCaptcha } from './support/captcha';
import { ENGLISH_FORM, nextCaptcha, signIn } from './support/sign-in';

const uniqueEmail = () => `zhang.${randomUUID().slice(0, 8)}@customer.example`;

test.describe('sample requests without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('from the ordering table to a reference: problems named, what was typed kept, the backend refusing a repeat', async ({ page }) => {
    await page.goto(`${SITE}/product/detail/101`);
    await page.getByRole('link', { name: '申请样片：XY6201-SOT235T' }).click();
    await expect(page).toHaveURL(`${SITE}/samples?part=XY6201-SOT235T`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('申请样片');
    await expect(page.getByText('每次最多 10 片')).toBeVisible();

    const form = page.getByRole('form', { name: '申请样片' });
    const email = uniqueEmail();
    const fill = async (address: string) => {
      await form.getByLabel('数量（片）').fill('5');
      await form.getByLabel('项目名称').fill('智能电表');
      await form.getByLabel('应用说明').fill('计量前端的低噪声 LDO，预计年用量 20 万片');
      await form.getByLabel('公司').fill('示例电子有限公司');
      await form.getByLabel('姓名').fill('张三');
      await form.getByLabel('电子邮箱').fill(address);
      await form.getByLabel('收货地址').fill('上海市浦东新区示例路 1 号');
      await form.getByLabel('验证码').fill(await solveDrawnCaptcha(page));
    };
    // An address the browser lets through that the contract does not take: the form comes back with it.
    await fill('zhang@customer');
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByRole('alert')).toHaveText('请修改下方标出的 1 项。');
    await expect(form.getByLabel('电子邮箱')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('请输入有效的邮箱地址')).toBeVisible();
    await expect(form.getByLabel('项目名称')).toHaveValue('智能电表');
    await expect(form.getByLabel('电子邮箱')).toHaveValue('zhang@customer');

    await fill(email);
    await form.getByRole('button', { name: '提交申请' }).click();
    const sent = page.getByRole('status').filter({ hasText: '样片申请已提交' });
    await expect(sent).toContainText(/申请编号 SR-20261123-[A-Z0-9]{4}/);
    await expect(sent).toContainText('XY6201-SOT235T 共 5 片');

    const first = (await sent.locator('strong').textContent()) ?? '';

    // The same address and part again (anyone may type anyone's address): a receipt like any other, which
    // says nothing of the first request; its owner is told by mail (issue 42, finding 6).
    await page.goto(`${SITE}/samples?part=XY6201-SOT235T`);
    await fill(email);
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(sent).toContainText(/申请编号 SR-20261123-[A-Z0-9]{4}/);
    await expect(page.getByRole('main')).not.toContainText(first);
    await expect.poll(async () => JSON.stringify(await receivedBy(email))).toContain(first);
  });

  test('a part not offered as samples says so and asks for another @desktop', async ({ page }) => {
    await page.goto(`${SITE}/en/samples?part=XY6601-SOT235R`);
    await expect(page.getByRole('status')).toHaveText('Samples of XY6601-SOT235R cannot be requested online. Contact sales →');
    await page.getByLabel('Part number').fill('xy6560-qfn4x420r');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByText('Up to 5 pieces per request')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Request samples' })).toBeVisible();
  });
});

test('a signed-in member sends without a captcha, with their details filled in, and follows the request on My account @desktop', async ({
  page,
}) => {
  const captcha = nextCaptcha(page);
  await page.goto(`${SITE}/en/login?next=${encodeURIComponent('/en/samples?part=XY3321-MSOP8R')}`);
  await signIn(page, captcha, 'Xingyuan@2026', ENGLISH_FORM);
  await expect(page).toHaveURL(`${SITE}/en/samples?part=XY3321-MSOP8R`);
  const form = page.getByRole('form', { name: 'Request samples' });
  await expect(form.getByText(/^Signed in as /)).toBeVisible();
  await expect(form.getByLabel('Verification code')).toHaveCount(0);
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Li Ming');
  await expect(form.getByLabel('Shipping address')).toHaveValue('3F, 1 Example Road, Pudong, Shanghai');
  await form.getByLabel('E-mail').fill(`li.ming.${randomUUID().slice(0, 8)}@customer.example`);
  await form.getByLabel('Quantity (pieces)').fill('5');
  await form.getByLabel('Project name').fill('Motor drive');
  await form.getByLabel('Application', { exact: true }).fill('Current sense amplifier for a 48 V motor drive');
  await form.getByRole('button', { name: 'Send request' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Sample request received' });
  const reference = (await sent.locator('strong').textContent()) ?? '';
  expect(reference).toMatch(/^SR-20261123-[A-Z0-9]{4}$/);

  await sent.getByRole('link', { name: 'My account →' }).click();
  await expect(page).toHaveURL(`${SITE}/en/account`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
  await expect(page.getByRole('heading', { name: 'Member details' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Member details' }).getByText('li.ming@customer.example')).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: reference }) });
  await expect(row).toContainText('XY3321-MSOP8R');
  await expect(row).toContainText('Submitted');
  await expect(row.getByRole('link', { name: 'XY3321-MSOP8R' })).toHaveAttribute('href', '/en/product/detail/105');
  await expect(page.getByRole('row').filter({ hasText: 'Shipped' })).toContainText('SF Express tracking number SF9876543210987');

  // Signed out, the page says how to sign in and come back.
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/login?next=%2Fen%2Faccount');
});

test.describe('a backend without the sample calls @shared', () => {
  test.afterEach(() => setFaults({}));

  test('product pages link no sample form, and the form page says the part cannot be requested online', async ({ request }) => {
    for (const fault of [{ status: 404 }, { status: 500 }]) {
      await setFaults({ 'web/get_sample_options': fault });
      const product = await request.get(`${ALT_SITE}/product/detail/101`);
      expect(product.status()).toBe(200);
      const html = await product.text();
      expect(html).toContain('id="ordering"');
      expect(html).not.toContain('/samples?part=');
    }
    await setFaults({ 'web/get_sample_options': { status: 404 } });
    const form = await request.get(`${ALT_SITE}/en/samples?part=XY6201-SOT235T`);
    expect(form.status()).toBe(200);
    expect(await form.text()).toContain('Samples of XY6201-SOT235T cannot be requested online.');
  });
});
