/** @jest-environment node */
import { forwardTarget, forwardToBackend, MAX_FORWARD_BODY_BYTES, type ForwardDeps } from './forward';

describe('forwardTarget', () => {
  it('maps /api/<path> under the backend base, keeping the query', () => {
    expect(forwardTarget('http://127.0.0.1:4000', '/api/web/get_info', '?x=1')?.toString()).toBe(
      'http://127.0.0.1:4000/api/web/get_info?x=1',
    );
    expect(forwardTarget('http://cms.internal/prefix', '/api/files/a.svg', '')?.toString()).toBe(
      'http://cms.internal/prefix/api/files/a.svg',
    );
  });

  it.each([
    '/api/',
    '/other/web/get_info',
    '/api/files/%2e%2e/secret',
    '/api/files/..%2Fsecret',
    '/api/files/%2F%2Fevil.example/x',
    '/api/files/a%5C..%5Cb',
    '/api//double',
    '/api/files/%E0%A4%A',
    '/api/files/%00',
  ])('refuses %s', (path) => {
    expect(forwardTarget('http://127.0.0.1:4000', path, '')).toBeNull();
  });
});

describe('forwardToBackend', () => {
  function capture(response: Response | (() => Promise<Response>)) {
    const seen: Request[] = [];
    const fetch = async (request: Request) => {
      seen.push(request);
      return typeof response === 'function' ? response() : response;
    };
    return { seen, deps: { fetch, timeoutMs: 200 } as ForwardDeps };
  }

  it('forwards method, body, cookies and token; drops hop-by-hop and forwarding headers', async () => {
    const { seen, deps } = capture(new Response('{"code":1}', { headers: { 'content-type': 'application/json' } }));
    const request = new Request('http://site.test/api/web/login', {
      method: 'POST',
      headers: {
        cookie: 'sid=1',
        token: 'abc',
        connection: 'keep-alive',
        'x-forwarded-host': 'evil.example',
        'content-type': 'application/json',
      },
      body: '{"a":1}',
    });
    const response = await forwardToBackend(request, '/api/web/login', 'http://127.0.0.1:4000', deps);
    expect(response.status).toBe(200);
    const sent = seen[0]!;
    expect(sent.url).toBe('http://127.0.0.1:4000/api/web/login');
    expect(sent.method).toBe('POST');
    expect(await sent.text()).toBe('{"a":1}');
    expect(sent.headers.get('cookie')).toBe('sid=1');
    expect(sent.headers.get('token')).toBe('abc');
    expect(sent.headers.get('connection')).toBeNull();
    expect(sent.headers.get('x-forwarded-host')).toBeNull();
  });

  it('passes every Set-Cookie back and strips hop-by-hop response headers', async () => {
    const headers = new Headers({ 'content-type': 'application/json', connection: 'close', 'content-encoding': 'gzip' });
    headers.append('set-cookie', 'a=1; Path=/');
    headers.append('set-cookie', 'b=2; Path=/');
    const { deps } = capture(new Response('{}', { headers }));
    const response = await forwardToBackend(
      new Request('http://site.test/api/web/get_info', { method: 'POST' }),
      '/api/web/get_info',
      'http://b.test',
      deps,
    );
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it("tells the browser a call the backend answers 404 as the envelope's absence (code 0), not as a failed resource (issue 42)", async () => {
    const { deps } = capture(new Response('Not Found', { status: 404 }));
    const call = await forwardToBackend(
      new Request('http://site.test/api/web/get_my_alerts', { method: 'POST', body: '{}' }),
      '/api/web/get_my_alerts',
      'http://b.test',
      deps,
    );
    expect(call.status).toBe(200);
    expect(await call.json()).toEqual({ code: 0, msg: '', data: null });
    // A missing file stays a 404.
    const file = await forwardToBackend(
      new Request('http://site.test/api/files/x.png'),
      '/api/files/x.png',
      'http://b.test',
      capture(new Response('', { status: 404 })).deps,
    );
    expect(file.status).toBe(404);
  });

  it('drops an absolute redirect Location from the backend', async () => {
    const { deps } = capture(new Response(null, { status: 302, headers: { location: 'http://internal.backend/login' } }));
    const response = await forwardToBackend(new Request('http://site.test/api/files/x.svg'), '/api/files/x.svg', 'http://b.test', deps);
    expect(response.headers.get('location')).toBeNull();
  });

  it('refuses traversal with 400 without calling the backend', async () => {
    const { seen, deps } = capture(new Response('{}'));
    const response = await forwardToBackend(
      new Request('http://site.test/api/files/x'),
      '/api/files/..%2F..%2Fetc%2Fpasswd',
      'http://b.test',
      deps,
    );
    expect(response.status).toBe(400);
    expect(seen).toHaveLength(0);
  });

  it('refuses bodies over the limit with 413', async () => {
    const { seen, deps } = capture(new Response('{}'));
    const big = new Request('http://site.test/api/web/login', { method: 'POST', body: 'x'.repeat(MAX_FORWARD_BODY_BYTES + 1) });
    expect((await forwardToBackend(big, '/api/web/login', 'http://b.test', deps)).status).toBe(413);
    expect(seen).toHaveLength(0);
  });

  it('answers 502 when the backend is unreachable and 504 when it is too slow', async () => {
    const error = jest.fn();
    const down = capture(async () => {
      throw new TypeError('fetch failed');
    });
    down.deps.log = error;
    expect(
      (
        await forwardToBackend(
          new Request('http://s/api/web/get_info', { method: 'POST' }),
          '/api/web/get_info',
          'http://b.test',
          down.deps,
        )
      ).status,
    ).toBe(502);
    // A backend that never answers and ignores the abort signal: the timer alone must end the wait.
    const slow = { fetch: () => new Promise<Response>(() => undefined), timeoutMs: 50, log: error };
    expect(
      (await forwardToBackend(new Request('http://s/api/web/get_info', { method: 'POST' }), '/api/web/get_info', 'http://b.test', slow))
        .status,
    ).toBe(504);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('counts a chunked body without Content-Length and refuses it past the limit', async () => {
    const { seen, deps } = capture(new Response('{}'));
    const chunk = new Uint8Array(256 * 1024);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const request = new Request('http://site.test/api/web/login', { method: 'POST', body: endless, duplex: 'half' } as RequestInit);
    expect((await forwardToBackend(request, '/api/web/login', 'http://b.test', deps)).status).toBe(413);
    expect(seen).toHaveLength(0);
    // Stopped just past the limit, not after reading everything the client offered.
    expect(sent * chunk.byteLength).toBeLessThan(MAX_FORWARD_BODY_BYTES + 3 * chunk.byteLength);
  });

  it('cuts off a response whose body stalls after the headers', async () => {
    const error = jest.fn();
    const stalling = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode('%PDF-1.4')) });
    const deps = {
      fetch: async () => new Response(stalling, { headers: { 'content-type': 'application/pdf' } }),
      timeoutMs: 50,
      log: error,
    };
    const response = await forwardToBackend(new Request('http://s/api/files/a.pdf'), '/api/files/a.pdf', 'http://b.test', deps);
    expect(response.status).toBe(200);
    const started = Date.now();
    await expect(response.text()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error.mock.calls.flat().join(' ')).toMatch(/stopped sending the body for 50 ms/);
  });
});

describe('what the forwarder lets through from a hostile or broken backend', () => {
  const call = (deps: ForwardDeps, path = '/api/files/x', init?: RequestInit) =>
    forwardToBackend(new Request(`http://site.test${path}`, init), path, 'http://b.test', deps);
  const answering = (response: Response) => ({ fetch: async () => response, timeoutMs: 200 });

  it.each([
    '/\\evil.example/',
    '\\\\evil.example',
    '//evil.example/x',
    'https://evil.example/',
    'http://site.test.evil.example/',
    'javascript:alert(1)',
  ])('drops a redirect to %s, which a browser reads as another host', async (location) => {
    const response = await call(answering(new Response(null, { status: 302, headers: { location } })));
    expect(response.headers.get('location')).toBeNull();
  });

  it('keeps a redirect within the site, as a path', async () => {
    const relative = await call(answering(new Response(null, { status: 302, headers: { location: 'y.svg?v=2' } })));
    expect(relative.headers.get('location')).toBe('/api/files/y.svg?v=2');
    const absolute = await call(answering(new Response(null, { status: 302, headers: { location: 'http://site.test/api/files/z.svg' } })));
    expect(absolute.headers.get('location')).toBe('/api/files/z.svg');
  });

  it('answers 502 for a body marked gzip that is not gzip', async () => {
    const error = jest.fn();
    const broken = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.error(new TypeError('terminated: incorrect header check')),
    });
    const response = await call(
      { ...answering(new Response(broken, { headers: { 'content-type': 'application/json' } })), log: error },
      '/api/web/get_info',
      { method: 'POST' },
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 0 });
  });

  it("drops the backend's Server and X-Powered-By, and request headers the client named in Connection", async () => {
    const seen: Request[] = [];
    const deps = {
      fetch: async (request: Request) => {
        seen.push(request);
        return new Response('{}', {
          headers: { server: 'Apache/2.4.1 (Unix)', 'x-powered-by': 'PHP/5.6', 'content-type': 'application/json' },
        });
      },
      timeoutMs: 200,
    };
    const response = await call(deps, '/api/web/get_info', {
      method: 'POST',
      headers: { connection: 'x-hop', 'x-hop': 'secret', token: 't' },
    });
    expect(response.headers.get('server')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(seen[0]!.headers.get('x-hop')).toBeNull();
    expect(seen[0]!.headers.get('token')).toBe('t');
  });
});
