/**
 * A hostile visitor, and a backend that answers badly, against the real build and its HTTP server: what
 * no request line, header or backend answer may make the site do. Raw HTTP, so requests reach the server
 * exactly as written.
 */
import net from 'node:net';
import { request as httpRequest } from 'node:http';
import { ALT_SITE, SITE } from './support/servers';
import { expect, test } from './support/fixtures';

type Answer = { status: number; head: string; body: string };

/** Sends the request text as it is and reads the whole answer (the server closes: `Connection: close`). */
function rawRequest(base: string, text: string): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => {
      const data = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = data.split('\r\n\r\n', 2);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head: head.toLowerCase(), body });
    });
    socket.on('error', reject);
  });
}

function get(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer & { headers: Record<string, string | string[] | undefined> }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, head: '', headers: res.headers, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

test.describe('a hostile visitor @desktop', () => {
  test('an absolute-form request line is answered for the site itself, never redirected to its host', async () => {
    const answer = await rawRequest(SITE, 'GET http://evil.example/about HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
    expect(answer.head).not.toContain('evil.example');
    expect(answer.head).toContain('content-security-policy:');
    expect(answer.body).toContain('公司简介');
  });

  test('OPTIONS *, GET * and TRACE are refused with 400 and 405 and the security headers, not a 500', async () => {
    for (const [line, status] of [
      ['OPTIONS * HTTP/1.1', 400],
      ['GET * HTTP/1.1', 400],
      ['TRACE /about HTTP/1.1', 405],
    ] as const) {
      const answer = await rawRequest(SITE, `${line}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect(answer.status, line).toBe(status);
      expect(answer.head, line).toContain('x-content-type-options: nosniff');
      expect(answer.head, line).toContain('referrer-policy:');
      expect(answer.body, line).not.toMatch(/at .*\.js:\d+/);
    }
  });

  test('a very long User-Agent gets the page', async () => {
    const answer = await get(SITE, '/news', { 'user-agent': 'a'.repeat(15_000) });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('新闻中心');
  });
});

test.describe('a backend answering badly under /api/ @shared', () => {
  test('its redirects never leave the site, whatever a browser would make of them', async () => {
    for (const name of ['backslash', 'double-backslash']) {
      const answer = await get(ALT_SITE, `/api/files/redirect/${name}`);
      expect(answer.status, name).toBe(302);
      expect(answer.headers.location, name).toBeUndefined();
    }
    const inside = await get(ALT_SITE, '/api/files/redirect/inside');
    expect(inside.headers.location).toBe('/api/files/alt-bg.svg');
  });

  test('a body marked gzip that is not gzip is a 502 with a JSON envelope', async () => {
    const answer = await get(ALT_SITE, '/api/files/bad-gzip.json');
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 0 });
  });

  test('HTML it serves is sandboxed and sends no form; its Server and X-Powered-By stay behind', async ({ page }) => {
    const answer = await get(ALT_SITE, '/api/files/hostile.html');
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(policy).toContain("form-action 'none'");
    expect(answer.headers.server).toBeUndefined();
    expect(answer.headers['x-powered-by']).toBeUndefined();
    // In a browser: its script does not run.
    await page.goto(`${ALT_SITE}/api/files/hostile.html`);
    await expect(page).toHaveTitle('x');
  });
});
