/**
 * E-mail alerts (issue 25, item 1): /investor/alerts subscribes an address to the categories chosen, in
 * either language, with a consent never ticked beforehand; the demo backend sends the confirmation mail
 * through SMTP to the suite's real listener (e2e/support/mail-catcher.ts); its link confirms the
 * subscription, and the link every mail carries ends it with one click. Without JavaScript, in both
 * languages, at both widths. A backend without alerts has no page and no link to it.
 */
import { randomUUID } from 'node:crypto';
import { ALT_SITE, SITE } from './support/servers';
import { setFaults } from './support/alt-faults';
import { expect, test } from './support/fixtures';
import { ENGLISH_FORM, nextCaptcha, signIn } from './support/sign-in';
import { solveDrawnCaptcha } from './support/captcha';
import { linkIn, mailsTo, receivedBy } from './support/mail';
import { keptRecords } from './support/demo-data';

/** What the demo backend kept of the subscription of `email`. */
function keptSubscription(email: string): Record<string, unknown> | undefined {
  return keptRecords('alerts.jsonl').find((kept) => kept.type === 'subscribe' && kept.email === email);
}

const WORDS = {
  zh: {
    form: '邮件提醒',
    email: '邮箱',
    lang: '邮件语言',
    news: '新闻动态',
    consent: '我同意接收以上邮件提醒，并同意为此处理我的邮箱地址',
    captcha: '验证码',
    submit: '订阅',
    sent: '请查收确认邮件',
    subject: '请确认订阅星垣微电子投资者关系邮件提醒',
    confirm: '确认订阅',
    unsubscribe: '退订',
    confirmed: '订阅已生效',
    unsubscribed: '已退订',
    invalid: '链接无效',
    link: '邮件提醒',
  },
  en: {
    form: 'E-mail alerts',
    email: 'E-mail',
    lang: 'Language of the mails',
    news: 'News',
    consent: 'I agree to receive these alerts, and to my e-mail address being used for them',
    captcha: 'Verification code',
    submit: 'Subscribe',
    sent: 'Please check your inbox',
    subject: 'Please confirm your Xingyuan Micro investor alerts',
    confirm: 'Confirm my subscription',
    unsubscribe: 'Unsubscribe',
    confirmed: 'You are subscribed',
    unsubscribed: 'You are unsubscribed',
    invalid: 'This link does not work',
    link: 'E-mail alerts',
  },
} as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['zh', 'en'] as const) {
    const base = lang === 'zh' ? '' : '/en';
    const words = WORDS[lang];

    test(`subscribe, read the confirmation mail from the SMTP listener, confirm by its link, unsubscribe by one click (${lang})`, async ({
      page,
      request,
    }) => {
      const email = `alerts.${randomUUID().slice(0, 12)}@investor.example`;
      await page.goto(`${SITE}${base}/investor`);
      await page
        .getByRole('navigation', { name: lang === 'zh' ? '更多投资者信息' : 'More for investors' })
        .getByRole('link', { name: words.link })
        .click();
      await expect(page).toHaveURL(`${SITE}${base}/investor/alerts`);
      const form = page.getByRole('form', { name: words.form });
      // The categories come ticked; the consent never does, and the subscription needs it.
      await expect(form.getByRole('checkbox', { name: words.news })).toBeChecked();
      const consent = form.getByRole('checkbox', { name: words.consent });
      await expect(consent).not.toBeChecked();
      await expect(consent).toHaveAttribute('required', '');
      await expect(form.getByTestId('privacy-notice').getByRole('link')).toHaveAttribute('href', `${base}/privacy`);
      await expect(form.getByLabel(words.lang)).toHaveValue(lang);

      await form.getByLabel(words.email, { exact: true }).fill(email);
      await form.getByRole('checkbox', { name: words.news }).uncheck();
      await consent.check();
      await form.getByLabel(words.captcha).fill(await solveDrawnCaptcha(page));
      await form.getByRole('button', { name: words.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: words.sent })).toBeVisible();
      expect(keptSubscription(email)).toMatchObject({
        alert_lang: lang,
        categories: ['announcements', 'reports', 'events', 'notices'],
        consent: { alerts: true, policy_version: '2026-11-23', given_at: expect.stringMatching(/^2026-11-23T/) },
      });

      // The mail, through SMTP: in the chosen language, with the link to confirm and the way out.
      const [confirmation] = await mailsTo(email, 1);
      expect(confirmation!.subject).toBe(words.subject);
      expect(confirmation!.text).toContain(email);
      const confirm = linkIn(confirmation!.text, `${base}/investor/alerts/confirm`);
      const unsubscribe = linkIn(confirmation!.text, `${base}/investor/alerts/unsubscribe`);
      const token = new URL(unsubscribe).searchParams.get('token')!;
      // RFC 8058: the header names the one-click address, for a POST.
      const oneClick = `${SITE}/investor/alerts/unsubscribe/one-click?token=${token}`;
      expect(confirmation!.listUnsubscribe).toContain(oneClick);
      expect(confirmation!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

      // A mail system's link scanner opens the link (HEAD, GET): nothing is confirmed (issue 42, finding 9).
      expect((await request.head(confirm)).status()).toBe(200);
      expect((await request.get(confirm)).status()).toBe(200);
      expect((await mailsTo(email, 1)).length).toBe(1);
      await page.goto(confirm);
      await page.getByRole('button', { name: words.confirm }).click();
      const result = page.getByRole('status');
      await expect(result.getByRole('heading')).toHaveText(words.confirmed);
      await expect(result).toContainText('al***@investor.example');
      await expect(result.getByRole('listitem')).toHaveCount(4);
      // Confirmed, the welcome mail carries the way out too.
      const [, welcome] = await mailsTo(email, 2);
      expect(linkIn(welcome!.text, `${base}/investor/alerts/unsubscribe`)).toBe(unsubscribe);
      expect(welcome!.listUnsubscribe).toContain(oneClick);

      // The unsubscribe link's page: a scanner's visit ends nothing; the button does, no sign-in. A mail
      // client's one click is a POST of List-Unsubscribe=One-Click to the header's address; a GET there is
      // sent to the page.
      const ended = () =>
        keptRecords('alerts.jsonl').some((kept) => kept.type === 'unsubscribe' && kept.reference === keptSubscription(email)?.reference);
      expect((await request.head(unsubscribe)).status()).toBe(200);
      const scanned = await request.get(oneClick, { maxRedirects: 0 });
      expect(scanned.status()).toBe(303);
      expect(scanned.headers().location).toBe(`/investor/alerts/unsubscribe?token=${token}`);
      expect(ended()).toBe(false);
      if (lang === 'en') {
        expect((await request.post(oneClick, { form: { 'List-Unsubscribe': 'Nope' } })).status()).toBe(400);
        expect(ended()).toBe(false);
        const clicked = await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
        expect(clicked.status()).toBe(200);
        expect(ended()).toBe(true);
      }
      await page.goto(unsubscribe);
      await page.getByRole('button', { name: words.unsubscribe }).click();
      await expect(page.getByRole('status').getByRole('heading')).toHaveText(words.unsubscribed);
      await expect(page.getByRole('status').getByRole('link')).toHaveAttribute('href', `${base}/investor/alerts`);
      // The confirmation link of an ended subscription no longer works; nor does a token made up.
      await page.goto(confirm);
      await page.getByRole('button', { name: words.confirm }).click();
      await expect(page.getByRole('status').getByRole('heading')).toHaveText(words.invalid);
      for (const address of [`${base}/investor/alerts/unsubscribe?token=made-up-token-0001`, `${base}/investor/alerts/confirm`]) {
        const answer = await page.goto(SITE + address);
        expect(answer?.status()).toBe(200);
        const button = page.getByRole('button', { name: address.includes('unsubscribe') ? words.unsubscribe : words.confirm });
        if (await button.count()) await button.click();
        await expect(page.getByRole('status').getByRole('heading')).toHaveText(words.invalid);
        // Its words wrap within the box, at either width (a class of the meetings' outcomes once kept them on one line).
        const text = page.getByRole('status').locator('p').first();
        expect(await text.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        await expect(text).toHaveCSS('font-weight', '400');
      }
      expect((await mailsTo(email, 2)).length).toBe(2);
    });
  }

  test('no category chosen, no consent: each said beside its field, what was typed kept, nothing sent @desktop', async ({ page }) => {
    const email = `alerts.${randomUUID().slice(0, 12)}@investor.example`;
    await page.goto(`${SITE}/en/investor/alerts`);
    const form = page.getByRole('form', { name: 'E-mail alerts' });
    await form.getByLabel('E-mail', { exact: true }).fill(email);
    for (const box of await form.getByRole('checkbox').all()) await box.uncheck();
    await form.getByLabel('Verification code').fill(await solveDrawnCaptcha(page));
    // The browser's own checks would stop it first; a visitor's browser may not have them.
    await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please correct the fields marked below (2).');
    await expect(form.getByRole('checkbox', { name: 'Announcements' })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('checkbox', { name: WORDS.en.consent })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('E-mail', { exact: true })).toHaveValue(email);
    expect(await receivedBy(email)).toEqual([]);
  });
});

test("a member's alerts on My account: to the account's address, the consent to start them, saved, changed, ended @desktop", async ({
  page,
}) => {
  // One member's state, changed here alone (one width: the phone's run would race this one).
  const captcha = nextCaptcha(page);
  await page.goto(`${SITE}/en/login?next=${encodeURIComponent('/en/account')}`);
  await signIn(page, captcha, 'Xingyuan@2026', ENGLISH_FORM);
  await expect(page).toHaveURL(`${SITE}/en/account`);
  const section = page.getByRole('region', { name: 'E-mail alerts' });
  const form = section.getByRole('form', { name: 'E-mail alerts' });
  // From whatever an earlier run left: none.
  const unsubscribe = form.getByRole('button', { name: 'Unsubscribe from all' });
  await expect(form.getByText(/li\.ming@customer\.example/)).toBeVisible();
  if (await unsubscribe.isVisible()) {
    await unsubscribe.click();
    await expect(form.getByRole('status')).toHaveText('Unsubscribed.');
  }
  await expect(form).toContainText("You are not subscribed. Alerts would go to your account's address, li.ming@customer.example.");
  const consent = form.getByRole('checkbox', { name: WORDS.en.consent });
  await expect(consent).not.toBeChecked();
  await form.getByRole('checkbox', { name: 'News' }).uncheck();
  await form.getByLabel('Language of the mails').selectOption('zh');
  await consent.check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved.');
  await expect(form).toContainText("Alerts go to your account's address, li.ming@customer.example.");

  await page.reload();
  const again = page.getByRole('region', { name: 'E-mail alerts' }).getByRole('form', { name: 'E-mail alerts' });
  await expect(again.getByRole('checkbox', { name: 'News' })).not.toBeChecked();
  await expect(again.getByRole('checkbox', { name: 'Announcements' })).toBeChecked();
  await expect(again.getByLabel('Language of the mails')).toHaveValue('zh');
  await expect(again.getByRole('checkbox', { name: WORDS.en.consent })).toHaveCount(0);
  await again.getByRole('button', { name: 'Unsubscribe from all' }).click();
  await expect(again.getByRole('status')).toHaveText('Unsubscribed.');
  await expect(again).toContainText('You are not subscribed.');
});

test.describe('a backend without alerts @shared', () => {
  test.afterEach(() => setFaults({}));

  test('no alerts page and no link to it, nor a mail link page that would link it (issue 42, part 2)', async ({ request }) => {
    await setFaults({ 'web/get_alert_options': { status: 404 } });
    for (const path of [
      '/investor/alerts',
      '/en/investor/alerts',
      '/investor/alerts/confirm?token=made-up-token-0001',
      '/en/investor/alerts/unsubscribe?token=made-up-token-0001',
    ])
      expect((await request.get(`${ALT_SITE}${path}`)).status(), path).toBe(404);
    for (const path of ['/investor', '/en/investor'])
      expect(await (await request.get(`${ALT_SITE}${path}`)).text()).not.toContain('/investor/alerts');
  });
});
