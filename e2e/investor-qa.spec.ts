/**
 * The investor Q&A (issue 24, item 2): /investor/qa lists the published questions with the company's
 * answers, newest first, searchable and paged, all in the HTML; /investor/qa/ask takes a question without
 * script (anonymous or named, a category, a captcha, a separate unticked consent to publish that travels
 * with the question), or a member's without a captcha, whose questions /account lists with their answers;
 * /investor names the complaint channel; a backend without the calls has no Q&A and no link to it.
 */
import { randomUUID } from 'node:crypto';
import { ALT_SITE, SITE } from './support/servers';
import { setFaults } from './support/alt-faults';
import { expect, test } from './support/fixtures';
import { ENGLISH_FORM, nextCaptcha, signIn } from './support/sign-in';
import { solveDrawnCaptcha } from './support/captcha';
import { keptRecords } from './support/demo-data';

/** What the demo backend kept of the question with this text. */
function keptQuestion(text: string): Record<string, unknown> | undefined {
  return keptRecords('investor-questions.jsonl').find((kept) => kept.question === text);
}

test.describe('the published questions', () => {
  test('from /investor to the Q&A: newest first, searched, by category, paged', async ({ page }) => {
    // Each click waits for the page's scripts to be loaded and idle: on a loaded CI machine a click on the
    // page links during hydration once left the address unchanged for 5 s (e2e/product-selection.spec.ts).
    await page.goto(`${SITE}/investor`, { waitUntil: 'networkidle' });
    const contact = page.locator('section:has(> h2#ir-contact), section:has(#ir-contact)').last();
    await expect(contact).toContainText('董事会办公室 021-5080 6088，ir-complaints@xingyuan-micro.example');
    await expect(contact).toContainText('中国证监会投资者服务热线 12386');
    await contact.getByRole('link', { name: '投资者问答与在线提问 →' }).click();
    await page.waitForURL(`${SITE}/investor/qa`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('投资者问答');
    await expect(page.getByRole('status')).toHaveText('共 12 条');
    const questions = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(questions).toHaveCount(10);
    await expect(questions.first()).toContainText('第三季度毛利率环比提升的主要原因是什么？');
    await expect(page.getByRole('article').first()).toContainText('答复于 2026-11-05');
    await expect(page.getByTestId('exchange-platform')).toHaveAttribute('href', 'https://sns.sseinfo.com/');
    await expect(page.getByTestId('exchange-platform')).toContainText('688000');

    await page.waitForLoadState('networkidle');
    const search = page.getByRole('form', { name: '搜索问答' });
    await search.getByLabel('关键词').fill('毛利率');
    await search.getByRole('button', { name: '搜索' }).click();
    await page.waitForURL(`${SITE}/investor/qa?q=${encodeURIComponent('毛利率')}&category=`);
    await expect(page.getByRole('status')).toHaveText('共 1 条');

    await page.goto(`${SITE}/investor/qa?category=dividend`);
    await expect(page.getByRole('status')).toHaveText('共 2 条');
    await expect(page.getByRole('article')).toHaveCount(2);

    await page.goto(`${SITE}/investor/qa`, { waitUntil: 'networkidle' });
    await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '第 2 页' }).click();
    await page.waitForURL(`${SITE}/investor/qa?page=2`);
    await expect(page.getByRole('article')).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test('in English, all in the HTML, in the sitemap, a bad address a 404 @desktop', async ({ request }) => {
    const html = await (await request.get(`${SITE}/en/investor/qa`)).text();
    expect(html).toContain('What drove the quarter-on-quarter rise in gross margin in Q3, and will it last?');
    expect(html).toContain('Thank you for your interest. The rise came mainly');
    expect(html).toContain('12 questions');
    expect(html).toContain('href="/en/investor/qa/ask"');
    const sitemap = await (await request.get(`${SITE}/sitemap.xml`)).text();
    expect(sitemap).toContain('/investor/qa</loc>');
    expect(sitemap).toContain('/en/investor/qa</loc>');
    for (const path of ['/investor/qa?category=gossip', '/investor/qa?page=3', '/investor/qa?page=x']) {
      expect((await request.get(`${SITE}${path}`)).status(), path).toBe(404);
    }
  });
});

test.describe('asking without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('anonymous, not to be published: a reference, and no consent sent; named and published: the consent with the policy version', async ({
    page,
  }) => {
    const ask = async (text: string, publish: boolean, name = '') => {
      await page.goto(`${SITE}/investor/qa`);
      await page.getByRole('link', { name: '我要提问' }).click();
      await expect(page).toHaveURL(`${SITE}/investor/qa/ask`);
      const form = page.getByRole('form', { name: '向公司提问' });
      await expect(form.getByLabel('同意公开我的问题及公司的答复（不公开您的姓名与联系方式）')).not.toBeChecked();
      await form.getByLabel('问题类别').selectOption('finance');
      await form.getByLabel('您的问题').fill(text);
      if (name) await form.getByLabel('姓名（选填，留空即匿名提问）').fill(name);
      await form.getByLabel('电子邮箱（用于接收答复）').fill(`zhou.${randomUUID().slice(0, 8)}@investor.example`);
      if (publish) await form.getByLabel('同意公开我的问题及公司的答复（不公开您的姓名与联系方式）').check();
      await form.getByLabel('验证码').fill(await solveDrawnCaptcha(page));
      await expect(form.getByTestId('privacy-notice')).toContainText('仅用于答复本次提问');
      await form.getByRole('button', { name: '提交问题' }).click();
      const sent = page.getByRole('status').filter({ hasText: '您的问题已提交' });
      await expect(sent.locator('strong')).toHaveText(/^IQ-20261123-[A-Z0-9]{4}$/);
      return (await sent.locator('strong').textContent())!;
    };

    const privately = `四季度的订单情况如何？${randomUUID().slice(0, 6)}`;
    const first = await ask(privately, false);
    expect(keptQuestion(privately)).toMatchObject({ reference: first, category: 'finance' });
    expect(keptQuestion(privately)).not.toHaveProperty('consent');
    expect(keptQuestion(privately)).not.toHaveProperty('name');

    const openly = `明年的研发投入计划是多少？${randomUUID().slice(0, 6)}`;
    await ask(openly, true, '周七');
    expect(keptQuestion(openly)).toMatchObject({
      name: '周七',
      consent: { publish: true, policy_version: '2026-11-23', given_at: expect.stringMatching(/^2026-11-23T/) },
    });
  });

  test("a question too short, with no category: each field's problem, what was typed kept @desktop", async ({ page }) => {
    await page.goto(`${SITE}/en/investor/qa/ask`);
    const form = page.getByRole('form', { name: 'Ask the company' });
    await form.getByLabel('Your question').fill('Why?');
    await form.getByLabel('E-mail (for the answer)').fill('zhou@investor.example');
    await form.getByLabel('Verification code').fill(await solveDrawnCaptcha(page));
    // The browser's own checks would stop it first; a visitor's browser may not have them.
    await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
    await form.getByRole('button', { name: 'Send question' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please correct the fields marked below (2).');
    await expect(form.getByLabel('Category')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Please fill this in')).toBeVisible();
    await expect(form.getByText('This is too short')).toBeVisible();
    await expect(form.getByLabel('Your question')).toHaveValue('Why?');
  });
});

test('a member asks without a captcha and reads the answers on My account @desktop', async ({ page }) => {
  const captcha = nextCaptcha(page);
  await page.goto(`${SITE}/en/login?next=${encodeURIComponent('/en/investor/qa/ask')}`);
  await signIn(page, captcha, 'Xingyuan@2026', ENGLISH_FORM);
  await expect(page).toHaveURL(`${SITE}/en/investor/qa/ask`);
  const form = page.getByRole('form', { name: 'Ask the company' });
  await expect(form.getByText(/^Signed in as /)).toBeVisible();
  await expect(form.getByLabel('Verification code')).toHaveCount(0);
  const text = `Will you hold an investor day in 2027? ${randomUUID().slice(0, 6)}`;
  await form.getByLabel('Category').selectOption('other');
  await form.getByLabel('Your question').fill(text);
  await form.getByLabel('E-mail (for the answer)').fill('li.ming@customer.example');
  await form.getByRole('button', { name: 'Send question' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Your question has been sent' });
  const reference = (await sent.locator('strong').textContent()) ?? '';
  expect(reference).toMatch(/^IQ-20261123-[A-Z0-9]{4}$/);

  await sent.getByRole('link', { name: 'My account →' }).click();
  await expect(page).toHaveURL(`${SITE}/en/account`);
  const mine = page.locator('section').filter({ has: page.getByRole('heading', { name: 'My questions' }) });
  const asked = mine.getByRole('listitem').filter({ hasText: reference });
  await expect(asked).toContainText(text);
  await expect(asked).toContainText('Awaiting an answer');
  const answered = mine.getByRole('listitem').filter({ hasText: 'Does the company plan a cash dividend this year?' });
  await expect(answered).toContainText('Answered');
  await expect(answered).toContainText('The company values shareholder returns.');
  await expect(answered).toContainText('Published in the investor Q&A');
  await expect(page.getByRole('link', { name: 'See, correct or delete your information, or close your account' })).toHaveAttribute(
    'href',
    '/en/privacy/request',
  );
});

test.describe('a backend without the investor Q&A @shared', () => {
  test.afterEach(() => setFaults({}));

  test('no Q&A page, no form, no link, nothing in the sitemap', async ({ request }) => {
    await setFaults({ 'web/get_investor_questions': { status: 404 } });
    expect((await request.get(`${ALT_SITE}/investor/qa`)).status()).toBe(404);
    expect((await request.get(`${ALT_SITE}/en/investor/qa/ask`)).status()).toBe(404);
    const investor = await request.get(`${ALT_SITE}/investor`);
    expect(investor.status()).toBe(200);
    expect(await investor.text()).not.toContain('/investor/qa');
    expect(await (await request.get(`${ALT_SITE}/sitemap.xml`)).text()).not.toContain('/investor/qa');
  });
});

test.describe('an answer of several paragraphs @shared', () => {
  test.afterEach(() => setFaults({}));

  test('keeps its line breaks (issue 42, part 2)', async ({ page }) => {
    const answer = '第一段：公司产能按计划推进。\n第二段：新产线预计明年投产。';
    await setFaults({
      'web/get_investor_questions': {
        data: {
          total: 1,
          list: [
            { id: 9001, category: 'operations', question: '产能进展如何？', answer, asked_at: '2026-11-20', answered_at: '2026-11-21' },
          ],
        },
      },
    });
    await page.goto(`${ALT_SITE}/investor/qa`);
    const shown = page.getByText('第一段：公司产能按计划推进。');
    await expect(shown).toHaveCSS('white-space', 'pre-line');
    expect(await shown.evaluate((element) => (element as HTMLElement).innerText)).toBe(answer);
  });
});
