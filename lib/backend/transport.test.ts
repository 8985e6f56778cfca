/** @jest-environment node */
import { z } from 'zod';
import { CALLS } from './calls';
import { BackendError } from './errors';
import { AnswerStore } from './answer-store';
import { tagField } from '@/lib/core/expiries';
import { createTransport, MAX_ANSWER_BYTES, MAX_REMEMBERED_FAILURES, readAnswer, type FetchLike, type TransportDeps } from './transport';

const Schema = z.object({ stock_code: z.string() });

function transportWith(fetch: FetchLike, timeoutMs = 200) {
  const lines: string[] = [];
  const seen: Request[] = [];
  const call = createTransport({
    resolveTarget: () => ({
      baseUrl: 'http://backend.test',
      fetch: (request) => {
        seen.push(request);
        return fetch(request);
      },
    }),
    timeoutMs: () => timeoutMs,
    log: (line) => lines.push(line),
  });
  return { call, lines, seen };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function failure(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof BackendError)) throw new Error(`expected a BackendError, got ${String(error)}`);
  return error;
}

describe('server transport', () => {
  it('POSTs the JSON payload to <BACKEND_URL>/api/<call> and returns parsed data on code 1', async () => {
    const { call, seen, lines } = transportWith(async () => json({ code: 1, msg: 'ok', data: { stock_code: '688000' } }));
    await expect(call(CALLS.getSiteList, { a: 1 }, Schema)).resolves.toEqual({ stock_code: '688000' });
    expect(seen[0]!.url).toBe('http://backend.test/api/web/get_site_list');
    expect(seen[0]!.method).toBe('POST');
    expect(await seen[0]!.text()).toBe('{"a":1}');
    expect(lines).toEqual([]);
  });

  it('checks the HTTP status before parsing the body', async () => {
    const { call, lines } = transportWith(async () => new Response('<html>oops</html>', { status: 502 }));
    const error = await failure(call(CALLS.getInfo, {}, Schema));
    expect(error).toMatchObject({ call: 'web/get_info', kind: 'http', code: 502 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[backend\] web\/get_info failed \(http 502\): HTTP 502 after \d+ ms$/);
  });

  it('rejects a body that is not JSON', async () => {
    const { call } = transportWith(async () => new Response('<html></html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    expect(await failure(call(CALLS.getInfo, {}, Schema))).toMatchObject({ kind: 'parse' });
  });

  it('rejects JSON without a numeric code', async () => {
    const { call } = transportWith(async () => json({ data: {} }));
    expect(await failure(call(CALLS.getInfo, {}, Schema))).toMatchObject({ kind: 'envelope' });
  });

  it.each([0, -1000, 42])('turns envelope code %i into a BackendError carrying the code and message', async (code) => {
    const { call, lines } = transportWith(async () => json({ code, msg: '文章不存在', data: null }));
    const error = await failure(call(CALLS.getArticleInfoById, { id: 9 }, Schema));
    expect(error).toMatchObject({ kind: 'code', code, call: 'web/get_article_info_by_id' });
    expect(error.message).toContain('文章不存在');
    expect(lines).toHaveLength(1);
  });

  it('validates the data against the contract', async () => {
    const { call, lines } = transportWith(async () => json({ code: 1, data: { stock_code: 688000 } }));
    const error = await failure(call(CALLS.getSiteList, {}, Schema));
    expect(error.kind).toBe('shape');
    expect(error.message).toContain('stock_code');
    expect(lines).toHaveLength(1);
  });

  it('gives up after the timeout, also when headers came but the body stalls', async () => {
    const stalled = transportWith(() => new Promise<Response>(() => undefined), 50);
    const started = Date.now();
    expect(await failure(stalled.call(CALLS.getInfo, {}, Schema))).toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1000);

    const slowBody = transportWith(
      async () => new Response(new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"code":')) })),
      50,
    );
    expect(await failure(slowBody.call(CALLS.getInfo, {}, Schema))).toMatchObject({ kind: 'timeout' });
  });

  it('reports connection failures as network errors with the cause', async () => {
    const { call, lines } = transportWith(async () => {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }),
      });
    });
    const error = await failure(call(CALLS.getInfo, {}, Schema));
    expect(error.kind).toBe('network');
    expect(lines[0]).toContain('connect ECONNREFUSED 127.0.0.1:1');
  });

  it('BackendError keeps the log to one line, even when logged with its stack', () => {
    const error = new BackendError('web/get_info', 'http', 'HTTP 500', 500);
    expect(error.stack).not.toContain('\n');
    expect(error).toBeInstanceOf(Error);
  });
});

describe('what the metrics and traces learn of each call (issue 47)', () => {
  it('observes every request made to the backend, with its failure kind, and carries the span it is asked for', async () => {
    const observed: [string, number, string | null][] = [];
    const spans: [string, string | null][] = [];
    let answer: Response = json({ code: 1, msg: 'ok', data: { stock_code: '688000' } });
    const seen: Request[] = [];
    const call = createTransport({
      resolveTarget: () => ({ baseUrl: 'http://backend.test', fetch: async (request) => (seen.push(request), answer) }),
      timeoutMs: () => 200,
      log: () => undefined,
      observe: (name, seconds, failure) => observed.push([name, seconds, failure]),
      span: (name) => ({
        headers: { traceparent: `00-${'a'.repeat(32)}-${'b'.repeat(16)}-01` },
        within: (work) => work(),
        end: (failure) => spans.push([name, failure]),
      }),
    });
    await call(CALLS.getSiteList, {}, Schema);
    answer = json({ code: 503, msg: 'busy' });
    await call(CALLS.getInfo, {}, Schema).catch(() => undefined);
    answer = json({ code: 1, msg: 'ok', data: { wrong: true } });
    await call(CALLS.getBannerList, {}, Schema).catch(() => undefined);
    expect(observed.map(([name, , failure]) => [name, failure])).toEqual([
      ['web/get_site_list', null],
      ['web/get_info', 'code'],
      ['web/get_banner_list', 'shape'],
    ]);
    expect(observed.every(([, seconds]) => seconds >= 0 && seconds < 5)).toBe(true);
    expect(spans).toEqual([
      ['web/get_site_list', null],
      ['web/get_info', 'code'],
      ['web/get_banner_list', 'shape'],
    ]);
    expect(seen[0]!.headers.get('traceparent')).toBe(`00-${'a'.repeat(32)}-${'b'.repeat(16)}-01`);
  });
});

describe("a backend's answer is read within a bound (issue 42, finding 12)", () => {
  /** A body of `chunks` chunks of 1 MiB, without a length; how many the reader pulled. */
  function endless(chunks: number) {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(stream) {
        pulled += 1;
        if (pulled > chunks) stream.close();
        else stream.enqueue(new Uint8Array(1024 * 1024).fill(0x20));
      },
    });
    return { response: new Response(body, { headers: { 'content-type': 'application/json' } }), pulled: () => pulled };
  }

  it('stops reading past the bound, whatever the body says of its length', async () => {
    const huge = endless(120);
    expect(await readAnswer(huge.response, MAX_ANSWER_BYTES)).toBeNull();
    expect(huge.pulled()).toBeLessThanOrEqual(MAX_ANSWER_BYTES / (1024 * 1024) + 2);
    const declared = new Response('{}', { headers: { 'content-length': String(MAX_ANSWER_BYTES + 1) } });
    expect(await readAnswer(declared, MAX_ANSWER_BYTES)).toBeNull();
    expect(await readAnswer(new Response('{"code":1}'), MAX_ANSWER_BYTES)).toBe('{"code":1}');
  });

  it('a call whose answer is over the bound fails as a malformed answer, with one clear line', async () => {
    const { call, lines } = transportWith(async () => endless(120).response, 5000);
    const error = await failure(call(CALLS.getSiteList, {}, Schema));
    expect(error.kind).toBe('parse');
    expect(lines.join('\n')).toContain(`the answer is over ${MAX_ANSWER_BYTES} bytes`);
  });
});

describe('server transport under backend faults', () => {
  /** A transport with a clock the test moves, a backend the test scripts, and every line it logs. */
  function harness(overrides: Partial<TransportDeps> = {}) {
    let clock = 1_000_000;
    const lines: string[] = [];
    const answers: Array<() => Promise<Response>> = [];
    let asked = 0;
    const call = createTransport({
      resolveTarget: () => ({
        baseUrl: 'http://backend.test',
        fetch: () => {
          asked += 1;
          const next = answers.shift();
          if (!next) throw new Error('the test gave no answer for this request');
          return next();
        },
      }),
      timeoutMs: () => 200,
      log: (line) => lines.push(line),
      store: new AnswerStore(1024 * 1024),
      staleIfErrorMs: () => 60_000,
      failureMemoMs: 1000,
      now: () => clock,
      ...overrides,
    });
    return {
      call,
      lines,
      asked: () => asked,
      answer: (...next: Array<() => Promise<Response>>) => answers.push(...next),
      advance: (ms: number) => (clock += ms),
      now: () => clock,
    };
  }
  const ok = (code: string) => async () => json({ code: 1, data: { stock_code: code } });
  const down = async (): Promise<Response> => {
    throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
  };

  it('identical calls at the same time share one request to the backend', async () => {
    const t = harness();
    let release: (response: Response) => void = () => undefined;
    t.answer(() => new Promise<Response>((resolve) => (release = resolve)));
    const both = Promise.all([t.call(CALLS.getSiteList, {}, Schema), t.call(CALLS.getSiteList, {}, Schema)]);
    await new Promise((resolve) => setImmediate(resolve));
    release(json({ code: 1, data: { stock_code: '1' } }));
    expect(await both).toEqual([{ stock_code: '1' }, { stock_code: '1' }]);
    expect(t.asked()).toBe(1);
  });

  it('serves the last good answer while the backend fails, and says so in the one log line', async () => {
    const t = harness();
    t.answer(
      ok('688000'),
      down,
      async () => new Response('<html>', { status: 502 }),
      async () => json({ code: 503, msg: '维护' }),
    );
    await t.call(CALLS.getSiteList, {}, Schema);
    for (let i = 0; i < 3; i += 1) {
      t.advance(2000);
      await expect(t.call(CALLS.getSiteList, {}, Schema)).resolves.toEqual({ stock_code: '688000' });
    }
    expect(t.lines).toHaveLength(3);
    for (const line of t.lines)
      expect(line).toMatch(
        /^\[backend\] web\/get_site_list failed \(.+\): .+ after \d+ ms; serving the last good answer from \d{4}-\d\d-\d\dT/,
      );
  });

  it('tells the render report how each call was answered: fresh, kept or failed', async () => {
    const events: string[] = [];
    const t = harness({ report: (event) => events.push(`${event.call} ${event.answer}`) });
    t.answer(ok('688000'), down, down);
    await t.call(CALLS.getSiteList, {}, Schema);
    t.advance(2000);
    await t.call(CALLS.getSiteList, {}, Schema);
    await expect(t.call(CALLS.getInfo, {}, Schema)).rejects.toThrow(BackendError);
    expect(events).toEqual(['web/get_site_list fresh', 'web/get_site_list kept', 'web/get_info failed']);
  });

  it('does not serve a copy older than the stale-if-error limit, nor any copy when the limit is 0', async () => {
    const t = harness();
    t.answer(ok('1'), down);
    await t.call(CALLS.getSiteList, {}, Schema);
    t.advance(60_001);
    expect(await failure(t.call(CALLS.getSiteList, {}, Schema))).toMatchObject({ kind: 'network' });

    const off = harness({ staleIfErrorMs: () => 0 });
    off.answer(ok('1'), down);
    await off.call(CALLS.getSiteList, {}, Schema);
    off.advance(2000);
    expect(await failure(off.call(CALLS.getSiteList, {}, Schema))).toMatchObject({ kind: 'network' });
  });

  it('code 0 (no such thing) is never covered by a copy, and drops the copy', async () => {
    const t = harness();
    t.answer(ok('1'), async () => json({ code: 0, msg: '文章不存在' }), down);
    await t.call(CALLS.getArticleInfoById, { id: 7 }, Schema);
    t.advance(2000);
    expect(await failure(t.call(CALLS.getArticleInfoById, { id: 7 }, Schema))).toMatchObject({ kind: 'code', code: 0 });
    t.advance(2000);
    expect(await failure(t.call(CALLS.getArticleInfoById, { id: 7 }, Schema))).toMatchObject({ kind: 'network' });
  });

  it('keeps copies per payload and per backend', async () => {
    let base = 'http://a.test';
    let healthy = true;
    const t = harness({ resolveTarget: () => ({ baseUrl: base, fetch: healthy ? ok('A') : down }) });
    await t.call(CALLS.getArticleInfoById, { id: 1 }, Schema);
    healthy = false;
    await expect(t.call(CALLS.getArticleInfoById, { id: 1 }, Schema)).resolves.toEqual({ stock_code: 'A' });
    expect(await failure(t.call(CALLS.getArticleInfoById, { id: 2 }, Schema))).toMatchObject({ kind: 'network' });
    base = 'http://b.test';
    expect(await failure(t.call(CALLS.getArticleInfoById, { id: 1 }, Schema))).toMatchObject({ kind: 'network' });
  });

  it('remembers a failure for a moment instead of asking the failing backend again', async () => {
    const t = harness();
    t.answer(down, ok('2'));
    await failure(t.call(CALLS.getInfo, {}, Schema));
    await failure(t.call(CALLS.getInfo, {}, Schema));
    t.advance(999);
    await failure(t.call(CALLS.getInfo, {}, Schema));
    expect(t.asked()).toBe(1);
    expect(t.lines).toHaveLength(1);
    // Recovery needs no restart: once the moment has passed the backend is asked again.
    t.advance(1);
    await expect(t.call(CALLS.getInfo, {}, Schema)).resolves.toEqual({ stock_code: '2' });
  });

  it("a page view waits no longer than what is left of its budget, also when it joins another view's call", async () => {
    // No budget until the second view joins (two writes: the closure below reads it first).
    let deadline: number | undefined = undefined;
    const lines: string[] = [];
    const call = createTransport({
      resolveTarget: () => ({ baseUrl: 'http://backend.test', fetch: () => new Promise<Response>(() => undefined) }),
      timeoutMs: () => 400,
      log: (line) => lines.push(line),
      deadline: () => deadline,
    });
    const first = call(CALLS.getInfo, {}, Schema).catch((error: unknown) => error);
    await new Promise((resolve) => setImmediate(resolve));
    deadline = Date.now() + 50;
    expect(await failure(call(CALLS.getInfo, {}, Schema))).toMatchObject({ kind: 'timeout' });
    // The cause: it gave up on what was left of the view's budget (at most 50 ms), not on the call's 400 ms.
    expect(lines).toEqual([expect.stringMatching(/no answer within the \d+ ms left of this page view's budget/)]);
    expect(Number(/within the (\d+) ms left/.exec(lines[0]!)![1])).toBeLessThanOrEqual(50);
    expect(await first).toMatchObject({ kind: 'timeout' });
    expect(lines[1]).toMatch(/no answer within 400 ms/);
  });

  describe('data cache (freshForMs)', () => {
    const cached = (overrides: Partial<TransportDeps> = {}) => harness({ freshForMs: () => 60_000, tagsOf: () => ['site'], ...overrides });

    it('answers from the store within the window without asking the backend, and says when it was asked', async () => {
      const events: Array<{ answer: string; storedAt?: number }> = [];
      const t = cached({
        report: (event) => events.push({ answer: event.answer, ...('storedAt' in event ? { storedAt: event.storedAt } : {}) }),
      });
      t.answer(ok('1'), ok('2'));
      const askedAt = t.advance(0);
      await t.call(CALLS.getSiteList, {}, Schema);
      t.advance(59_999);
      await expect(t.call(CALLS.getSiteList, {}, Schema)).resolves.toEqual({ stock_code: '1' });
      expect(t.asked()).toBe(1);
      expect(events).toEqual([{ answer: 'fresh' }, { answer: 'cached', storedAt: askedAt }]);
      // Past the window the backend is asked again.
      t.advance(1);
      await expect(t.call(CALLS.getSiteList, {}, Schema)).resolves.toEqual({ stock_code: '2' });
      expect(t.asked()).toBe(2);
    });

    it('asks again once the answer is expired by tag, and still serves it if the backend then fails', async () => {
      const store = new AnswerStore(1024 * 1024);
      const t = cached({ store });
      t.answer(ok('1'), down, ok('3'));
      await t.call(CALLS.getSiteList, {}, Schema);
      // A revalidation: how many answers it makes due, then its record.
      const expire = (tags: string[]) => {
        const due = store.countDue(tags, t.now());
        for (const tag of tags) store.expiries.record(tagField(tag), t.now());
        return due;
      };
      expect(expire(['news'])).toBe(0);
      expect(expire(['site'])).toBe(1);
      await expect(t.call(CALLS.getSiteList, {}, Schema)).resolves.toEqual({ stock_code: '1' });
      expect(t.asked()).toBe(2);
      expect(t.lines[0]).toMatch(/serving the last good answer/);
      t.advance(1000); // past the failure memo
      await expect(t.call(CALLS.getSiteList, {}, Schema)).resolves.toEqual({ stock_code: '3' });
      // The new answer is fresh again: served from the store.
      await t.call(CALLS.getSiteList, {}, Schema);
      expect(t.asked()).toBe(3);
    });

    describe("an answer's own age limit (maxAgeMs: stock figures)", () => {
      const Stock = z.object({ stock_code: z.string(), max_age: z.number() });
      const stock = (code: string, maxAge: number) => async () => json({ code: 1, data: { stock_code: code, max_age: maxAge } });
      const limit = { maxAgeMs: (value: { max_age: number }) => value.max_age * 1000 };

      it('is served from the store only while younger than its limit, within a longer window', async () => {
        const t = cached();
        t.answer(stock('1', 10), stock('2', 10));
        await t.call(CALLS.getSiteList, {}, Stock, limit);
        t.advance(9_999);
        await expect(t.call(CALLS.getSiteList, {}, Stock, limit)).resolves.toMatchObject({ stock_code: '1' });
        t.advance(1);
        await expect(t.call(CALLS.getSiteList, {}, Stock, limit)).resolves.toMatchObject({ stock_code: '2' });
        expect(t.asked()).toBe(2);
      });

      it('stands in while the backend fails only until its limit, not for the whole stale-if-error time', async () => {
        const t = cached();
        t.answer(stock('1', 10), down, down);
        await t.call(CALLS.getSiteList, {}, Stock, limit);
        t.advance(10_000);
        await expect(t.call(CALLS.getSiteList, {}, Stock, limit)).rejects.toMatchObject({ kind: 'network' });
        expect(t.lines[0]).not.toMatch(/serving the last good answer/);
        // Without the limit the same copy would have stood in (the harness allows 60 s).
        const v = cached();
        v.answer(stock('1', 10), down);
        await v.call(CALLS.getSiteList, {}, Stock);
        v.advance(10_000);
        await expect(v.call(CALLS.getSiteList, {}, Stock)).resolves.toMatchObject({ stock_code: '1' });
      });

      it('tells the render report until when the answer may be shown: from when the backend was asked, or when the copy was', async () => {
        const events: Array<{ answer: string; keepUntil?: number }> = [];
        const t = cached({
          report: (event) => events.push({ answer: event.answer, ...('keepUntil' in event ? { keepUntil: event.keepUntil } : {}) }),
        });
        t.answer(stock('1', 10), down);
        const askedAt = t.now();
        await t.call(CALLS.getSiteList, {}, Stock, limit);
        t.advance(4_000);
        await t.call(CALLS.getSiteList, {}, Stock, limit);
        // An answer without a limit names none.
        await t.call(CALLS.getInfo, {}, Stock).catch(() => undefined);
        expect(events).toEqual([
          { answer: 'fresh', keepUntil: askedAt + 10_000 },
          { answer: 'cached', keepUntil: askedAt + 10_000 },
          { answer: 'failed' },
        ]);
      });

      it('a limit of 0 is never answered from the store nor stood in for', async () => {
        const t = cached();
        t.answer(stock('1', 0), stock('2', 0), down);
        await t.call(CALLS.getSiteList, {}, Stock, limit);
        await expect(t.call(CALLS.getSiteList, {}, Stock, limit)).resolves.toMatchObject({ stock_code: '2' });
        t.advance(1);
        await expect(t.call(CALLS.getSiteList, {}, Stock, limit)).rejects.toMatchObject({ kind: 'network' });
      });
    });

    it('is off with a 0 window: every read asks', async () => {
      const t = cached({ freshForMs: () => 0 });
      t.answer(ok('1'), ok('2'));
      await t.call(CALLS.getSiteList, {}, Schema);
      await expect(t.call(CALLS.getSiteList, {}, Schema)).resolves.toEqual({ stock_code: '2' });
      expect(t.asked()).toBe(2);
    });
  });

  it('kept answers are frozen, so one view cannot change what another is served', async () => {
    const t = harness();
    t.answer(ok('1'), down);
    const value = await t.call(CALLS.getSiteList, {}, Schema);
    expect(Object.isFrozen(value)).toBe(true);
  });
});

describe('answer store', () => {
  it('evicts the least recently used answers beyond its size, keys and bookkeeping counted', () => {
    // Each entry: 1000 bytes of JSON, a 1-character key and 256 bytes of bookkeeping.
    const store = new AnswerStore(2600);
    store.set('a', { n: 1 }, 'x'.repeat(1000), 0);
    store.set('b', { n: 2 }, 'x'.repeat(1000), 0);
    store.get('a');
    store.set('c', { n: 3 }, 'x'.repeat(1000), 0);
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')?.value).toEqual({ n: 1 });
    expect(store.bytes).toBe(2000);
    store.set('huge', {}, 'x'.repeat(2600), 0);
    expect(store.get('huge')).toBeUndefined();
    expect(store.size).toBe(2);
  });

  it('counts long keys: many small answers under long keys stay within the bound', () => {
    const store = new AnswerStore(100_000);
    for (let i = 0; i < 1000; i += 1) store.set(`${i} ${'x'.repeat(2000)}`, {}, '{}', 0);
    expect(store.size).toBeLessThanOrEqual(100_000 / 2000);
  });
});

describe('remembered failures', () => {
  it('stay bounded however many unknown ids are asked for', async () => {
    let asked = 0;
    const call = createTransport({
      resolveTarget: () => ({ baseUrl: 'http://backend.test', fetch: async () => (asked++, json({ code: 0, msg: '文章不存在' })) }),
      timeoutMs: () => 200,
      log: () => undefined,
      failureMemoMs: 60_000,
    });
    for (let id = 0; id < MAX_REMEMBERED_FAILURES + 500; id += 1) await failure(call(CALLS.getArticleInfoById, { id }, Schema));
    // The most recent failures are still remembered (not asked again); the oldest were forgotten.
    await failure(call(CALLS.getArticleInfoById, { id: MAX_REMEMBERED_FAILURES + 499 }, Schema));
    expect(asked).toBe(MAX_REMEMBERED_FAILURES + 500);
    await failure(call(CALLS.getArticleInfoById, { id: 0 }, Schema));
    expect(asked).toBe(MAX_REMEMBERED_FAILURES + 501);
  });
});

describe("a visitor's own call (members-only content, with their login token)", () => {
  it('sends the token header and touches no store: not answered from it, not written to it', async () => {
    const store = new AnswerStore(1024 * 1024);
    const seen: Request[] = [];
    const reports: string[] = [];
    const call = createTransport({
      resolveTarget: () => ({
        baseUrl: 'http://backend.test',
        fetch: async (request) => {
          seen.push(request);
          return json({ code: 1, msg: 'ok', data: { stock_code: request.headers.get('token') ?? 'public' } });
        },
      }),
      timeoutMs: () => 200,
      log: () => undefined,
      store,
      freshForMs: () => 60_000,
      report: (event) => reports.push(event.answer),
    });
    await expect(call(CALLS.getArticleInfoById, { id: 1 }, Schema, { token: 'member-token' })).resolves.toEqual({
      stock_code: 'member-token',
    });
    expect(seen[0]!.headers.get('token')).toBe('member-token');
    expect(store.size).toBe(0);
    expect(reports).toEqual([]);
    // A shared read of the same article is not answered with the member's copy.
    await expect(call(CALLS.getArticleInfoById, { id: 1 }, Schema)).resolves.toEqual({ stock_code: 'public' });
    expect(seen[1]!.headers.get('token')).toBeNull();
  });

  it("a preview (an editor's draft, the `preview` header) is sent with its token and touches no store either", async () => {
    const store = new AnswerStore(1024 * 1024);
    const seen: Request[] = [];
    const reports: string[] = [];
    const call = createTransport({
      resolveTarget: () => ({
        baseUrl: 'http://backend.test',
        fetch: async (request) => {
          seen.push(request);
          return json({ code: 1, msg: 'ok', data: { stock_code: request.headers.get('preview') ? 'draft' : 'published' } });
        },
      }),
      timeoutMs: () => 200,
      log: () => undefined,
      store,
      freshForMs: () => 60_000,
      report: (event) => reports.push(event.answer),
    });
    await expect(call(CALLS.getArticleInfoById, { id: 1 }, Schema, { preview: 'preview-token' })).resolves.toEqual({ stock_code: 'draft' });
    expect(seen[0]!.headers.get('preview')).toBe('preview-token');
    expect(store.size).toBe(0);
    expect(reports).toEqual([]);
    // Visitors are never answered with the draft.
    await expect(call(CALLS.getArticleInfoById, { id: 1 }, Schema)).resolves.toEqual({ stock_code: 'published' });
    expect(seen[1]!.headers.get('preview')).toBeNull();
  });

  it('a form a visitor sends without a token (`own`) is theirs too: sent each time, never stored, shared or reported', async () => {
    const store = new AnswerStore(1024 * 1024);
    let sent = 0;
    const reports: string[] = [];
    const call = createTransport({
      resolveTarget: () => ({
        baseUrl: 'http://backend.test',
        fetch: async () => {
          sent += 1;
          return json({ code: 1, msg: 'ok', data: { stock_code: `reference ${sent}` } });
        },
      }),
      timeoutMs: () => 200,
      log: () => undefined,
      store,
      freshForMs: () => 60_000,
      report: (event) => reports.push(event.answer),
    });
    const submit = () => call(CALLS.getArticleInfoById, { id: 3 }, Schema, { own: true });
    await expect(Promise.all([submit(), submit()])).resolves.toEqual([{ stock_code: 'reference 1' }, { stock_code: 'reference 2' }]);
    await expect(submit()).resolves.toEqual({ stock_code: 'reference 3' });
    expect(store.size).toBe(0);
    expect(reports).toEqual([]);
  });

  it('never serves a kept copy for -1000: an article that became members-only is not shown from memory', async () => {
    const store = new AnswerStore(1024 * 1024);
    let answer: unknown = { code: 1, msg: 'ok', data: { stock_code: 'public copy' } };
    const call = createTransport({
      resolveTarget: () => ({ baseUrl: 'http://backend.test', fetch: async () => json(answer) }),
      timeoutMs: () => 200,
      log: () => undefined,
      store,
      staleIfErrorMs: () => 60_000,
    });
    await call(CALLS.getArticleInfoById, { id: 2 }, Schema);
    answer = { code: -1000, msg: '请先登录' };
    expect(await failure(call(CALLS.getArticleInfoById, { id: 2 }, Schema))).toMatchObject({ kind: 'code', code: -1000 });
    expect(store.size).toBe(0);
  });
});
