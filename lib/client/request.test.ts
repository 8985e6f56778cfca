/** @jest-environment node */
import { CALLS } from '@/features';
import { createRequest, FALLBACK_MESSAGE, RequestError, TOAST_SECONDS, type RequestDeps } from './request';

function setup(body: unknown, { status = 200, token = null as string | null } = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const events: string[] = [];
  const deps: RequestDeps = {
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch,
    getToken: () => token,
    toast: {
      error: (content, seconds) => events.push(`toast:${content}:${seconds}`),
      clear: () => events.push('clear'),
    },
    log: (...args) => events.push(`log:${args.join(' ')}`),
  };
  return { request: createRequest(deps), calls, events };
}

describe('request helper (requirements §7-8)', () => {
  it('POSTs JSON to /api/<call> with credentials included', async () => {
    const { request, calls } = setup({ code: 1, msg: 'ok', data: {} });
    await request(CALLS.search, { q: 'home' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/web/search');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.credentials).toBe('include');
    expect(calls[0]!.init.body).toBe('{"q":"home"}');
    expect((calls[0]!.init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('sends an empty JSON object when there is no payload', async () => {
    const { request, calls } = setup({ code: 1, msg: 'ok', data: null });
    await request(CALLS.getSiteList);
    expect(calls[0]!.init.body).toBe('{}');
  });

  it('sends the token header only when a token is stored', async () => {
    const withToken = setup({ code: 1, data: 1 }, { token: 'abc123' });
    await withToken.request(CALLS.getMemberProfile);
    expect((withToken.calls[0]!.init.headers as Record<string, string>).token).toBe('abc123');

    const without = setup({ code: 1, data: 1 });
    await without.request(CALLS.getMemberProfile);
    expect(without.calls[0]!.init.headers as Record<string, string>).not.toHaveProperty('token');
  });

  it('code 1 resolves with data, clears pending toasts and shows none', async () => {
    const { request, events } = setup({ code: 1, msg: 'success', data: { stock_code: '688000' } });
    await expect(request(CALLS.getSiteList)).resolves.toEqual({ stock_code: '688000' });
    expect(events).toEqual(['clear']);
  });

  it('code 0 toasts the server message for 3 seconds and rejects', async () => {
    const { request, events } = setup({ code: 0, msg: '文章不存在', data: null });
    const error = await request(CALLS.getDocumentFile, { id: 9 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ code: 0, message: '文章不存在' });
    expect(events).toEqual(['clear', `toast:文章不存在:${TOAST_SECONDS}`]);
    expect(TOAST_SECONDS).toBe(3);
  });

  it('code 0 without a message toasts 请求失败', async () => {
    const { request, events } = setup({ code: 0, data: null });
    await expect(request(CALLS.getMemberProfile)).rejects.toBeInstanceOf(RequestError);
    expect(events).toEqual(['clear', `toast:${FALLBACK_MESSAGE}:3`]);
    expect(FALLBACK_MESSAGE).toBe('请求失败');
  });

  it("toasts the page's own fallback text, and sends the page's language as lang", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const events: string[] = [];
    const request = createRequest({
      fetch: (async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return Response.json({ code: 0, data: null });
      }) as typeof fetch,
      getToken: () => null,
      toast: { error: (content) => events.push(content), clear: () => undefined },
      log: () => undefined,
      language: () => 'en',
      fallbackMessage: () => 'Request failed',
    });
    await expect(request(CALLS.generateVerify, { width: 120 })).rejects.toMatchObject({ message: 'Request failed' });
    expect(events).toEqual(['Request failed']);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ width: 120, lang: 'en' });
  });

  it('code -1000 only logs (no toast) and rejects', async () => {
    const { request, events } = setup({ code: -1000, msg: '请先登录', data: null });
    await expect(request(CALLS.getDocumentFile, { id: 1 })).rejects.toMatchObject({ code: -1000 });
    expect(events[0]).toBe('clear');
    expect(events.slice(1).every((event) => event.startsWith('log:'))).toBe(true);
    expect(events).toHaveLength(2);
  });

  it('any other code toasts the message followed by the code, logs, and rejects', async () => {
    const { request, events } = setup({ code: 500, msg: '服务繁忙', data: null });
    await expect(request(CALLS.getMemberProfile)).rejects.toMatchObject({ code: 500 });
    expect(events[0]).toBe('clear');
    expect(events[1]).toBe('toast:服务繁忙 500:3');
    expect(events[2]).toMatch(/^log:.*500/);
  });

  it('an envelope without a numeric code is treated as another code (toast, log, reject)', async () => {
    const { request, events } = setup({ msg: 'weird' });
    await expect(request(CALLS.getMemberProfile)).rejects.toBeInstanceOf(RequestError);
    expect(events[1]).toBe('toast:weird unknown:3');
  });

  it('HTTP failures reject with the status and no toast', async () => {
    const { request, events } = setup('<html>bad gateway</html>', { status: 502 });
    await expect(request(CALLS.getMemberProfile)).rejects.toMatchObject({ status: 502, code: null });
    expect(events).toEqual(['clear']);
  });

  it("429 (too many attempts) toasts the site's message like a refusal, and rejects with the status", async () => {
    const { request, events } = setup({ code: 0, msg: '尝试次数过多，请 42 秒后再试。', data: null }, { status: 429 });
    await expect(request(CALLS.login)).rejects.toMatchObject({ status: 429, code: 0, message: '尝试次数过多，请 42 秒后再试。' });
    expect(events).toEqual(['clear', `toast:尝试次数过多，请 42 秒后再试。:${TOAST_SECONDS}`]);
    // A 429 without the site's envelope (a proxy's own page) stays an HTTP failure.
    const bare = setup('<html>429 Too Many Requests</html>', { status: 429 });
    await expect(bare.request(CALLS.login)).rejects.toMatchObject({ status: 429, code: null });
    expect(bare.events).toEqual(['clear']);
  });

  it('a body that is not JSON rejects without a toast', async () => {
    const { request, events } = setup('not json');
    await expect(request(CALLS.getMemberProfile)).rejects.toMatchObject({ code: null, message: 'Response is not JSON' });
    expect(events).toEqual(['clear']);
  });

  it('a quiet call rejects on a refusal or a fault without a toast, without clearing one, without a log', async () => {
    for (const [body, status] of [
      [{ code: 0, msg: '参数错误：q' }, 200],
      [{ code: 500, msg: 'boom' }, 200],
      ['<html>', 502],
    ] as const) {
      const { request, events } = setup(body, { status });
      await expect(request(CALLS.search, { q: 'x' }, { quiet: true })).rejects.toBeInstanceOf(RequestError);
      expect(events).toEqual([]);
    }
  });
});
