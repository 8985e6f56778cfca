/** @jest-environment node */
/**
 * The suite against the demo backend (in process), as it is and made wrong on purpose (issue 44): the demo
 * conforms, and each deliberately wrong backend fails on its call, under the rule that it breaks, and on
 * nothing else.
 */
import { handleDemoRequest } from '@/demo/backend';
import { peekCaptcha } from '@/demo/captcha';
import { withDemoData } from '@/demo/test-call';
import { CALLS, CALL_NAMES } from '@/features/index';
import type { FetchLike } from './http';
import { coverageGaps, runSuite, type Run } from './suite';
import { CALL_SECTIONS, SECTIONS } from './sections';
import { exitCode, summarize, summaryLine } from './report';

withDemoData('conformance-');

// Each test runs the whole suite against the demo (44 calls, the first run loading every module it reaches): 5.0 s
// for the first beside a Playwright run, over Jest's 5 s in a CI run with tsc beside it. The limit is for a hang only.
jest.setTimeout(60_000);

type Envelope = { code: number; msg: string; data: unknown };

/** What a wrong backend changes: the request before the demo reads it, or the answer after. */
type Wrong = {
  request?: (call: string, body: Record<string, unknown>, token: string | null) => Record<string, unknown>;
  answer?: (call: string, body: Record<string, unknown>, answer: Envelope, token: string | null) => Envelope;
};

/** The demo backend, made wrong by `wrong`, reached as over HTTP; its captcha test hook answers as the standalone demo's. */
function demo(wrong: Wrong = {}): FetchLike {
  return async (input, init) => {
    const url = new URL(input);
    if (url.pathname === '/__test/captcha') return new Response(peekCaptcha(url.searchParams.get('key') ?? '') ?? '');
    const call = url.pathname.replace(/^\/api\//, '');
    const token = new Headers(init?.headers).get('token');
    let body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (wrong.request) body = wrong.request(call, body, token);
    const response = await handleDemoRequest(
      new Request(input, { ...init, body: init?.body === undefined ? undefined : JSON.stringify(body) }),
    );
    if (!wrong.answer || !call.startsWith('web/')) return response;
    const answer = wrong.answer(call, body, (await response.json()) as Envelope, token);
    return new Response(JSON.stringify(answer), { status: response.status, headers: response.headers });
  };
}

const run = (wrong?: Wrong): Promise<Run> =>
  runSuite({
    backend: { base: 'http://demo.test', fetch: demo(wrong) },
    write: true,
    member: { username: 'investor', password: 'Xingyuan@2026' },
  });

const failing = (result: Run) => result.results.filter((call) => call.verdict === 'fails');
const rulesOf = (result: Run, call: string) => result.results.find((item) => item.call === call)!.findings.map((finding) => finding.rule);

describe('the conformance suite', () => {
  it('checks every call of the contract, once', () => {
    expect(coverageGaps()).toEqual({ missing: [], twice: [] });
  });

  it('finds that the demo backend conforms: one line per call, every one passed', async () => {
    const result = await run();
    expect(result.results.map((call) => call.call).sort()).toEqual([...CALL_NAMES].sort());
    expect(failing(result).flatMap((call) => call.findings)).toEqual([]);
    expect(result).toMatchObject({ captchaHook: true, signedIn: true, write: true });
    const summary = summarize(result.results);
    expect(summaryLine(summary)).toBe(`${CALL_NAMES.length} passed, 0 failed`);
    expect(exitCode(summary)).toBe(0);
  });

  it('skips the writing calls without --write, and signs no one in without a member', async () => {
    const result = await runSuite({ backend: { base: 'http://demo.test', fetch: demo() }, captchaHook: null });
    const summary = summarize(result.results);
    expect(summary).toMatchObject({ failed: 0, skipped: 7 });
    expect(result).toMatchObject({ captchaHook: false, signedIn: false, write: false });
  });

  it('catches a missing field, under the call that lacks it', async () => {
    const result = await run({
      answer: (call, _body, answer) => {
        if (call === CALLS.getChangeNotices && answer.data) delete (answer.data as { total?: number }).total;
        return answer;
      },
    });
    expect(failing(result).map((call) => call.call)).toEqual([CALLS.getChangeNotices]);
    expect(rulesOf(result, CALLS.getChangeNotices)).toContain(CALL_SECTIONS[CALLS.getChangeNotices]);
    expect(result.results.find((item) => item.call === CALLS.getChangeNotices)!.findings[0]!.message).toContain('data.total');
  });

  it('catches Chinese in an English answer, under "Languages"', async () => {
    const result = await run({
      answer: (call, body, answer) => {
        if (call === CALLS.getCompanyProfile && body.lang === 'en')
          (answer.data as { culture: { mission: string } }).culture.mission = '精准模拟，感知万物';
        return answer;
      },
    });
    expect(failing(result).map((call) => call.call)).toEqual([CALLS.getCompanyProfile]);
    expect(rulesOf(result, CALLS.getCompanyProfile)).toEqual([SECTIONS.languages]);
  });

  it('catches a wrong code: a member call without a token refused with 0, not -1000', async () => {
    const result = await run({
      answer: (call, _body, answer, token) => (call === CALLS.getMemberProfile && token === null ? { ...answer, code: 0 } : answer),
    });
    expect(failing(result).map((call) => call.call)).toEqual([CALLS.getMemberProfile]);
    expect(result.results.find((item) => item.call === CALLS.getMemberProfile)!.findings[0]!.message).toMatch(
      /-1000 expected, code 0 came/,
    );
  });

  it('catches a list that ignores its page', async () => {
    const result = await run({ request: (call, body) => (call === CALLS.getChangeNotices ? { ...body, page: 1 } : body) });
    expect(failing(result).map((call) => call.call)).toEqual([CALLS.getChangeNotices]);
    expect(result.results.find((item) => item.call === CALLS.getChangeNotices)!.findings.map((finding) => finding.message)).toContainEqual(
      expect.stringMatching(/page 2 repeats/),
    );
  });

  it('catches a members-only article answered to a token the backend never issued', async () => {
    const result = await run({
      answer: (call, _body, answer, token) =>
        call === CALLS.getArticleInfoById && answer.code === -1000 && token !== null ? { code: 1, msg: 'success', data: {} } : answer,
    });
    expect(failing(result).map((call) => call.call)).toEqual([CALLS.getArticleInfoById]);
    expect(result.results.find((item) => item.call === CALLS.getArticleInfoById)!.findings[0]!.message).toMatch(
      /members-only article \d+ with a token the backend never issued: code -1000 expected, code 1 came/,
    );
  });

  it('fails a required call the backend does not answer (HTTP 404), and passes an optional one as absent', async () => {
    const missing = (call: string) => call === CALLS.getInfo || call === CALLS.getEsg;
    const fetch = demo();
    const result = await runSuite({
      backend: {
        base: 'http://demo.test',
        fetch: async (input, init) =>
          missing(new URL(input).pathname.replace(/^\/api\//, ''))
            ? new Response('{"message":"Route not found"}', { status: 404 })
            : fetch(input, init),
      },
    });
    expect(failing(result).map((call) => call.call)).toEqual([CALLS.getInfo]);
    expect(result.results.find((item) => item.call === CALLS.getEsg)!.verdict).toBe('absent');
  });

  it('catches a backend that matches no unknown document type to `other`', async () => {
    const result = await run({
      answer: (call, body, answer) => {
        const list = (answer.data as { list?: { type: string }[] } | null)?.list;
        if (call === CALLS.getDocuments && body.type !== 'other' && list?.[0]) list[0].type = 'marketing_brief';
        return answer;
      },
    });
    expect(failing(result).map((call) => call.call)).toEqual([CALLS.getDocuments]);
  });

  it('catches a link to no page of the site, under "Links"', async () => {
    const result = await run({
      answer: (call, _body, answer) => {
        const list = (answer.data as { list?: { link_url?: string }[] } | null)?.list;
        if (call === CALLS.getBannerList && list?.[0]) list[0].link_url = '/products/no-such-page';
        return answer;
      },
    });
    expect(failing(result).map((call) => call.call)).toEqual([CALLS.getBannerList]);
    expect(rulesOf(result, CALLS.getBannerList)).toContain(SECTIONS.links);
  });

  it('catches a receipt that echoes the visitor’s address to whoever sent it', async () => {
    const result = await run({
      answer: (call, body, answer) =>
        call === CALLS.submitMessage && answer.code === 1 ? { ...answer, data: { ...(answer.data as object), email: body.email } } : answer,
    });
    expect(failing(result).map((call) => call.call)).toEqual([CALLS.submitMessage]);
  });

  it("takes a member's details as they typed them, in one language for both", async () => {
    const result = await run({
      answer: (call, _body, answer, token) =>
        call === CALLS.getMemberProfile && answer.code === 1 && token
          ? { ...answer, data: { name: '李明', company: '示例电子有限公司' } }
          : answer,
    });
    const profile = result.results.find((item) => item.call === CALLS.getMemberProfile)!;
    expect(profile.findings).toEqual([]);
  });

  it('catches a forgotten-password form that tells a stranger who is a member, and a reset by a token it never mailed', async () => {
    const result = await run({
      answer: (call, body, answer) => {
        if (call === CALLS.requestPasswordReset && answer.code === 1 && body.account === 'investor')
          return { ...answer, data: { sent: true } };
        if (call === CALLS.resetPassword) return { code: 1, msg: 'success', data: { username: 'investor' } };
        return answer;
      },
    });
    expect(failing(result).map((call) => call.call)).toEqual([CALLS.requestPasswordReset, CALLS.resetPassword]);
  });
});
