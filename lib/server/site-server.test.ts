/** @jest-environment node */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { ServerConfig } from '@/lib/core/config';
import { testServerConfig, TEST_REVALIDATE_SECRET } from '@/tests/support/server-config';
import { AnswerStore } from '@/lib/backend/answer-store';
import { CLIENT_ADDRESS_HEADER, consumeFormLimit } from '@/lib/core/form-limit';
import { currentRenderReport, type ContentTag } from '@/lib/core/render-report';
import { RENDER_USER_AGENT } from './request-guard';
import { createLogger } from '@/lib/core/log';
import { createRecompressor, type Recompressor } from './recompress';
import { CACHE_STATE_HEADER, isPageRequest, PUBLIC_KEEP_ALIVE_MS, startSiteServer, type SiteServer } from './site-server';
import { bearerMatches, parseRevalidateRequest } from './revalidate-request';
import { FALLBACK_CONTENT_SECURITY_POLICY } from '@/lib/security-headers';
import { BROWSER_CALLS, RATE_LIMITS, SITE_PAGES } from '@/features';
import { createRateLimiter } from './rate-limit';

/** What the entry point hands the site server of the site (features/index.ts), with Next.js faked and a fresh limiter. */
const siteParts = () => ({
  handle: fakeNext,
  pages: SITE_PAGES,
  browserCalls: BROWSER_CALLS,
  limiter: createRateLimiter({ rules: RATE_LIMITS }),
});

/** What the stand-in for Next.js renders for a path: its HTML, status and what the render report learns. */
type Scene = {
  status?: number;
  html?: string;
  contentType?: string;
  cookies?: string[];
  vary?: string;
  link?: string;
  report?: {
    tags?: ContentTag[];
    stale?: boolean;
    failed?: boolean;
    unavailable?: boolean;
    notFound?: boolean;
    oldestAnswerAt?: number;
    keepUntil?: number;
    personal?: boolean;
  };
  /** The render never reaches the report (as if the link between the server and the app broke). */
  unreported?: boolean;
  delayMs?: number;
  /** The listener closes the socket the render came on, this many times, as a kept-alive socket is closed when idle. */
  closeSockets?: number;
};

const SECRET = TEST_REVALIDATE_SECRET;
const INLINE = 'self.__next_f.push([1,"x"])';
const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1>${'<p>正文</p>'.repeat(200)}<script>${INLINE}</script><script src="/_next/static/a.js" async=""></script><script type="application/ld+json">{"a":1}</script></body></html>`;

let clock = 1_000_000;
let scenes: Record<string, Scene> = {};
let renders: string[] = [];
let direct: string[] = [];
/** The bodies of the requests that went to Next.js directly, in order. */
let directBodies: string[] = [];
/** The request headers Next.js saw, per request, in order. */
let seenHeaders: http.IncomingHttpHeaders[] = [];
let config: ServerConfig;
let site: SiteServer;
let answers: AnswerStore;
let recompressor: Recompressor;
let base: string;
const logs: string[] = [];
/** Every line the server logged, parsed: one JSON object per line. */
const entries: Array<Record<string, unknown>> = [];
const logger = createLogger({
  destination: {
    write: (line: string) => {
      const entry = JSON.parse(line) as Record<string, unknown>;
      entries.push(entry);
      if (entry.msg !== 'request') logs.push(String(entry.msg));
    },
  },
});

async function fakeNext(req: IncomingMessage, res: ServerResponse) {
  seenHeaders.push(req.headers);
  const report = currentRenderReport();
  if (!report && req.url?.startsWith('/_next/static/missing')) {
    // As Next.js answers a build file it does not have: its HTML 404, with an implicit head and no policy.
    res.statusCode = 404;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end('<!DOCTYPE html><html><body><h1>404</h1><script>self.__next_f=[]</script></body></html>');
    return;
  }
  if (!report) {
    direct.push(req.url ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    directBodies.push(body);
    res.writeHead(200, { 'content-type': 'application/json', 'x-from': 'next' }).end(fakeAnswer(req.url ?? '', body));
    return;
  }
  renders.push(req.url ?? '');
  const scene = scenes[(req.url ?? '').split('?')[0]!] ?? {};
  if (scene.closeSockets) {
    scene.closeSockets -= 1;
    req.socket.destroy();
    return;
  }
  if (scene.delayMs) await new Promise((resolve) => setTimeout(resolve, scene.delayMs));
  if (!scene.unreported) {
    // Every real page render reads the site's settings at least.
    report.calls += 1;
    const { tags = [], ...flags } = scene.report ?? {};
    for (const tag of tags) report.tags.add(tag);
    Object.assign(report, flags);
  }
  res.writeHead(scene.status ?? 200, {
    'content-type': scene.contentType ?? 'text/html; charset=utf-8',
    'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
    'content-security-policy': "script-src 'nonce-abc'",
    'x-content-type-options': 'nosniff',
    'accept-encoding-seen': String(req.headers['accept-encoding'] ?? ''),
    ...(scene.cookies ? { 'set-cookie': scene.cookies } : {}),
    ...(scene.vary ? { vary: scene.vary } : {}),
    ...(scene.link ? { link: scene.link } : {}),
    // As Next.js does after the proxy's locale rewrite: the internal path, percent-encoded.
    'x-middleware-rewrite': `/zh${encodeURI(req.url ?? '/').replace(/,/g, '%2C')}`,
  });
  res.end(scene.html ?? page(req.url ?? ''));
}

/** What the stand-in's backend answers a call: a sign-in succeeds with the password "right" only. */
function fakeAnswer(url: string, body: string): string {
  if (url !== '/api/web/login') return '{"code":1}';
  const { password, verify_code } = JSON.parse(body) as { password?: string; verify_code?: string };
  if (verify_code === 'wrong') return '{"code":0,"msg":"验证码错误或已过期","data":{"failed":"captcha"}}';
  return password === 'right' ? '{"code":1,"msg":"success","data":{"token":"t"}}' : '{"code":0,"msg":"用户名或密码错误","data":null}';
}

const JSON_CALL = { 'content-type': 'application/json' };

function get(
  path: string,
  headers: http.OutgoingHttpHeaders = {},
  method = 'GET',
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const revalidate = (body: unknown, authorization = `Bearer ${SECRET}`) =>
  get('/_site/revalidate', { authorization, 'content-type': 'application/json' }, 'POST', JSON.stringify(body));

beforeEach(async () => {
  clock = 1_000_000;
  scenes = {};
  renders = [];
  direct = [];
  directBodies = [];
  seenHeaders = [];
  logs.length = 0;
  entries.length = 0;
  config = testServerConfig();
  answers = new AnswerStore(1024 * 1024);
  recompressor = createRecompressor();
  const stylesheet = (href: string) => (href === '/_next/static/chunks/site.css' ? '.site{color:navy}' : null);
  site = await startSiteServer(
    {
      ...siteParts(),
      config: () => config,
      answers,
      now: () => clock,
      logger,
      renderMarginMs: 200,
      stylesheet,
      recompressor,
    },
    { port: 0, hostname: '127.0.0.1' },
  );
  base = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
});

afterEach(() => site.close());

describe('stylesheets', () => {
  it("are written into a page's HTML, and React's preloads of them leave its Link header", async () => {
    const image = '</api/files/banner.svg>; rel=preload; as="image"';
    scenes['/about'] = {
      html: '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/></head><body><h1>x</h1></body></html>',
      link: `</_next/static/chunks/site.css>; rel=preload; as="style", ${image}`,
    };
    const answer = await get('/about');
    expect(answer.body.toString()).toContain(
      '<style data-inlined-href="/_next/static/chunks/site.css">.site{color:navy}</style><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" disabled/>',
    );
    expect(answer.headers.link).toBe(image);
  });

  it('that cannot be read stay links, with their preloads', async () => {
    const preload = '</_next/static/chunks/other.css>; rel=preload; as="style"';
    scenes['/about'] = {
      html: '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/other.css"/></head><body></body></html>',
      link: preload,
    };
    const answer = await get('/about');
    expect(answer.body.toString()).toContain('<link rel="stylesheet" href="/_next/static/chunks/other.css"/></head>');
    expect(answer.headers.link).toBe(preload);
  });
});

describe('the page cache', () => {
  it('renders a page once and serves later views from memory, until its window ends', async () => {
    const first = await get('/news');
    expect(first.status).toBe(200);
    expect(first.headers[CACHE_STATE_HEADER]).toBe('MISS');
    expect(first.body.toString()).toContain('<h1>/news</h1>');

    clock += 59_000;
    const second = await get('/news');
    expect(second.headers[CACHE_STATE_HEADER]).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    expect(renders).toEqual(['/news']);

    clock += 2_000; // past the 60 s window: this view waits for a new render
    expect((await get('/news')).headers[CACHE_STATE_HEADER]).toBe('MISS');
    expect(renders).toEqual(['/news', '/news']);
  });

  it('counts a page window from the oldest cached backend answer its render used', async () => {
    scenes['/news'] = { report: { tags: ['news'], oldestAnswerAt: clock - 50_000 } };
    expect((await get('/news')).headers[CACHE_STATE_HEADER]).toBe('MISS');
    clock += 9_000;
    expect((await get('/news')).headers[CACHE_STATE_HEADER]).toBe('HIT');
    clock += 2_000; // 61 s after the backend gave the answer, 11 s after the render
    expect((await get('/news')).headers[CACHE_STATE_HEADER]).toBe('MISS');
  });

  it('keeps a page with stock figures no longer than they may be shown, stale or not, here or in a CDN', async () => {
    scenes['/product/detail/101'] = { report: { tags: ['product'], keepUntil: clock + 20_000 } };
    const first = await get('/product/detail/101');
    expect(first.headers[CACHE_STATE_HEADER]).toBe('MISS');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=20, stale-while-revalidate=0, stale-if-error=0, no-transform');
    clock += 19_000;
    expect((await get('/product/detail/101')).headers[CACHE_STATE_HEADER]).toBe('HIT');
    clock += 1_000;
    // Due: the backend failing now does not bring the old figures back.
    scenes['/product/detail/101'] = { report: { unavailable: true } };
    expect((await get('/product/detail/101')).status).toBe(503);
    expect(renders).toHaveLength(2);
  });

  it('keys and renders a page by its path and the query parameters pages read, and nothing else', async () => {
    await get('/news?page=2&utm_source=mail');
    await get('/news?utm_source=feed&page=2');
    await get('/news?page=2&x=' + 'y'.repeat(3000));
    expect(renders).toEqual(['/news?page=2']);
    await get('/product?min_vin=3&opt_package=SOT-23&fbclid=abc');
    expect(renders[1]).toBe('/product?min_vin=3&opt_package=SOT-23');
  });

  it('knows a path by any of its spellings, for views and for revalidation', async () => {
    scenes['/about'] = { report: { tags: ['page'] } };
    await get('/about');
    for (const alias of ['/./about', '/%2e/about', '/news/../about', '/news/%2E%2E/about'])
      expect((await get(alias)).headers[CACHE_STATE_HEADER]).toBe('HIT');
    expect(JSON.parse((await revalidate({ paths: ['/x/../about'] })).body.toString()).data.expired).toBe(1);
    expect((await get('/./about')).headers[CACHE_STATE_HEADER]).toBe('MISS');
    expect(renders).toEqual(['/about', '/about']);
  });

  it('keys pages by backend and full address, query included', async () => {
    await get('/news?page=2');
    await get('/news?page=3');
    expect((await get('/news?page=2')).headers[CACHE_STATE_HEADER]).toBe('HIT');
    config = { ...config, backendUrl: 'http://other-cms.test' };
    expect((await get('/news?page=2')).headers[CACHE_STATE_HEADER]).toBe('MISS');
    expect(renders).toEqual(['/news?page=2', '/news?page=3', '/news?page=2']);
  });

  it('shares one render among concurrent views of an address', async () => {
    scenes['/slow'] = { delayMs: 100 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/slow')));
    expect(renders).toEqual(['/slow']);
    expect(answers.every((answer) => answer.status === 200 && answer.body.toString().includes('<h1>/slow</h1>'))).toBe(true);
  });

  it("renders a visitor's own page for each concurrent view: a form's captcha is never handed to two visitors", async () => {
    scenes['/own-slow'] = { delayMs: 100, report: { personal: true } };
    await Promise.all(Array.from({ length: 3 }, () => get('/own-slow')));
    expect(renders).toEqual(['/own-slow', '/own-slow', '/own-slow']);
  });

  it('does not cache pages a failing backend shaped, non-200 answers, or anything when the window is 0', async () => {
    scenes['/partial'] = { report: { failed: true } };
    scenes['/missing'] = { status: 404 };
    scenes['/redirect'] = { status: 308, html: '' };
    for (const path of ['/partial', '/missing', '/redirect']) {
      await get(path);
      expect((await get(path)).headers[CACHE_STATE_HEADER]).toBe('BYPASS');
    }
    config = { ...config, revalidateSeconds: 0 };
    await get('/plain');
    expect((await get('/plain')).headers[CACHE_STATE_HEADER]).toBe('BYPASS');
    expect(renders.filter((path) => path === '/plain')).toHaveLength(2);
  });

  it('keeps a page drawn from kept answers only briefly, then asks again', async () => {
    scenes['/kept'] = { report: { stale: true } };
    expect((await get('/kept')).headers[CACHE_STATE_HEADER]).toBe('MISS');
    clock += 4_000;
    expect((await get('/kept')).headers[CACHE_STATE_HEADER]).toBe('HIT');
    clock += 2_000;
    expect((await get('/kept')).headers[CACHE_STATE_HEADER]).toBe('MISS');
  });

  it('serves the last good copy while the backend fails, then tries again a few seconds later', async () => {
    const good = await get('/about');
    clock += 61_000;
    scenes['/about'] = { report: { unavailable: true }, html: page('服务暂时不可用') };
    const stale = await get('/about');
    expect(stale.status).toBe(200);
    expect(stale.headers[CACHE_STATE_HEADER]).toBe('STALE');
    expect(stale.body.equals(good.body)).toBe(true);

    clock += 1_000;
    expect((await get('/about')).headers[CACHE_STATE_HEADER]).toBe('HIT');
    expect(renders).toHaveLength(2);

    clock += 5_000;
    scenes['/about'] = {};
    expect((await get('/about')).headers[CACHE_STATE_HEADER]).toBe('MISS');
  });

  it('stops serving a copy older than STALE_IF_ERROR_SECONDS', async () => {
    await get('/about');
    clock += 3_601_000;
    scenes['/about'] = { report: { unavailable: true } };
    expect((await get('/about')).status).toBe(503);
  });

  it('answers 404, uncached, for a page that rendered the 404 view in place of its content', async () => {
    scenes['/news/detail/9'] = { report: { notFound: true, tags: ['news'] } };
    const first = await get('/news/detail/9');
    expect(first.status).toBe(404);
    expect(first.headers[CACHE_STATE_HEADER]).toBe('BYPASS');
    expect((await get('/news/detail/9')).status).toBe(404);
    expect(renders).toEqual(['/news/detail/9', '/news/detail/9']);
  });

  it('drops a page that became a 404 (a deleted article)', async () => {
    await get('/news/detail/7');
    clock += 61_000;
    scenes['/news/detail/7'] = { status: 404 };
    expect((await get('/news/detail/7')).status).toBe(404);
    clock += 3_601_000;
    scenes['/news/detail/7'] = { report: { unavailable: true } };
    expect((await get('/news/detail/7')).status).toBe(503);
  });
});

describe('503 for a page the backend could not fill', () => {
  it('answers the unavailable view with 503, Retry-After and no-store (and no-transform, as every HTML page: issue 47)', async () => {
    scenes['/investor'] = { report: { unavailable: true, failed: true }, html: page('服务暂时不可用') };
    const answer = await get('/investor');
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('30');
    expect(answer.headers['cache-control']).toBe('no-store, no-transform');
    expect(answer.body.toString()).toContain('<h1>服务暂时不可用</h1>');
  });

  it('turns a 500 that a backend failure caused into a 503, and leaves other 500s alone', async () => {
    scenes['/sitemap.xml'] = { status: 500, report: { failed: true }, html: '' };
    scenes['/bug'] = { status: 500, html: 'bug' };
    expect((await get('/sitemap.xml')).status).toBe(503);
    expect((await get('/bug')).status).toBe(500);
  });

  it('serves a long address, whose render answer repeats it in its header fields, and keeps those fields to itself', async () => {
    const ids = Array.from({ length: 3000 }, (_, index) => index + 1).join(',');
    const answer = await get(`/product/compare?ids=${ids}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['x-middleware-rewrite']).toBeUndefined();
  });

  it('answers 503 with its own page when the render never comes back', async () => {
    config = { ...config, backendTimeoutMs: 100 };
    scenes['/hang'] = { delayMs: 1_000 };
    const answer = await get('/hang');
    expect(answer.status).toBe(503);
    expect(answer.body.toString()).toContain('服务暂时不可用');
    expect(logs.some((line) => line.includes('GET /hang: the render took too long'))).toBe(true);
  });

  it('says so in English at an English address', async () => {
    config = { ...config, backendTimeoutMs: 100 };
    scenes['/en/hang'] = { delayMs: 1_000 };
    const answer = await get('/en/hang');
    expect(answer.status).toBe(503);
    expect(answer.body.toString()).toContain('<html lang="en">');
    expect(answer.body.toString()).toContain('<h1>Service temporarily unavailable</h1>');
    expect(answer.body.toString()).toContain('<a href="/en">');
    expect(answer.body.toString()).not.toMatch(/[\u3400-\u9fff]/);
  });
});

describe('connections', () => {
  it('sends a render once more when the kept-alive socket it went out on was closed under it', async () => {
    expect((await get('/about')).status).toBe(200); // leaves its loopback socket kept alive
    scenes['/news'] = { closeSockets: 1 };
    const answer = await get('/news');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain('<h1>/news</h1>');
    expect(renders.filter((path) => path === '/news')).toHaveLength(2);
  });

  it('sends it once more only: a render that keeps failing is a 503', async () => {
    expect((await get('/about')).status).toBe(200);
    scenes['/news'] = { closeSockets: 2 }; // closed again on the new socket
    expect((await get('/news')).status).toBe(503);
    expect(renders.filter((path) => path === '/news')).toHaveLength(2);
  });

  it('keeps an idle connection from a proxy in front open longer than the proxy does (nginx and load balancers: 60 s)', async () => {
    const agent = new http.Agent({ keepAlive: true });
    try {
      const hint = await new Promise<string>((resolve, reject) => {
        const request = http.get(`${base}/about`, { agent }, (response) => {
          response.resume();
          resolve(String(response.headers['keep-alive']));
        });
        request.on('error', reject);
      });
      expect(Number(/timeout=(\d+)/.exec(hint)?.[1]) * 1000).toBe(PUBLIC_KEEP_ALIVE_MS);
      expect(PUBLIC_KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    } finally {
      agent.destroy();
    }
  });
});

describe('what every page answer carries', () => {
  it('lists the hashes of the inline scripts, not a nonce, in the Content-Security-Policy; HSTS only over https', async () => {
    const answer = await get('/');
    const policy = String(answer.headers['content-security-policy']);
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    // The page's own inline script and the loader of its chunk (lib/server/deferred-scripts.ts).
    const loader = /<script>(\(function\(d,s\)[\s\S]*?)<\/script><\/body>/.exec(answer.body.toString())?.[1] ?? '';
    expect(loader).toContain('"/_next/static/a.js"');
    expect(policy).toContain(`script-src 'self' ${sha(INLINE)} ${sha(loader)};`);
    expect(policy).not.toContain('nonce');
    expect(policy.match(/sha256-/g)).toHaveLength(2); // the JSON-LD data block is not a script
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(answer.headers['x-content-type-options']).toBe('nosniff');

    const https = await get('/', { 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toContain('max-age=');
    expect(String(https.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('compresses once per render: brotli, gzip or none, as the visitor accepts', async () => {
    const identity = await get('/');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toContain('Accept-Encoding');
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
    const gz = await get('/', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(identity.body)).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(renders).toEqual(['/']);
  });

  it("makes a kept page's brotli again at the best quality once it is asked for again: later visitors' is smaller, the same page, no render", async () => {
    const rows = Array.from({ length: 600 }, (_, i) => `<li><a href="/news/detail/${200 + i}">公告 ${i}：第 ${i % 7} 季度报告</a></li>`);
    scenes['/news'] = { html: `<!DOCTYPE html><html><body><ul>${rows.join('')}</ul></body></html>` };
    const accept = { 'accept-encoding': 'br' };
    const first = await get('/news', accept);
    await recompressor.idle();
    // A page read once (by a crawler, say) is not compressed again: the second visitor gets it as it was made.
    const second = await get('/news', accept);
    expect(second.headers['x-site-cache']).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    await recompressor.idle();
    const next = await get('/news', accept);
    expect(next.headers['x-site-cache']).toBe('HIT');
    expect(next.body.length).toBeLessThan(first.body.length);
    expect(brotliDecompressSync(next.body).equals(brotliDecompressSync(first.body))).toBe(true);
    expect(next.headers.etag).toBe(first.headers.etag);
    expect(Number(next.headers['content-length'])).toBe(next.body.length);
    expect(renders).toEqual(['/news']);
  });

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const first = await get('/');
    const etag = String(first.headers.etag);
    const again = await get('/', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    expect((await get('/', { 'if-none-match': '"other"' })).status).toBe(200);
    const head = await get('/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
    expect(Number(head.headers['content-length'])).toBe(first.body.length);
  });

  it('lets a CDN keep a kept page for what is left of its window; browsers revalidate with the ETag; nothing transcodes it', async () => {
    expect((await get('/')).headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=3600, no-transform',
    );
    clock += 45_000;
    expect((await get('/')).headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=15, stale-while-revalidate=60, stale-if-error=3600, no-transform',
    );
    // A stand-in served while the backend fails: briefly, until the backend is tried again.
    clock += 20_000;
    scenes['/'] = { report: { unavailable: true } };
    const stale = await get('/');
    expect(stale.headers[CACHE_STATE_HEADER]).toBe('STALE');
    expect(stale.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=60, stale-if-error=3600, no-transform',
    );
  });

  it('keeps everything else out of shared caches: per-visitor answers, 404s, 503s, and what Next.js answers itself', async () => {
    scenes['/cookie'] = { cookies: ['a=1'] };
    scenes['/gone'] = { status: 404 };
    scenes['/down'] = { report: { unavailable: true } };
    for (const path of ['/cookie', '/gone', '/down']) expect((await get(path)).headers['cache-control']).toMatch(/no-store/);
    expect((await get('/_next/data')).headers['cache-control']).toBeUndefined(); // the stand-in sets none; Next.js sets its own
    expect((await get('/_site/ready')).headers['cache-control']).toBe('no-store');
  });

  it('sends the security headers on every answer, whoever makes it', async () => {
    for (const path of ['/', '/api/web/get_site_list', '/api/files/a.png', '/_next/static/x.js', '/_site/live']) {
      const answer = await get(path);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
      expect((await get(path, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
    expect((await raw('TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).head).toContain('x-content-type-options: nosniff');
  });

  it("gives an answer whose maker set no policy one that runs nothing (Next.js' 404 for a missing build file)", async () => {
    const missing = await get('/_next/static/missing-chunk.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(FALLBACK_CONTENT_SECURITY_POLICY);
    expect(missing.headers['content-security-policy']).not.toMatch(/script-src/);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    // A page keeps its own.
    expect((await get('/about')).headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
  });
});

/** Sends a request exactly as written (any request line) and reads the answer's head. */
function raw(text: string): Promise<{ status: number; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect((site.server.address() as AddressInfo).port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
    socket.on('close', () => {
      const head = data.split('\r\n\r\n', 1)[0] ?? '';
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head: head.toLowerCase() });
    });
    socket.on('error', reject);
  });
}

describe('a hostile request', () => {
  it('reaches Next.js with a User-Agent cut to 256 characters, on pages and on everything passed through', async () => {
    const long = 'a'.repeat(15_000);
    await get('/api/web/get_site_list', { ...JSON_CALL, 'user-agent': long }, 'POST', '{}');
    config.revalidateSeconds = 0;
    await get('/about', { 'user-agent': long });
    expect(seenHeaders).toHaveLength(2);
    for (const headers of seenHeaders) expect((headers['user-agent'] ?? '').length).toBeLessThanOrEqual(256);
  });

  it('renders the kept copy of a page from a neutral request: no cookie, language or User-Agent of the first visitor', async () => {
    await get('/about', { cookie: 'session=visitor-1', 'accept-language': 'en', 'user-agent': 'Visitor/1.0', 'x-custom': 'mine' });
    expect(renders).toEqual(['/about']);
    const headers = seenHeaders[0]!;
    expect(headers.cookie).toBeUndefined();
    expect(headers['accept-language']).toBeUndefined();
    expect(headers['x-custom']).toBeUndefined();
    expect(headers['user-agent']).toBe(RENDER_USER_AGENT);
  });

  it("renders the kept copy with the server's own host, whatever Host the first visitor sent", async () => {
    await get('/about', { host: 'evil.example' });
    expect(seenHeaders[0]!.host).toBe(`localhost:${new URL(base).port}`);
  });

  it("never keeps an answer made for one visitor: a cookie set, Vary on cookies or credentials, a visitor's own read", async () => {
    scenes['/cookie'] = { cookies: ['a=1'] };
    scenes['/vary'] = { vary: 'Cookie' };
    scenes['/vary-auth'] = { vary: 'RSC, Authorization' };
    scenes['/personal'] = { report: { personal: true } };
    for (const path of ['/cookie', '/vary', '/vary-auth', '/personal']) {
      expect((await get(path)).headers[CACHE_STATE_HEADER]).toBe('BYPASS');
      expect((await get(path)).headers[CACHE_STATE_HEADER]).toBe('BYPASS');
    }
    expect(site.cache.size).toBe(0);
  });

  it('keeps no page whose render the report did not reach, and says so once', async () => {
    scenes['/a'] = { unreported: true, html: page('服务暂时不可用') };
    scenes['/b'] = { unreported: true };
    for (const path of ['/a', '/a', '/b']) expect((await get(path)).headers[CACHE_STATE_HEADER]).toBe('BYPASS');
    expect(renders).toEqual(['/a', '/a', '/b']);
    expect(logs.filter((line) => line.includes('render report heard of no backend call'))).toHaveLength(1);
  });

  it('ignores the host of an absolute-form request line', async () => {
    const answer = await raw('GET http://evil.example/about HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
    expect(answer.head).not.toContain('evil.example');
    expect(renders).toEqual(['/about']);
  });

  it('answers an asterisk target with 400 and TRACE with 405, with the security headers, and never asks Next.js', async () => {
    for (const [line, status] of [
      ['OPTIONS * HTTP/1.1', 400],
      ['GET * HTTP/1.1', 400],
      ['TRACE /about HTTP/1.1', 405],
    ] as const) {
      const answer = await raw(`${line}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect(answer.status).toBe(status);
      expect(answer.head).toContain('x-content-type-options: nosniff');
      expect(answer.head).toContain('x-frame-options: sameorigin');
    }
    expect(seenHeaders).toHaveLength(0);
  });

  it('drops the headers a client names in Connection before they reach Next.js', async () => {
    await get(
      '/api/web/get_site_list',
      { ...JSON_CALL, connection: 'keep-alive, x-secret-hop', 'x-secret-hop': 'drop me', 'x-other': 'keep' },
      'POST',
      '{}',
    );
    expect(seenHeaders[0]?.['x-secret-hop']).toBeUndefined();
    expect(seenHeaders[0]?.['x-other']).toBe('keep');
  });

  it('keeps several Set-Cookie fields of a page apart', async () => {
    scenes['/about'] = { cookies: ['a=1; Path=/', 'b=2; Path=/'] };
    const answer = await get('/about');
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });
});

describe('the embedded demo backend', () => {
  it('marks every answer noindex while no BACKEND_URL is set, and none once one is', async () => {
    config.backendUrl = undefined;
    expect((await get('/about')).headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await get('/api/web/get_site_list', JSON_CALL, 'POST', '{}')).headers['x-robots-tag']).toBe('noindex, nofollow');
    config.backendUrl = 'http://cms.test';
    expect((await get('/about')).headers['x-robots-tag']).toBeUndefined();
  });
});

describe('what goes to Next.js directly', () => {
  it('passes calls, build files and client navigations through, never cached', async () => {
    await get('/api/web/get_site_list', JSON_CALL, 'POST', '{}');
    await get('/api/files/a.png');
    await get('/_next/static/chunks/a.js');
    await get('/news', { rsc: '1' });
    await get('/news?_rsc=abc');
    expect(direct).toEqual(['/api/web/get_site_list', '/api/files/a.png', '/_next/static/chunks/a.js', '/news', '/news?_rsc=abc']);
    expect(renders).toEqual([]);
  });

  it('limits sign-in calls: within the limit the call reaches Next.js whole, past it 429 in the call language without reaching it', async () => {
    // A different account each time: an account's own failures back it off sooner (the next test).
    const body = (password: string) =>
      JSON.stringify({ username: `user-${password}`, password, verify_key: 'k', verify_code: 'c', lang: 'en' });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await get('/api/web/login', { 'content-type': 'application/json' }, 'POST', body(`guess-${attempt}`));
      expect(answer.status).toBe(200);
      expect(answer.headers['x-from']).toBe('next');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(directBodies).toEqual(Array.from({ length: 10 }, (_, attempt) => body(`guess-${attempt}`)));
    const refused = await get('/api/web/./%6Cogin#x', { 'content-type': 'application/json' }, 'POST', body('guess-11'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(refused.body.toString())).toEqual({
      code: 0,
      msg: `Too many attempts. Please try again in ${refused.headers['retry-after']} seconds.`,
      data: null,
    });
    expect(direct).toHaveLength(10);
    expect(logs.filter((line) => line.includes('over the limit'))).toEqual([
      '[site] web/login: over the limit of 10 per 60 s by address; answered 429',
    ]);
    // Other calls are not limited.
    expect((await get('/api/web/get_site_list', JSON_CALL, 'POST', '{}')).status).toBe(200);
  });

  it('counts every spelling of a call as that call, and passes it on under its one spelling (issue 42, finding 2)', async () => {
    const spellings = [
      '/api/web/./login',
      '/api/web/%2e/login',
      '/api/web/%2E/login',
      '/api/./web/login',
      '/api/x/../web/login',
      '/api/web/login#x',
      '/api/web/%6Cogin',
      '/api/%77eb/login',
      '/api/web/x/%2e%2e/login',
      '/api/web/login',
    ];
    for (const [index, path] of spellings.entries())
      expect((await get(path, JSON_CALL, 'POST', JSON.stringify({ username: `user-${index}`, password: 'b' }))).status).toBe(200);
    expect(direct).toEqual(spellings.map(() => '/api/web/login'));
    expect((await get('/api/web/login', JSON_CALL, 'POST', '{}')).status).toBe(429);
    // Spellings that are no call of the site are refused before the limits, and go nowhere.
    for (const path of ['/api/WEB/login', '/api/web/Login', '/api/web/login/', '/api/web%2Flogin', '/api//web/login'])
      expect([400, 404]).toContain((await get(path, JSON_CALL, 'POST', '{}')).status);
    expect(direct).toHaveLength(spellings.length);
  });

  it("refuses what a browser's page of another site could send, and every call the browser does not make (issue 42, findings 1, 4, 5)", async () => {
    const cases: Array<[string, http.OutgoingHttpHeaders, string, string | Buffer, number]> = [
      ['/api/web/login', { 'content-type': 'text/plain' }, 'POST', '{"username":"a"}', 415],
      ['/api/web/login', { 'content-type': 'application/x-www-form-urlencoded' }, 'POST', 'username=a', 415],
      ['/api/web/login', { ...JSON_CALL, origin: 'https://evil.example' }, 'POST', '{"username":"a"}', 403],
      ['/api/web/login', { ...JSON_CALL, origin: 'null' }, 'POST', '{"username":"a"}', 403],
      ['/api/web/login', JSON_CALL, 'PUT', '{"username":"a"}', 405],
      ['/api/web/login', JSON_CALL, 'PATCH', '{"username":"a"}', 405],
      ['/api/web/login', JSON_CALL, 'DELETE', '{"username":"a"}', 405],
      ['/api/web/login', JSON_CALL, 'GET', '', 405],
      ['/api/web/login', JSON_CALL, 'POST', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"username":"a"}')]), 400],
      ['/api/web/login', JSON_CALL, 'POST', '[1]', 400],
      ['/api/web/subscribe_alerts', JSON_CALL, 'POST', '{"email":"victim@example.com"}', 404],
      ['/api/web/submit_sample_request', JSON_CALL, 'POST', '{}', 404],
      ['/api/web/get_info', JSON_CALL, 'POST', '{}', 404],
      ['/api/files/a.png', JSON_CALL, 'POST', '{}', 405],
    ];
    for (const [path, headers, method, body, status] of cases) {
      const answer = await get(path, headers, method, body as string).catch((error: Error) => {
        throw new Error(`${method} ${path}: ${error.message}`);
      });
      expect([path, method, answer.status]).toEqual([path, method, status]);
      expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 0, data: null });
    }
    expect((await get('/api/web/login', JSON_CALL, 'PUT', '{}')).headers.allow).toBe('POST');
    // In the language of the page the call came from.
    const english = await get('/api/web/login', { 'content-type': 'text/plain', referer: `${base}/en/login` }, 'POST', '{}');
    expect(JSON.parse(english.body.toString()).msg).toBe('The request must be JSON (Content-Type: application/json)');
    expect(direct).toEqual([]);
    // This site's own origin, or none, is taken.
    const host = base.replace('http://', '');
    expect((await get('/api/web/get_site_list', { ...JSON_CALL, origin: base, host }, 'POST', '{}')).status).toBe(200);
  });

  it('passes on the object the limits read, so a key given twice is read the same on both sides (issue 42, finding 4)', async () => {
    await get('/api/web/login', JSON_CALL, 'POST', '{"username":"decoy","password":"x","username":"investor"}');
    expect(directBodies).toEqual(['{"username":"investor","password":"x"}']);
  });

  it('backs an account off after failed passwords from any address, counts no captcha failure, and a success clears it (issue 42, finding 10)', async () => {
    const attempt = (password: string, verify_code = 'ok') =>
      get('/api/web/login', JSON_CALL, 'POST', JSON.stringify({ username: 'Investor', password, verify_code, lang: 'en' }));
    for (let failure = 0; failure < 8; failure += 1) expect((await attempt('wrong', 'wrong')).status).toBe(200);
    // Captcha failures: no backoff.
    expect((await attempt('right')).status).toBe(200);
    site.close();
    site = await startSiteServer(
      {
        ...siteParts(),
        config: () => config,
        answers,
        now: () => clock,
        logger,
        renderMarginMs: 200,
      },
      { port: 0, hostname: '127.0.0.1' },
    );
    base = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
    for (let failure = 0; failure < 6; failure += 1) expect((await attempt(`guess-${failure}`)).status).toBe(200);
    const held = await attempt('right');
    expect(held.status).toBe(429);
    const wait = Number(held.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);
    expect(JSON.parse(held.body.toString()).msg).toBe(`Too many attempts. Please try again in ${wait} seconds.`);
  });

  it("tells a form's server action the visitor's address, never one the visitor wrote, and counts its sample requests by address and by recipient", async () => {
    await get('/samples?part=X', { [CLIENT_ADDRESS_HEADER]: '203.0.113.9', 'next-action': 'abc' }, 'POST', 'form');
    expect(seenHeaders.at(-1)?.[CLIENT_ADDRESS_HEADER]).toBe('127.0.0.1');
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(await consumeFormLimit('web/submit_sample_request', '127.0.0.1', `buyer-${attempt}@example.com`)).toEqual({ allowed: true });
    expect(await consumeFormLimit('web/submit_sample_request', '127.0.0.1')).toMatchObject({ allowed: false });
    // Another address has its own count; one recipient is counted over every address.
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(await consumeFormLimit('web/submit_sample_request', `198.51.100.${attempt}`, 'victim@example.com')).toEqual({ allowed: true });
    expect(await consumeFormLimit('web/submit_sample_request', '198.51.100.9', 'victim@example.com')).toMatchObject({ allowed: false });
  });

  it('counts each view of a page that draws a captcha as a captcha, and refuses views past the limit (issue 42, finding 8)', async () => {
    // Each view is the visitor's own (its captcha): rendered every time, never kept.
    for (const path of ['/investor/qa/ask', '/en/investor/alerts', '/en/privacy/request']) scenes[path] = { report: { personal: true } };
    for (let view = 0; view < 30; view += 1)
      expect((await get(view % 2 ? '/investor/qa/ask?captcha=text' : '/en/investor/alerts')).status).toBe(200);
    expect(renders).toHaveLength(30);
    const refused = await get('/en/privacy/request');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.toString()).toContain(`Too many attempts. Please try again in ${refused.headers['retry-after']} seconds.`);
    // The captcha calls share the count: the browser's own captcha is refused too; other pages are not.
    expect((await get('/api/web/generate_verify', JSON_CALL, 'POST', '{}')).status).toBe(429);
    expect((await get('/about')).status).toBe(200);
    expect(renders).toHaveLength(31);
  });

  it('refuses a form posted to a page from another site (403) or past the bound (413), plainly, before Next.js (issue 42)', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', 'next-action': 'abc' };
    const foreign = await get('/en/investor/alerts', { ...form, origin: 'https://evil.example' }, 'POST', 'email=a');
    expect(foreign.status).toBe(403);
    expect(foreign.body.toString()).toBe('Requests from other sites are not accepted');
    const huge = await get('/samples', { ...form, 'content-length': String(3 * 1024 * 1024) }, 'POST', 'x'.repeat(3 * 1024 * 1024));
    expect(huge.status).toBe(413);
    expect(huge.body.toString()).toBe('请求体过大');
    expect(direct).toEqual([]);
    // From this site, or from a client that names no origin (a mail client's one-click POST): passed on whole.
    const host = base.replace('http://', '');
    expect((await get('/samples', { ...form, origin: base, host }, 'POST', 'email=a')).status).toBe(200);
    expect((await get('/investor/alerts/unsubscribe/one-click?token=abcdefgh', form, 'POST', 'List-Unsubscribe=One-Click')).status).toBe(
      200,
    );
    expect(direct).toEqual(['/samples', '/investor/alerts/unsubscribe/one-click?token=abcdefgh']);
    expect(directBodies).toEqual(['email=a', 'List-Unsubscribe=One-Click']);
  });

  it('bounds the renders of addresses with a query one visitor may make, never the pages without one (issue 42, finding 7)', async () => {
    for (let view = 0; view < 120; view += 1) expect((await get(`/news?page=${view + 1}`)).status).toBe(200);
    const refused = await get('/en/news?page=999');
    expect(refused.status).toBe(429);
    expect(refused.body.toString()).toContain('Too many attempts.');
    expect(renders).toHaveLength(120);
    // A kept copy is still served, and the site's own pages are rendered as ever.
    expect((await get('/news?page=1')).status).toBe(200);
    expect((await get('/about')).status).toBe(200);
    expect(renders).toHaveLength(121);
  });

  it('tells page requests from the rest', () => {
    const req = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, url, headers });
    expect(isPageRequest(req('GET', '/'))).toBe(true);
    expect(isPageRequest(req('HEAD', '/product?category=3'))).toBe(true);
    expect(isPageRequest(req('POST', '/'))).toBe(false);
    expect(isPageRequest(req('GET', '/api/files/a.png'))).toBe(false);
    expect(isPageRequest(req('GET', '/api'))).toBe(false);
    expect(isPageRequest(req('GET', '/_next/static/x.js'))).toBe(false);
    expect(isPageRequest(req('GET', '/news', { 'next-router-prefetch': '1' }))).toBe(false);
    expect(isPageRequest(req('GET', '//evil.example/'))).toBe(false);
  });
});

describe('on-demand revalidation', () => {
  it('expires the pages of a content tag at once, and no others', async () => {
    scenes['/'] = { report: { tags: ['site', 'news', 'product'] } };
    scenes['/news/detail/1'] = { report: { tags: ['site', 'news'] } };
    scenes['/product'] = { report: { tags: ['site', 'product'] } };
    for (const path of ['/', '/news/detail/1', '/product']) await get(path);

    answers.set('news-list', { list: [] }, 'x'.repeat(10), clock, ['news']);
    answers.set('product-list', { list: [] }, 'x'.repeat(10), clock, ['product']);

    const answer = await revalidate({ tags: ['news'] });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ code: 1, msg: 'ok', data: { expired: 2, expiredAnswers: 1 } });
    expect((await get('/')).headers[CACHE_STATE_HEADER]).toBe('MISS');
    expect((await get('/news/detail/1')).headers[CACHE_STATE_HEADER]).toBe('MISS');
    expect((await get('/product')).headers[CACHE_STATE_HEADER]).toBe('HIT');
    // The backend answers behind those pages are due too, or the new renders would show the same data.
    expect(answers.isExpired(answers.get('news-list')!)).toBe(true);
    expect(answers.isExpired(answers.get('product-list')!)).toBe(false);
    expect(logs).toContain('[site] revalidate tag news: 2 cached page(s) and 1 backend answer(s) expired');
  });

  it('expires by path, every query of it, and the answers of the content those pages showed', async () => {
    scenes['/news'] = { report: { tags: ['news'] } };
    scenes['/about'] = { report: { tags: ['page'] } };
    await get('/news?page=2');
    await get('/about');
    answers.set('news-list', { list: [] }, 'x'.repeat(10), clock, ['news']);
    answers.set('about-page', {}, 'x'.repeat(10), clock, ['page']);
    expect(JSON.parse((await revalidate({ paths: ['/news'] })).body.toString()).data).toEqual({ expired: 1, expiredAnswers: 1 });
    expect(answers.isExpired(answers.get('news-list')!)).toBe(true);
    expect(answers.isExpired(answers.get('about-page')!)).toBe(false);
    expect((await get('/news?page=2')).headers[CACHE_STATE_HEADER]).toBe('MISS');
    expect((await get('/about')).headers[CACHE_STATE_HEADER]).toBe('HIT');
  });

  it('expires a page in both languages, by tag and by the path of either language', async () => {
    for (const path of ['/news', '/en/news', '/about', '/en/about'])
      scenes[path] = { report: { tags: [path.endsWith('news') ? 'news' : 'page'] } };
    for (const path of ['/news', '/en/news', '/about', '/en/about']) await get(path);
    expect(JSON.parse((await revalidate({ tags: ['news'] })).body.toString()).data.expired).toBe(2);
    expect(JSON.parse((await revalidate({ paths: ['/en/about'] })).body.toString()).data.expired).toBe(2);
    for (const path of ['/news', '/en/news', '/about', '/en/about']) expect((await get(path)).headers[CACHE_STATE_HEADER]).toBe('MISS');
  });

  it('keeps the expired copy as the stand-in if the backend fails on the next view', async () => {
    scenes['/news'] = { report: { tags: ['news'] } };
    await get('/news');
    await revalidate({ tags: ['news'] });
    scenes['/news'] = { report: { unavailable: true } };
    expect((await get('/news')).headers[CACHE_STATE_HEADER]).toBe('STALE');
  });

  it('refuses without the secret, with a wrong one, with a bad body, and when no secret is configured', async () => {
    expect((await revalidate({ tags: ['news'] }, '')).status).toBe(401);
    expect((await revalidate({ tags: ['news'] }, 'Bearer wrong-secret-wrong-secret')).status).toBe(401);
    expect((await revalidate({ tags: ['nonsense'] })).status).toBe(400);
    expect((await revalidate({})).status).toBe(400);
    expect((await get('/_site/revalidate', { authorization: `Bearer ${SECRET}` }, 'POST', 'not json')).status).toBe(400);
    expect((await get('/_site/revalidate', { authorization: `Bearer ${SECRET}` }, 'POST', 'x'.repeat(20_000))).status).toBe(413);
    expect((await get('/_site/revalidate')).status).toBe(405);
    config = { ...config, revalidateSecret: undefined };
    expect((await revalidate({ tags: ['news'] })).status).toBe(404);
  });

  it('parses requests and compares secrets strictly', () => {
    expect(parseRevalidateRequest({ tags: ['news', 'site'] })).toEqual({ tags: ['news', 'site'], paths: [] });
    expect(parseRevalidateRequest({ paths: ['news'] })).toEqual(expect.any(String));
    expect(parseRevalidateRequest([])).toEqual(expect.any(String));
    expect(bearerMatches(`Bearer ${SECRET}`, SECRET)).toBe(true);
    expect(bearerMatches(`bearer ${SECRET}`, SECRET)).toBe(true);
    expect(bearerMatches(`Bearer ${SECRET}x`, SECRET)).toBe(false);
    expect(bearerMatches(SECRET, SECRET)).toBe(false);
    expect(bearerMatches(undefined, SECRET)).toBe(false);
  });
});

describe('operations', () => {
  it('answers live and ready cheaply, without Next.js or the backend; GET and HEAD only', async () => {
    for (const path of ['/_site/live', '/_site/ready']) {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect((await get(path, {}, 'HEAD')).status).toBe(200);
      expect((await get(path, {}, 'POST')).status).toBe(405);
    }
    expect(JSON.parse((await get('/_site/ready')).body.toString())).toEqual({ status: 'ready' });
    expect(renders).toEqual([]);
    expect(direct).toEqual([]);
  });

  it('is not ready while its configuration is invalid', async () => {
    const failing = await startSiteServer(
      {
        ...siteParts(),
        config: () => {
          throw new Error('Invalid configuration:\n  - BACKEND_URL must be …');
        },
        answers,
        now: () => clock,
        logger,
      },
      { port: 0, hostname: '127.0.0.1' },
    );
    const port = (failing.server.address() as AddressInfo).port;
    const answer = await fetch(`http://127.0.0.1:${port}/_site/ready`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ status: 'unready', reason: 'configuration: Invalid configuration:' });
    expect((await fetch(`http://127.0.0.1:${port}/_site/live`)).status).toBe(200);
    await failing.close();
  });

  it('drains: ready turns 503, a slow render in flight finishes, then the server stops listening', async () => {
    scenes['/slow'] = { delayMs: 400 };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    const viaAgent = (path: string) =>
      new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
        http
          .get(`${base}${path}`, { agent }, (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }));
          })
          .on('error', reject);
      });
    // Two connections open: one for the slow page, one kept alive to ask `ready` during the drain.
    await Promise.all([viaAgent('/_site/ready'), viaAgent('/_site/live')]);
    const slow = viaAgent('/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const drained = site.drain({ delayMs: 200, timeoutMs: 5000 });
    const ready = await viaAgent('/_site/ready');
    expect(ready.status).toBe(503);
    expect(ready.connection).toBe('close');
    expect(JSON.parse(ready.body)).toEqual({ status: 'unready', reason: 'draining' });
    expect((await slow).status).toBe(200);
    await expect(drained).resolves.toEqual({ cutOff: 0 });
    await expect(fetch(`${base}/_site/live`)).rejects.toThrow();
    expect(logs.some((line) => line.startsWith('[site] draining'))).toBe(true);
    agent.destroy();
  });

  it('cuts off what is still in flight at the limit, and ends all the same', async () => {
    scenes['/stuck'] = { delayMs: 1500 };
    const stuck = get('/stuck').catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await expect(site.drain({ timeoutMs: 300 })).resolves.toEqual({ cutOff: 1 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(String(await stuck)).toMatch(/socket hang up|ECONNRESET/);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the stand-in render's own timer
  });

  it('logs one JSON line per request: id, method, path without the query, status, duration, cache state', async () => {
    await get('/news?page=2&token=secret-value', { 'x-request-id': 'edge-42', cookie: 'token=abc' });
    const line = entries.find((entry) => entry.msg === 'request' && entry.path === '/news')!;
    expect(line).toMatchObject({ level: 'info', reqId: 'edge-42', method: 'GET', path: '/news', status: 200, cache: 'MISS' });
    expect(typeof line.ms).toBe('number');
    expect(typeof line.time).toBe('string');
    expect(JSON.stringify(entries)).not.toMatch(/secret-value|token=abc/);
    // A plain id from the proxy in front is kept and returned; anything else is replaced.
    expect((await get('/_site/live', { 'x-request-id': 'edge-42' })).headers['x-request-id']).toBe('edge-42');
    expect((await get('/_site/live', { 'x-request-id': 'bad id; with spaces' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
