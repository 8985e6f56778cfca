/** @jest-environment node */
/**
 * Telling search engines what was published (issue 47 §4), against stand-ins of Baidu's link-push API and of IndexNow
 * that record what they receive, through the site server's own revalidation: a news item's two addresses pushed once;
 * Baidu's quota stopping its pushes until the next day in China; two instances sharing Redis pushing once between them;
 * a failing service retried; and the decisions, pure.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { testServerConfig, TEST_REVALIDATE_SECRET } from '@/tests/support/server-config';
import { currentRenderReport } from '@/lib/core/render-report';
import { createLogger } from '@/lib/core/log';
import { BROWSER_CALLS, RATE_LIMITS, SITE_PAGES } from '@/features';
import { createRateLimiter } from './rate-limit';
import { startSiteServer, type SiteServer } from './site-server';
import { NO_METRICS } from './site-metrics';
import { baiduAnswer, createSearchPush, indexNowAnswer, isIndexable, nextChinaMidnight, pushUrls, type SearchPush } from './search-push';

jest.setTimeout(30_000);

const SITE = 'https://www.xingyuan.example';
const KEY = 'indexnow-key-0123456789';

type Received = { engine: 'baidu' | 'indexnow'; query: URLSearchParams; body: string };
let received: Received[] = [];
/** What Baidu's stand-in answers next (then a success). */
let baiduAnswers: { status: number; body: string }[] = [];
let remain = 5000;
const standIns: http.Server[] = [];
let baiduUrl = '';
let indexNowUrl = '';

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = http.createServer(handler);
  standIns.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => resolve(text));
  });

beforeAll(async () => {
  baiduUrl = `${await listen(async (req, res) => {
    const body = await bodyOf(req);
    const next = baiduAnswers.shift();
    if (next) return void res.writeHead(next.status, { 'content-type': 'application/json' }).end(next.body);
    received.push({ engine: 'baidu', query: new URL(req.url ?? '/', 'http://x').searchParams, body });
    remain -= body.split('\n').length;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: body.split('\n').length, remain }));
  })}/urls`;
  indexNowUrl = `${await listen(async (req, res) => {
    received.push({ engine: 'indexnow', query: new URLSearchParams(), body: await bodyOf(req) });
    res.writeHead(202).end();
  })}/indexnow`;
});

afterAll(async () => {
  for (const server of standIns) await new Promise((resolve) => server.close(resolve));
});

/** Next.js faked: a page, a search page that is not to be indexed, a 404 for what is gone. */
async function fakeNext(req: IncomingMessage, res: ServerResponse) {
  const report = currentRenderReport();
  if (report) report.calls += 1;
  const path = (req.url ?? '/').split('?')[0]!;
  if (path.includes('/gone')) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<!DOCTYPE html><h1>404</h1>');
  const robots = path.includes('/search') ? '<meta name="robots" content="noindex, follow">' : '';
  res
    .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    .end(`<!DOCTYPE html><html><head>${robots}</head><body>${path}</body></html>`);
}

const silent = createLogger({ destination: { write: () => undefined } });
const running: { site: SiteServer; push: SearchPush }[] = [];
let clock = Date.parse('2026-11-23T08:00:00Z');

async function instance(redis?: Redis, embedded = false): Promise<{ site: SiteServer; push: SearchPush; base: string }> {
  // Without BACKEND_URL, the embedded demo backend answers.
  const config = { ...testServerConfig(), ...(embedded ? { backendUrl: undefined } : {}) };
  let base = '';
  const push = createSearchPush({
    site: SITE,
    targets: [
      { engine: 'baidu', token: 'baidu-token', endpoint: baiduUrl },
      { engine: 'indexnow', key: KEY, endpoint: indexNowUrl },
    ],
    redis,
    logger: silent,
    metrics: NO_METRICS,
    now: () => clock,
    gatherMs: 20,
    retryDelay: () => 20,
    indexable: async (path) => {
      const response = await fetch(`${base}${path}`);
      return isIndexable(
        response.status,
        { robots: response.headers.get('x-robots-tag'), contentType: response.headers.get('content-type') },
        await response.text(),
      );
    },
  });
  const site = await startSiteServer(
    {
      handle: fakeNext,
      pages: SITE_PAGES,
      browserCalls: BROWSER_CALLS,
      limiter: createRateLimiter({ rules: RATE_LIMITS }),
      config: () => config,
      logger: silent,
      searchPush: push,
      indexNowKey: KEY,
    },
    { port: 0, hostname: '127.0.0.1' },
  );
  base = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
  running.push({ site, push });
  return { site, push, base };
}

const revalidate = (base: string, body: object) =>
  fetch(`${base}/_site/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_REVALIDATE_SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const urlsOf = (engine: 'baidu' | 'indexnow') =>
  received
    .filter((entry) => entry.engine === engine)
    .flatMap((entry) => (engine === 'baidu' ? entry.body.split('\n') : (JSON.parse(entry.body) as { urlList: string[] }).urlList));

beforeEach(() => {
  received = [];
  baiduAnswers = [];
  remain = 5000;
  clock = Date.parse('2026-11-23T08:00:00Z');
});

afterEach(async () => {
  for (const { site, push } of running.splice(0)) {
    push.close();
    await site.close();
  }
});

describe('pushing what was published', () => {
  it("pushes a news item's two addresses once to each engine, and not again, nor a page not to be indexed, nor one gone", async () => {
    const { push, base } = await instance();
    const answer = await revalidate(base, { tags: ['news'], paths: ['/news/detail/211'] });
    expect(answer.status).toBe(200);
    await push.idle();
    const two = [`${SITE}/news/detail/211`, `${SITE}/en/news/detail/211`];
    expect(urlsOf('baidu').sort()).toEqual(two.sort());
    expect(urlsOf('indexnow').sort()).toEqual(two.sort());
    const baidu = received.find((entry) => entry.engine === 'baidu')!;
    expect([baidu.query.get('site'), baidu.query.get('token')]).toEqual([SITE, 'baidu-token']);
    const indexNow = JSON.parse(received.find((entry) => entry.engine === 'indexnow')!.body) as Record<string, unknown>;
    expect(indexNow).toMatchObject({ host: 'www.xingyuan.example', key: KEY, keyLocation: `${SITE}/${KEY}.txt` });
    // The same publication told again (another instance's CMS job, a retry): nothing more.
    await revalidate(base, { paths: ['/en/news/detail/211'] });
    await revalidate(base, { paths: ['/search', '/news/gone'] });
    await push.idle();
    expect(received).toHaveLength(2);
    // IndexNow checks the key at its file.
    const file = await fetch(`${base}/${KEY}.txt`);
    expect([file.status, await file.text()]).toEqual([200, KEY]);
  });

  it('stops pushing to Baidu when its daily quota is spent, until the next day in China; IndexNow goes on', async () => {
    const { push, base } = await instance();
    baiduAnswers.push({ status: 400, body: '{"error":400,"message":"over quota"}' });
    await revalidate(base, { paths: ['/news/detail/212'] });
    await push.idle();
    await revalidate(base, { paths: ['/news/detail/213'] });
    await push.idle();
    expect(urlsOf('baidu')).toEqual([]);
    expect(urlsOf('indexnow')).toHaveLength(4);
    // 23:59 in China: still the same day.
    clock = Date.parse('2026-11-23T15:59:00Z');
    await revalidate(base, { paths: ['/news/detail/214'] });
    await push.idle();
    expect(urlsOf('baidu')).toEqual([]);
    // Midnight in China: a new day's quota.
    clock = Date.parse('2026-11-23T16:00:01Z');
    await revalidate(base, { paths: ['/news/detail/215'] });
    await push.idle();
    expect(urlsOf('baidu').sort()).toEqual([`${SITE}/en/news/detail/215`, `${SITE}/news/detail/215`]);
  });

  it('also stops when Baidu says none remain today, and tries a failing service again', async () => {
    const { push, base } = await instance();
    baiduAnswers.push({ status: 503, body: '<html>busy</html>' });
    await revalidate(base, { paths: ['/product/detail/101'] });
    await push.idle();
    expect(urlsOf('baidu')).toHaveLength(2);
    remain = 2;
    await revalidate(base, { paths: ['/product/detail/102'] });
    await push.idle();
    expect(urlsOf('baidu')).toHaveLength(4);
    await revalidate(base, { paths: ['/product/detail/103'] });
    await push.idle();
    expect(urlsOf('baidu')).toHaveLength(4);
  });

  it('pushes nothing in front of the embedded demo backend: its company is fictional', async () => {
    const { push, base } = await instance(undefined, true);
    await revalidate(base, { paths: ['/news/detail/217'] });
    await push.idle();
    expect(received).toEqual([]);
  });

  it('pushes once between two instances sharing Redis, both told of the publication', async () => {
    const redisPort = await freePort();
    const server: ChildProcess = spawn(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const clients: Redis[] = [];
    try {
      const connect = async () => {
        const client = new Redis({ port: redisPort, host: '127.0.0.1', maxRetriesPerRequest: 1 });
        clients.push(client);
        for (let tries = 0; tries < 100 && client.status !== 'ready'; tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
        return client;
      };
      const [one, two] = [await instance(await connect()), await instance(await connect())];
      // As the CMS tells each instance of SITE_REVALIDATE_URLS.
      await Promise.all([one, two].map((made) => revalidate(made.base, { tags: ['news'], paths: ['/news/detail/216'] })));
      await Promise.all([one.push.idle(), two.push.idle()]);
      expect(urlsOf('baidu').sort()).toEqual([`${SITE}/en/news/detail/216`, `${SITE}/news/detail/216`]);
      expect(urlsOf('indexnow')).toHaveLength(2);
    } finally {
      for (const client of clients) client.disconnect();
      server.kill('SIGKILL');
    }
  });
});

describe('the decisions (pure)', () => {
  it('pushes page paths in both languages on the site origin, nothing of the API or the build', () => {
    expect(
      pushUrls('https://www.xingyuan.example/', ['/about', '/en/news/detail/9', '/api/files/x.pdf', '/_next/x', '//evil.example']),
    ).toEqual([
      'https://www.xingyuan.example/about',
      'https://www.xingyuan.example/en/about',
      'https://www.xingyuan.example/news/detail/9',
      'https://www.xingyuan.example/en/news/detail/9',
    ]);
  });

  it('takes only a 200 HTML page without noindex, in its header or its meta tag', () => {
    const html = 'text/html; charset=utf-8';
    expect(isIndexable(200, { contentType: html }, '<head></head>')).toBe(true);
    expect(isIndexable(404, { contentType: html }, '')).toBe(false);
    expect(isIndexable(200, { contentType: 'application/json' }, '')).toBe(false);
    expect(isIndexable(200, { contentType: html, robots: 'noindex, nofollow' }, '')).toBe(false);
    expect(isIndexable(200, { contentType: html }, '<meta name="robots" content="noindex"/>')).toBe(false);
  });

  it("reads Baidu's and IndexNow's answers as their documents say", () => {
    expect(baiduAnswer(200, '{"remain":4999,"success":1,"not_same_site":[],"not_valid":[]}')).toEqual({ kind: 'pushed', remain: 4999 });
    expect(baiduAnswer(400, '{"error":400,"message":"over quota"}')).toEqual({ kind: 'quota' });
    expect(baiduAnswer(401, '{"error":401,"message":"token is not valid"}')).toEqual({ kind: 'refused', why: 'token is not valid' });
    expect(baiduAnswer(500, 'oops')).toMatchObject({ kind: 'retry' });
    expect([200, 202].map((status) => indexNowAnswer(status).kind)).toEqual(['pushed', 'pushed']);
    expect([429, 503].map((status) => indexNowAnswer(status).kind)).toEqual(['retry', 'retry']);
    expect([400, 403, 422].map((status) => indexNowAnswer(status).kind)).toEqual(['refused', 'refused', 'refused']);
  });

  it('knows when the next day begins in China', () => {
    expect(new Date(nextChinaMidnight(Date.parse('2026-11-23T08:00:00Z'))).toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(new Date(nextChinaMidnight(Date.parse('2026-11-23T16:00:00Z'))).toISOString()).toBe('2026-11-24T16:00:00.000Z');
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
