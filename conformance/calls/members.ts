/**
 * The captcha, sign-in and a member's own calls: the captcha bound to its call and consumed once, refusals the
 * visitor reads in their language, an unknown account answered as a wrong password, and every member's call
 * `-1000` without a token that holds. A captcha is solved only through the backend's test hook (docs/backend-api.md,
 * "The conformance suite"); without it, and without `--member`, what needs a solved captcha or a token is noted
 * as not checked.
 */
import type { z } from 'zod';
import { DocumentFileSchema, LoginSchema, VerifySchema } from '@/lib/backend/types';
import { MemberProfileSchema, SampleRecordListSchema, SubscriptionListSchema } from '@/lib/backend/sample-types';
import { MyQuestionListSchema } from '@/features/investor-qa/contract';
import { AlertSubscriptionSchema } from '@/features/alerts/contract';
import { CALLS, CAPTCHA_CALLS, type CallName } from '@/features/index';
import { HAN } from '../judge';
import { SECTIONS } from '../sections';
import { fileProblem, shapeProblem, type CallTester, type Lang } from '../tester';
import { FOREIGN_TOKEN, UNKNOWN_ID, WRONG_CODE, type CallCheck } from './kit';

const NOBODY = 'conformance-nobody';

/** A captcha's key, drawn as the site draws it (for `call`; none: without `for`). */
export async function drawCaptcha(t: CallTester, call: CallName | null, lang: Lang = 'zh'): Promise<string | null> {
  const answer = await t.send(call ? { for: call } : {}, lang, undefined, CALLS.generateVerify);
  const key = (answer.envelope?.data as { key?: unknown } | null)?.key;
  return answer.envelope?.code === 1 && typeof key === 'string' ? key : null;
}

/** A captcha drawn and solved through the test hook: what a visitor would type. */
export async function solvedCaptcha(
  t: CallTester,
  call: CallName | null,
  lang: Lang = 'zh',
): Promise<{ verify_key: string; verify_code: string } | null> {
  if (!t.ctx.solve) return null;
  const key = await drawCaptcha(t, call, lang);
  const code = key ? await t.ctx.solve(key) : null;
  return key && code ? { verify_key: key, verify_code: code } : null;
}

const failedOf = (data: unknown) => (typeof data === 'object' && data !== null ? (data as { failed?: unknown }).failed : undefined);

async function checkVerify(t: CallTester): Promise<void> {
  for (const call of CAPTCHA_CALLS) {
    const answer = await t.read({ for: call }, VerifySchema, { label: `for ${call}` });
    if (!answer) continue;
    for (const lang of ['zh', 'en'] as const) {
      const { image, key } = answer[lang];
      if (!image) t.fail(t.section, `for ${call}: no \`image\` (the picture is required without \`kind: "text"\`)`);
      if (key.length > 128) t.fail(t.section, `for ${call}: a key of ${key.length} characters; the calls that carry it take 128`);
      if (image?.startsWith('data:image/svg+xml') && /<text\b/i.test(decodeDataUrl(image))) {
        t.warn(t.section, `for ${call}: the code is drawn as SVG \`<text>\`, which a program reads off the picture`);
      }
    }
  }
  const text = await t.read({ for: CALLS.login, kind: 'text' }, VerifySchema, { label: '`kind: "text"`' });
  if (text && !text.zh.question) t.notes.push('no question in words (`kind: "text"`): the forms keep the picture');
  else if (text?.en.question && HAN.test(text.en.question))
    t.fail(SECTIONS.languages, 'the question in words is Chinese on an English page');
  await t.refused({ for: CALLS.login, kind: 'conformance' }, { code: 0, why: 'an unknown `kind`', langs: ['zh'] });
}

function decodeDataUrl(url: string): string {
  const comma = url.indexOf(',');
  const payload = url.slice(comma + 1);
  return url.slice(0, comma).endsWith(';base64') ? Buffer.from(payload, 'base64').toString('utf8') : decodeURIComponent(payload);
}

async function checkLogin(t: CallTester): Promise<void> {
  const { member } = t.ctx;
  const username = member?.username ?? NOBODY;
  for (const lang of ['zh', 'en'] as const) {
    const key = await drawCaptcha(t, CALLS.login, lang);
    if (!key) {
      t.fail(t.section, 'no captcha could be drawn for `web/login`');
      return;
    }
    const [answer] = await t.refused(
      { username, password: 'conformance-wrong', verify_key: key, verify_code: WRONG_CODE },
      { code: 0, why: 'a wrong captcha', shown: true, langs: [lang] },
    );
    const failed = failedOf(answer?.envelope?.data);
    if (failed !== undefined && failed !== 'captcha')
      t.fail(t.section, `a wrong captcha answered \`failed: ${JSON.stringify(failed)}\``, answer?.exchange);
  }
  if (!t.ctx.solve) {
    t.notes.push('sign-in with a solved captcha not checked: the backend has no captcha test hook');
    return;
  }
  // An unknown account, with a right captcha: refused as a wrong password would be.
  const nobody = await solvedCaptcha(t, CALLS.login);
  if (!nobody) return void t.fail(t.section, 'a captcha solved through the test hook was not accepted');
  const [unknown] = await t.refused(
    { username: NOBODY, password: 'conformance-wrong', ...nobody },
    { code: 0, why: 'an unknown account', shown: true, langs: ['zh'] },
  );
  const unknownFailed = failedOf(unknown?.envelope?.data);
  if (unknownFailed !== undefined && unknownFailed !== 'password')
    t.fail(t.section, `a right captcha answered \`failed: ${JSON.stringify(unknownFailed)}\` for an unknown account`, unknown?.exchange);
  // The key was consumed by that attempt.
  await t.refused({ username: NOBODY, password: 'conformance-wrong', ...nobody }, { code: 0, why: 'a captcha used twice', langs: ['zh'] });
  // A captcha drawn for another form, or for none, opens no sign-in.
  const other = await solvedCaptcha(t, CALLS.submitMessage);
  if (other)
    await t.refused(
      { username, password: member?.password ?? 'x', ...other },
      { code: 0, why: 'a captcha drawn for web/submit_message', langs: ['zh'] },
    );
  const unbound = await solvedCaptcha(t, null);
  if (unbound)
    await t.refused(
      { username, password: member?.password ?? 'x', ...unbound },
      { code: 0, why: 'a captcha drawn without `for`', langs: ['zh'] },
    );
  if (!member) {
    t.notes.push('a successful sign-in not checked: no --member');
    return;
  }
  const wrong = await solvedCaptcha(t, CALLS.login);
  if (wrong) {
    const [answer] = await t.refused(
      { username, password: 'conformance-wrong', ...wrong },
      { code: 0, why: 'a wrong password', shown: true, langs: ['zh'] },
    );
    if (answer?.envelope && unknown?.envelope && answer.envelope.msg !== unknown.envelope.msg) {
      t.fail(
        t.section,
        'an unknown account and a wrong password are answered differently, which tells a stranger the account exists',
        answer.exchange,
      );
    }
  }
  for (const lang of ['zh', 'en'] as const) {
    const captcha = await solvedCaptcha(t, CALLS.login, lang);
    if (!captcha) continue;
    const answer = await t.send({ username, password: member.password, ...captcha }, lang);
    if (answer.envelope?.code !== 1) {
      t.fail(
        t.section,
        `the --member account could not sign in (code ${answer.envelope?.code ?? '-'}: ${answer.envelope?.msg ?? ''})`,
        answer.exchange,
      );
      continue;
    }
    const login = LoginSchema.safeParse(answer.envelope.data);
    if (!login.success) t.fail(t.section, shapeProblem(login.error), answer.exchange);
    else t.ctx.token = login.data.token;
  }
}

/**
 * A member's read: `-1000` without a token and with a token the backend never issued, then, with the
 * member's token, the answer's shape in both languages. HTTP 404 without a token: the call is absent.
 */
export async function memberRead<S extends z.ZodType>(
  t: CallTester,
  body: Readonly<Record<string, unknown>>,
  schema: S,
  withToken = true,
  options: { typedByPerson?: boolean } = {},
): Promise<{ zh: z.output<S>; en: z.output<S> } | null> {
  const probe = await t.send(body, 'zh');
  if (t.absentIfNotImplemented(probe)) return null;
  if (probe.envelope && probe.envelope.code !== -1000) {
    t.fail(t.section, `without a token: code -1000 expected, code ${probe.envelope.code} came`, probe.exchange);
  }
  await t.refused(body, { code: -1000, why: 'a token the backend never issued', token: FOREIGN_TOKEN, langs: ['zh'] });
  if (!t.ctx.token) {
    t.notes.push('not read with a token: no member signed in (--member, and a captcha test hook)');
    return null;
  }
  return withToken ? t.read(body, schema, { token: t.ctx.token, ...options }) : null;
}

/**
 * A forgotten password: a wrong captcha refused in the visitor's language; with a solved captcha, an account that
 * does not exist answered code 1, as one that does (checked with the --member's name under --write, since the
 * backend then mails the member), and the captcha spent. A reset link the backend never mailed sets nothing.
 */
async function checkPasswordResetRequest(t: CallTester): Promise<void> {
  const probe = await t.send({ account: NOBODY, verify_key: 'conformance', verify_code: WRONG_CODE }, 'zh');
  if (t.absentIfNotImplemented(probe)) return;
  for (const lang of ['zh', 'en'] as const) {
    const key = await drawCaptcha(t, t.call as CallName, lang);
    if (!key) return void t.fail(t.section, `no captcha could be drawn for ${t.call}`);
    await t.refused(
      { account: NOBODY, verify_key: key, verify_code: WRONG_CODE },
      { code: 0, why: 'a wrong captcha', shown: true, langs: [lang] },
    );
  }
  if (!t.ctx.solve) return void t.notes.push('not sent with a solved captcha: the backend has no captcha test hook');
  const other = await solvedCaptcha(t, CALLS.login);
  if (other) await t.refused({ account: NOBODY, ...other }, { code: 0, why: 'a captcha drawn for web/login', langs: ['zh'] });
  const captcha = await solvedCaptcha(t, t.call as CallName);
  if (!captcha) return void t.fail(t.section, 'a captcha solved through the test hook was not accepted');
  const unknown = await t.send({ account: NOBODY, ...captcha }, 'zh');
  if (unknown.envelope && unknown.envelope.code !== 1)
    t.fail(
      t.section,
      `an account that does not exist: code ${unknown.envelope.code}, where the document answers code 1 as for one that does`,
      unknown.exchange,
    );
  await t.refused({ account: NOBODY, ...captcha }, { code: 0, why: 'a captcha used twice', langs: ['zh'] });
  const { member } = t.ctx;
  if (!member || !t.ctx.write) return void t.notes.push("the --member's own request not sent: it mails the member (--write and --member)");
  const mine = await solvedCaptcha(t, t.call as CallName, 'en');
  if (!mine) return;
  const known = await t.send({ account: member.username, ...mine }, 'en');
  if (
    known.envelope &&
    unknown.envelope &&
    (known.envelope.code !== unknown.envelope.code || JSON.stringify(known.envelope.data) !== JSON.stringify(unknown.envelope.data))
  )
    t.fail(
      t.section,
      'an account that exists is answered otherwise than one that does not, which tells a stranger who is a member',
      known.exchange,
    );
}

async function checkPasswordReset(t: CallTester): Promise<void> {
  const probe = await t.send({}, 'zh');
  if (t.absentIfNotImplemented(probe)) return;
  await t.refused(
    { token: 'conformance-unknown-token', password: 'Conformance-test-2026' },
    { code: 0, why: 'a token the backend never mailed', shown: true },
  );
  await t.refused({ token: 'conformance-unknown-token', password: 'short' }, { code: 0, why: 'a password of 5 characters', langs: ['zh'] });
}

/** The captcha and the sign-in: first, so that every later call has the member's token. */
export const SIGN_IN_CHECKS: readonly CallCheck[] = [
  { call: CALLS.generateVerify, required: true, run: checkVerify },
  { call: CALLS.login, required: true, run: checkLogin },
];

export const MEMBER_CHECKS: readonly CallCheck[] = [
  { call: CALLS.requestPasswordReset, run: checkPasswordResetRequest },
  { call: CALLS.resetPassword, run: checkPasswordReset },
  // A member's details are what they typed, in whatever language: not judged by the language asked for.
  { call: CALLS.getMemberProfile, run: async (t) => void (await memberRead(t, {}, MemberProfileSchema, true, { typedByPerson: true })) },
  { call: CALLS.getSampleRequests, run: async (t) => void (await memberRead(t, {}, SampleRecordListSchema)) },
  { call: CALLS.getMyQuestions, run: async (t) => void (await memberRead(t, {}, MyQuestionListSchema)) },
  { call: CALLS.getSubscriptions, run: async (t) => void (await memberRead(t, {}, SubscriptionListSchema)) },
  { call: CALLS.getMyAlerts, run: async (t) => void (await memberRead(t, {}, AlertSubscriptionSchema)) },
  {
    call: CALLS.getDocumentFile,
    run: async (t) => {
      const id = t.ctx.found.memberDocument;
      if (id === undefined) t.notes.push("no members' document found in the answers read: only an unknown id checked");
      const answer = await memberRead(t, { id: id ?? UNKNOWN_ID }, DocumentFileSchema, id !== undefined);
      if (t.ctx.token) await t.refused({ id: UNKNOWN_ID }, { code: 0, why: 'an unknown id', token: t.ctx.token, langs: ['zh'] });
      const url = answer?.zh?.url;
      if (!url) return;
      const problem = await fileProblem(t.ctx.backend, url.replace(/^\/api\//, ''), true);
      if (problem) t.fail(SECTIONS.membersFiles, `the members' file \`${url}\`: ${problem}`);
    },
  },
];
