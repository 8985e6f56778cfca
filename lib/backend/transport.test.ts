/** @jest-environment node */
import { z } from 'zod';
import { CALLS } from './calls';
import { BackendError } from './errors';
import { createTransport, type FetchLike } from './transport';

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

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }) });
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
