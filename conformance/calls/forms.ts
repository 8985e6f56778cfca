/**
 * The calls that write (issue 44: made only with `--write`): the forms' submissions, the alerts, and a
 * member's subscriptions and alerts. Refusals come in the language asked for; a receipt shows nothing of what
 * the visitor typed. What a run leaves behind is marked as test data (docs/backend-guide.md, "Checking a
 * backend"): every text starts with TEST_MARK, every address is the run's `testEmail`, and a member's subscriptions
 * and alerts are put back as they were.
 */
import type { z } from 'zod';
import { MessageResultSchema } from '@/features/contact/contract';
import { SampleReceiptSchema, SubscriptionListSchema } from '@/lib/backend/sample-types';
import { AlertSubscriptionSchema } from '@/features/alerts/contract';
import { CALLS, type CallName } from '@/features/index';
import { siteNow } from '@/lib/core/clock';
import { echoed } from '../judge';
import { shapeProblem, type CallTester } from '../tester';
import { UNKNOWN_ID, WRONG_CODE, type CallCheck } from './kit';
import { drawCaptcha, memberRead, solvedCaptcha } from './members';

/** How every text the suite writes starts, so that a CMS team can find and delete it. */
export const TEST_MARK = '[conformance test]';
const TEST_PHONE = '+86 21 5555 0100';
const TEST_NAME = 'Conformance Test';
const ABOUT = `${TEST_MARK} Sent by npm run conformance to check this backend against docs/backend-api.md; safe to delete.`;

/** What one run leaves on the backend, by call (docs/backend-api.md, "The conformance suite", lists the same). */
const LEFT_BEHIND: Partial<Record<CallName, string>> = {
  [CALLS.submitMessage]: 'contact message',
  [CALLS.submitSampleRequest]: 'sample request (quantity 1)',
  [CALLS.submitPrivacyRequest]: 'privacy request (access)',
  [CALLS.submitInvestorQuestion]: 'investor question, without consent to publish',
  [CALLS.subscribeAlerts]: 'alert subscription awaiting confirmation (one confirmation mail)',
};

/**
 * A form's submission: refused with a wrong captcha and with a malformed field (code 0, `msg` in the
 * language asked for); with a captcha solved through the test hook, a receipt of `schema` that echoes none
 * of the visitor's details, and a captcha drawn for another form refused.
 */
async function checkSubmission<S extends z.ZodType>(
  t: CallTester,
  body: Record<string, unknown>,
  schema: S,
  badField: Record<string, unknown>,
): Promise<void> {
  if (await absent(t)) return;
  for (const lang of ['zh', 'en'] as const) {
    const key = await drawCaptcha(t, t.call, lang);
    if (!key) return void t.fail(t.section, `no captcha could be drawn for ${t.call}`);
    await t.refused({ ...body, verify_key: key, verify_code: WRONG_CODE }, { code: 0, why: 'a wrong captcha', shown: true, langs: [lang] });
    const again = await drawCaptcha(t, t.call, lang);
    await t.refused(
      { ...body, ...badField, verify_key: again, verify_code: WRONG_CODE },
      { code: 0, why: `a malformed ${Object.keys(badField)[0]}`, shown: true, langs: [lang] },
    );
  }
  if (!t.ctx.solve) return void t.notes.push('not sent with a solved captcha: the backend has no captcha test hook');
  const other = await solvedCaptcha(t, CALLS.login);
  if (other) await t.refused({ ...body, ...other }, { code: 0, why: 'a captcha drawn for web/login', langs: ['zh'] });
  const captcha = await solvedCaptcha(t, t.call);
  if (!captcha) return;
  const answer = await t.send({ ...body, ...captcha }, 'zh');
  if (answer.envelope?.code !== 1)
    return void t.fail(
      t.section,
      `a valid submission with a solved captcha: code ${answer.envelope?.code ?? '-'} (${answer.envelope?.msg ?? ''})`,
      answer.exchange,
    );
  const receipt = schema.safeParse(answer.envelope.data);
  if (!receipt.success) t.fail(t.section, shapeProblem(receipt.error), answer.exchange);
  const shown = echoed(answer.envelope.data, [t.ctx.testEmail, TEST_PHONE, TEST_NAME]);
  if (shown.length > 0)
    t.fail(t.section, `the receipt shows what the visitor typed (${shown.join(', ')}): whoever sent it may be a stranger`, answer.exchange);
  t.notes.push(`left behind: one ${LEFT_BEHIND[t.call] ?? t.call} from ${t.ctx.testEmail}`);
}

/** Follows a product and stops again (the same change twice is one), leaving the member's subscriptions as they were. */
async function checkSetSubscription(t: CallTester): Promise<void> {
  const product = t.ctx.found.products[0] ?? 1;
  await memberRead(t, { kind: 'product', id: product, on: true }, SubscriptionListSchema, false);
  const { token } = t.ctx;
  if (!token) return;
  const before = await t.send({}, 'zh', token, CALLS.getSubscriptions);
  const had = SubscriptionListSchema.safeParse(before.envelope?.data).data?.list.some(
    (item) => item.kind === 'product' && item.id === product,
  );
  const on = await t.read({ kind: 'product', id: product, on: true }, SubscriptionListSchema, {
    token,
    label: `following product ${product}`,
  });
  if (on && !on.zh.list.some((item) => item.kind === 'product' && item.id === product))
    t.fail(t.section, `after following product ${product}, the answer does not list it`);
  if (!had) {
    const off = await t.read({ kind: 'product', id: product, on: false }, SubscriptionListSchema, {
      token,
      label: `no longer following product ${product}`,
    });
    if (off?.zh.list.some((item) => item.kind === 'product' && item.id === product))
      t.fail(t.section, `after \`on: false\`, product ${product} is still listed`);
  }
  await t.refused({ kind: 'product', id: UNKNOWN_ID, on: true }, { code: 0, why: 'an unknown product', token, langs: ['zh'] });
}

/** Sets a member's alerts to what they are (nothing changes); from none, turning them on without consent is refused. */
async function checkSetMyAlerts(t: CallTester): Promise<void> {
  await memberRead(t, { categories: [], alert_lang: 'zh' }, AlertSubscriptionSchema, false);
  const { token } = t.ctx;
  if (!token) return;
  const before = AlertSubscriptionSchema.safeParse((await t.send({}, 'zh', token, CALLS.getMyAlerts)).envelope?.data);
  if (!before.success) return void t.notes.push('web/get_my_alerts gave nothing to put back: not changed');
  const { categories, alert_lang } = before.data;
  if (categories.length === 0) {
    await t.refused({ categories: ['news'], alert_lang }, { code: 0, why: 'alerts turned on without `consent`', token, shown: true });
  }
  const same = await t.read({ categories, alert_lang }, AlertSubscriptionSchema, { token, label: 'the same alerts again' });
  if (same && same.zh.categories.join() !== categories.join())
    t.fail(t.section, 'setting the alerts a member has answered other categories');
}

/** A call the backend does not implement answers HTTP 404 (asked with `lang` alone, which writes nothing). */
async function absent(t: CallTester): Promise<boolean> {
  return t.absentIfNotImplemented(await t.send({}, 'zh'));
}

/** A mail link's call: a token the backend never gave is refused (or the call is absent). */
const mailLink = (call: CallName): CallCheck => ({
  call,
  run: async (t) => {
    if (await absent(t)) return;
    await t.refused({ token: 'conformance-unknown-token' }, { code: 0, why: 'a token the backend does not know' });
  },
});

export const FORM_CHECKS: readonly CallCheck[] = [
  {
    call: CALLS.submitMessage,
    writes: true,
    run: (t) =>
      checkSubmission(
        t,
        { name: TEST_NAME, company: TEST_MARK, phone: TEST_PHONE, email: t.ctx.testEmail, topic: 'other', content: ABOUT },
        MessageResultSchema,
        {
          email: 'not-an-address',
        },
      ),
  },
  {
    call: CALLS.submitSampleRequest,
    writes: true,
    run: async (t) => {
      const part = t.ctx.found.sampleParts[0];
      if (!part) return void t.notes.push('no part offered as a sample: not checked');
      const body = {
        part_number: part.part,
        quantity: 1,
        project: TEST_MARK,
        application: ABOUT,
        company: TEST_MARK,
        name: TEST_NAME,
        email: t.ctx.testEmail,
        phone: TEST_PHONE,
        address: ABOUT,
      };
      await checkSubmission(t, body, SampleReceiptSchema, { quantity: 0 });
    },
  },
  {
    call: CALLS.submitPrivacyRequest,
    writes: true,
    run: (t) =>
      checkSubmission(
        t,
        { kind: 'access', name: TEST_NAME, email: t.ctx.testEmail, phone: TEST_PHONE, details: ABOUT },
        SampleReceiptSchema,
        { kind: 'conformance' },
      ),
  },
  {
    call: CALLS.submitInvestorQuestion,
    writes: true,
    run: (t) =>
      checkSubmission(
        t,
        { category: 'other', question: ABOUT, name: TEST_NAME, email: t.ctx.testEmail, phone: TEST_PHONE },
        SampleReceiptSchema,
        { email: 'not-an-address' },
      ),
  },
  {
    call: CALLS.subscribeAlerts,
    writes: true,
    run: (t) =>
      checkSubmission(
        t,
        {
          email: t.ctx.testEmail,
          categories: ['announcements'],
          alert_lang: 'zh',
          consent: { alerts: true, policy_version: '', given_at: new Date(siteNow()).toISOString() },
        },
        SampleReceiptSchema,
        { email: 'not-an-address' },
      ),
  },
  mailLink(CALLS.confirmPrivacyRequest),
  mailLink(CALLS.confirmAlerts),
  mailLink(CALLS.unsubscribeAlerts),
  { call: CALLS.setSubscription, writes: true, run: checkSetSubscription },
  { call: CALLS.setMyAlerts, writes: true, run: checkSetMyAlerts },
];
