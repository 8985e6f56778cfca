/**
 * Bad input from visitors (docs/faults.md): every request gets a 4xx where one is right and never a 5xx;
 * redirects stay on the site; the forwarder never leaves the backend's /api/ space. Raw HTTP requests, so
 * paths reach the server exactly as written (a browser or URL parser would normalise them first).
 */
import { request as httpRequest } from 'node:http';
import { EMBEDDED_SITE, SITE } from './support/servers';
import { expect, test } from './support/fixtures';

type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function raw(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer for ${path}`)));
    req.end(options.body);
  });
}

const BAD_IDS = [
  'abc',
  '-1',
  '0',
  '99999999999999999999',
  '9007199254740993',
  '1.5',
  '1e3',
  '0x65',
  '00101',
  '101abc',
  '%E4%B8%AD',
  '%F0%9F%98%80',
  '%C0%AE',
  '%00',
  '..%2F101',
];

test.describe('bad input @desktop', () => {
  test('malformed, negative, zero, huge, fractional and unicode ids: 404, never a redirect or a 5xx', async () => {
    for (const id of BAD_IDS) {
      for (const path of [`/product/detail/${id}`, `/news/detail/${id}`, `/product/${id}`, `/news/${id}`]) {
        const response = await raw(SITE, path);
        expect(response.status, path).toBe(404);
        expect(response.body, path).toContain('页面不存在');
      }
    }
  });

  test('out-of-range and malformed page, category and year: 404; unknown filter and sort values are ignored', async () => {
    const notFound = [
      '/news?page=abc',
      '/news?page=0',
      '/news?page=-1',
      '/news?page=1.5',
      '/news?page=99999',
      '/news?page=99999999999999999999',
      '/news?category=abc',
      '/news?category=999999',
      '/news?category=%C0%AE',
      '/investor?page=abc',
      '/investor?page=9999',
      '/investor?year=abc',
      '/investor?year=1800',
      '/investor?year=99999',
      '/product?page=0',
      '/product?page=99999',
      '/product?category=abc',
      '/product?category=999',
    ];
    for (const path of notFound) expect((await raw(SITE, path)).status, path).toBe(404);
    const ignored = [
      '/product?sort=evil',
      '/product?order=sideways',
      '/product?min_vin=abc',
      '/product?max_vin=1e400',
      '/product?status=xx',
      '/product?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/product?opt_package=%00',
      '/product?sort=__proto__',
      '/product?min___proto__=1',
      '/product?opt_constructor=x',
      '/product?q=%E2%80%AE%F0%9F%98%80',
      '/investor?type=%3Cscript%3E',
      '/news?page=2&page=3',
      '/product/compare?ids=abc,-1,1.5,99999',
      '/product/compare?ids=',
      '/product/export?sort=evil&min_vin=abc',
    ];
    for (const path of ignored) {
      const response = await raw(SITE, path);
      expect(response.status, path).toBe(200);
      expect(response.body, path).not.toContain('<script>alert(1)');
    }
    expect((await raw(SITE, '/product/export?category=abc')).status).toBe(404);
  });

  test('very long URLs and query strings: a 4xx at worst, never a 5xx', async () => {
    const compareIds = Array.from({ length: 3000 }, (_, index) => index + 1).join(',');
    for (const path of [
      `/news?q=${'a'.repeat(7000)}`,
      `/${'a'.repeat(7000)}`,
      `/product?q=${'x'.repeat(15_000)}`,
      `/product/compare?ids=${compareIds}`,
    ]) {
      const response = await raw(SITE, path);
      expect(response.status, path.slice(0, 40)).toBeLessThan(500);
    }
    // Beyond Node's header limit (16 KB) the server refuses the request line itself with 431 and closes
    // the connection, which a client still sending may see as a reset.
    const huge = await raw(SITE, `/product?q=${'x'.repeat(70_000)}`).then(
      (response) => response.status,
      (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? 'closed' : Promise.reject(error)),
    );
    expect([431, 'closed']).toContain(huge);
    expect((await raw(SITE, '/about')).status).toBe(200);
  });

  test('path traversal in /api/: refused with 400 or kept inside /api/, never outside', async () => {
    const refused = [
      '/api/..%2Fpackage.json',
      '/api/files/..%2F..%2F.env',
      '/api/files/%2e%2e%2fsecret',
      '/api/files/a%5C..%5Cb',
      '/api/files/%00',
      '/api/files/%C0%AE%C0%AE/x',
      '/api/%2F%2Fevil.example/x',
    ];
    for (const path of refused) {
      const response = await raw(SITE, path);
      expect(response.status, path).toBe(400);
      expect(JSON.parse(response.body), path).toEqual({ code: 0, msg: '请求路径无效', data: null });
    }
    // Normalised by the server before routing: either a redirect within /api/ or a 404 of the site itself.
    for (const path of [
      '/api//web/get_info',
      '/api/web//get_info',
      '/api/files\\..\\x',
      '/api/%2e%2e/%2e%2e/etc/passwd',
      '/api/files/a/../../../package.json',
      '/api/http:%2F%2Fevil.example/',
    ]) {
      const response = await raw(SITE, path);
      expect(response.status, path).toBeLessThan(500);
      expect(response.body, path).not.toMatch(/"name":\s*"xingyuan-web"|root:x:0/);
      const location = response.headers.location as string | undefined;
      if (location) expect(location, path).toMatch(/^\/(?!\/)/);
    }
  });

  test('spoofed Host and X-Forwarded-* headers: redirects stay relative, canonical URLs keep SITE_URL', async () => {
    const spoofs: Record<string, string>[] = [
      { host: 'evil.example' },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      { forwarded: 'host=evil.example;proto=https' },
    ];
    for (const headers of spoofs) {
      for (const path of ['/home', '/product/101', '/news/201', '/about/', '//evil.example/', '/\\evil.example']) {
        const response = await raw(SITE, path, { headers });
        expect([301, 302, 303, 307, 308], `${path} ${JSON.stringify(headers)}`).toContain(response.status);
        expect(response.headers.location, path).toMatch(/^\/(?!\/)/);
      }
      const page = await raw(SITE, '/about', { headers });
      expect(page.body).toContain(`<link rel="canonical" href="${SITE}/about"/>`);
      expect(page.body).not.toContain('evil.example');
    }
    // The one redirect that leaves the site goes where the backend's settings say, whatever the request says.
    const join = await raw(SITE, '/join', { headers: { host: 'evil.example' } });
    expect(join.headers.location).toBe('https://careers.xingyuan-micro.example/');
  });

  test('oversized bodies to /api/: 413 from the forwarder and from the embedded backend, nothing forwarded', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024, 0x61);
    const forwarded = await raw(SITE, '/api/web/get_site_list', {
      method: 'POST',
      body: big,
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
    });
    expect(forwarded.status).toBe(413);
    expect(JSON.parse(forwarded.body)).toMatchObject({ code: 0, msg: '请求体过大' });
    const embedded = await raw(EMBEDDED_SITE, '/api/web/search', {
      method: 'POST',
      // A JSON object the site's door reads (up to 1 MiB), past the embedded backend's own bound (64 KiB).
      body: JSON.stringify({ q: 'a'.repeat(100 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(embedded.status).toBe(413);
    // Malformed JSON is refused at the door, wrong payloads are the backend's code 0: neither is a crash.
    const malformed = await raw(SITE, '/api/web/search', {
      method: 'POST',
      body: '{"id":',
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.parse(malformed.body)).toMatchObject({ code: 0 });
    const wrong = await raw(SITE, '/api/web/get_document_file', {
      method: 'POST',
      body: '{"id":"1; DROP TABLE"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.parse(wrong.body)).toMatchObject({ code: 0 });
  });
});
