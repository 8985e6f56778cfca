/**
 * @jest-environment node
 *
 * Instances sharing one real Redis (Debian's redis-server, started here on a loopback port of its own):
 * pages and answers pass between them, revalidations reach all of them, and Redis down, slow, flushed or
 * back again never fails or stalls a view.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import type { ServerConfig } from '@/lib/core/config';
import { testServerConfig, TEST_REVALIDATE_SECRET } from '@/tests/support/server-config';
import { AnswerStore } from '@/lib/backend/answer-store';
import { createLogger } from '@/lib/core/log';
import { currentRenderReport } from '@/lib/core/render-report';
import { Expiries, tagField } from '@/lib/core/expiries';
import { MAX_EXPIRY_AHEAD_MS, SharedCache, type SharedCacheObserver } from './shared-cache';
import { createSigner } from './shared-signature';
import { encodePage } from './page-codec';
import { createRateLimiter } from './rate-limit';
import { CACHE_STATE_HEADER, startSiteServer, type SiteServer } from './site-server';
import { BROWSER_CALLS, RATE_LIMITS, SITE_PAGES } from '@/features';

jest.setTimeout(30_000);

const REDIS_PORT = 6390 + (process.pid % 500);
const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;
const SECRET = TEST_REVALIDATE_SECRET;
const SITE_SECRET = 'the-instances-shared-secret-0123456789';
let redis: ChildProcess | undefined;

async function startRedis(): Promise<void> {
  redis = spawn('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await pongs()) return;
    await sleep(50);
  }
  throw new Error('redis-server did not start');
}

/** Whether Redis answers PING (a bare socket: no client left behind). */
function pongs(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(REDIS_PORT, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

async function stopRedis(): Promise<void> {
  if (!redis || redis.exitCode !== null) return;
  const exited = new Promise((resolve) => redis!.once('exit', resolve));
  redis.kill('SIGKILL');
  await exited;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Instance = { site: SiteServer; shared: SharedCache; answers: AnswerStore; renders: string[]; logs: string[]; base: string };

const config: ServerConfig = testServerConfig();
const instances: Instance[] = [];

async function instance(buildId = 'build-1', pollMs = 200, observer?: SharedCacheObserver): Promise<Instance> {
  const renders: string[] = [];
  const logs: string[] = [];
  const logger = createLogger({
    destination: { write: (line: string) => void logs.push(String((JSON.parse(line) as { msg: string }).msg)) },
  });
  const shared = new SharedCache({ url: REDIS_URL, buildId, secret: SITE_SECRET, logger, budgetMs: 50, pollMs, observer });
  const expiries = new Expiries();
  const answers = new AnswerStore(1024 * 1024, expiries, {
    get: (key) => shared.getAnswer(key),
    set: (key, answer) => shared.setAnswer(key, answer, 60_000),
  });
  await shared.follow(expiries);
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const report = currentRenderReport();
    if (!report) return void res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    renders.push(req.url ?? '');
    report.calls += 1;
    report.tags.add(req.url?.startsWith('/news') ? 'news' : 'page');
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!DOCTYPE html><title>${req.url}</title><p>${'正文'.repeat(300)}</p>`);
  };
  const limiter = createRateLimiter({ rules: RATE_LIMITS, redis: shared.redis });
  const site = await startSiteServer(
    { handle, pages: SITE_PAGES, browserCalls: BROWSER_CALLS, config: () => config, answers, shared, logger, limiter },
    { port: 0, hostname: '127.0.0.1' },
  );
  const made = { site, shared, answers, renders, logs, base: `http://127.0.0.1:${(site.server.address() as AddressInfo).port}` };
  instances.push(made);
  for (let attempt = 0; attempt < 100 && !shared.up; attempt += 1) await sleep(20);
  return made;
}

/** One request on a connection of its own (none left open when the test ends). */
function request(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

async function view(at: Instance, path: string): Promise<{ status: number; state: string | undefined; ms: number }> {
  const started = Date.now();
  const response = await request(at.base + path);
  return { status: response.status, state: response.headers[CACHE_STATE_HEADER] as string | undefined, ms: Date.now() - started };
}

const revalidate = async (at: Instance, body: unknown) =>
  JSON.parse(
    (
      await request(`${at.base}/_site/revalidate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).body,
  ) as unknown;

beforeEach(startRedis);

afterEach(async () => {
  for (const made of instances.splice(0)) {
    await made.site.close();
    await made.shared.close();
  }
  await stopRedis();
});

describe('instances sharing Redis', () => {
  it('serve a page one of them rendered, without rendering it again', async () => {
    const [a, b] = [await instance(), await instance()];
    expect((await view(a, '/news?page=2')).state).toBe('MISS');
    await sleep(50); // the write is fire-and-forget
    expect(await view(b, '/news?page=2')).toMatchObject({ status: 200, state: 'HIT' });
    expect(b.renders).toEqual([]);
    expect(a.renders).toEqual(['/news?page=2']);
  });

  it('share backend answers, read again through the schema', async () => {
    const [a, b] = [await instance(), await instance()];
    a.answers.set(
      'http://cms.test web/get_info {"lang":"zh"}',
      { stock_code: '1' },
      '{"code":1,"msg":"ok","data":{"stock_code":"1"}}',
      Date.now(),
      ['site'],
    );
    await sleep(50);
    const parse = (text: string) => (JSON.parse(text) as { data: unknown }).data;
    const found = await b.answers.lookup('http://cms.test web/get_info {"lang":"zh"}', parse, () => true);
    expect(found).toMatchObject({ value: { stock_code: '1' }, tags: ['site'] });
    // Kept in B's memory from then on.
    expect(b.answers.get('http://cms.test web/get_info {"lang":"zh"}')?.value).toEqual({ stock_code: '1' });
  });

  it('expire a revalidated page on every instance at once, by message', async () => {
    // No poll within the test: only the message can tell B.
    const [a, b] = [await instance('build-1', 60_000), await instance('build-1', 60_000)];
    await view(a, '/news');
    await sleep(50);
    expect((await view(b, '/news')).state).toBe('HIT');
    const sent = Date.now();
    expect(await revalidate(a, { tags: ['news'] })).toMatchObject({ code: 1, data: { shared: true } });
    // No poll runs within the test (60 s): only the message can tell B, and it does within seconds.
    while ((await view(b, '/news')).state === 'HIT') {
      expect(Date.now() - sent).toBeLessThan(10_000);
      await sleep(10);
    }
  });

  it('expire a revalidated page on every instance within seconds, by message and, when that is lost, by the poll (200 ms here)', async () => {
    const [a, b] = [await instance(), await instance()];
    await view(a, '/news');
    await sleep(50);
    expect((await view(b, '/news')).state).toBe('HIT');

    const sent = Date.now();
    expect(await revalidate(a, { tags: ['news'] })).toMatchObject({ code: 1, data: { shared: true } });
    let spread = 0;
    while ((await view(b, '/news')).state === 'HIT') {
      spread = Date.now() - sent;
      expect(spread).toBeLessThan(5000);
      await sleep(10);
    }

    // A message lost: only the recorded time, as another instance writes it, and no message.
    await view(a, '/about');
    await sleep(50);
    expect((await view(b, '/about')).state).toBe('HIT');
    const lost = Date.now();
    const writer = new Redis(REDIS_URL);
    await writer.hset(
      'site:expiries',
      tagField('page'),
      createSigner(SITE_SECRET).signText(`site:expiries:${tagField('page')}`, String(lost)),
    );
    writer.disconnect();
    while ((await view(b, '/about')).state === 'HIT') {
      expect(Date.now() - lost).toBeLessThan(5000);
      await sleep(20);
    }
    expect(b.renders).toEqual(['/news', '/about']);
  });

  it("tell the metrics Redis's state, and each revalidation of another instance applied, with its lag (issue 47)", async () => {
    const seen = { a: [] as string[], b: [] as string[] };
    const observer = (name: 'a' | 'b'): SharedCacheObserver => ({
      state: (up) => seen[name].push(up ? 'up' : 'down'),
      error: () => seen[name].push('error'),
      applied: (lagMs) => seen[name].push(lagMs >= 0 && lagMs < 10_000 ? 'applied' : `applied after ${lagMs} ms`),
    });
    const [a, b] = [await instance('build-1', 200, observer('a')), await instance('build-1', 200, observer('b'))];
    expect(await revalidate(a, { tags: ['news'] })).toMatchObject({ code: 1, data: { shared: true } });
    for (let waited = 0; waited < 100 && !seen.b.includes('applied'); waited += 1) await sleep(50);
    // Once on B, by message or poll (the other is no news then); never on A, which had it first.
    expect(seen.b.filter((event) => event.startsWith('applied'))).toEqual(['applied']);
    expect(seen.a).toEqual(['up']);
    await stopRedis();
    for (let waited = 0; waited < 100 && !seen.a.includes('down'); waited += 1) await sleep(50);
    expect(seen.a.slice(0, 2)).toEqual(['up', 'down']);
    // Back, for the instances to close as they do.
    await startRedis();
    for (let waited = 0; waited < 100 && !(a.shared.up && b.shared.up); waited += 1) await sleep(50);
  });

  it('keep serving from memory, without stalling, while Redis is down, and use it again when it is back', async () => {
    const [a, b] = [await instance(), await instance()];
    await view(a, '/about');
    await stopRedis();
    await sleep(100);
    // Not waiting for Redis (its connect timeout is 2 s): each view answers well within that, from memory.
    for (const path of ['/about', '/news', '/news']) {
      const answer = await view(a, path);
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeLessThan(1500);
    }
    expect((await view(a, '/news')).state).toBe('HIT'); // its own memory
    expect((await view(b, '/contact')).status).toBe(200);
    expect(a.logs.filter((line) => line.startsWith('[redis] unavailable'))).toHaveLength(1);
    expect(await revalidate(a, { tags: ['page'] })).toMatchObject({ code: 1, data: { shared: false } });

    await startRedis();
    for (let attempt = 0; attempt < 100 && !(a.shared.up && b.shared.up); attempt += 1) await sleep(50);
    expect(a.logs.some((line) => line.startsWith('[redis] connected again'))).toBe(true);
    await view(a, '/investor');
    await sleep(50);
    expect((await view(b, '/investor')).state).toBe('HIT');
  });

  it('count a slow Redis as a miss within the budget, and say so once', async () => {
    const a = await instance();
    await view(a, '/about');
    // Every other client's commands wait for 800 ms.
    const blocker = new Redis(REDIS_URL);
    await blocker.call('CLIENT', 'PAUSE', '800', 'ALL');
    const answer = await view(a, '/news');
    expect(answer.status).toBe(200);
    expect((await view(a, '/contact')).status).toBe(200);
    blocker.disconnect();
    // The cause: the read's budget fired (said once), and the views did not wait out the pause.
    expect(a.logs.filter((line) => line.startsWith('[redis] slow: no answer within 50 ms'))).toHaveLength(1);
    expect(answer.ms).toBeLessThan(2000);
  });

  it('share a revalidation although Redis answers writes slower than the read budget (a busy machine), within its own bound', async () => {
    const [a, b] = [await instance('build-1', 60_000), await instance('build-1', 60_000)];
    await view(a, '/news');
    await sleep(50);
    expect((await view(b, '/news')).state).toBe('HIT');
    // Writes (the record and the message) wait 300 ms: past the 50 ms a read may take, within a revalidation's bound.
    const blocker = new Redis(REDIS_URL);
    try {
      await blocker.call('CLIENT', 'PAUSE', '300', 'WRITE');
      expect(await revalidate(a, { tags: ['news'] })).toMatchObject({ code: 1, data: { shared: true } });
    } finally {
      blocker.disconnect();
    }
    await sleep(100);
    expect((await view(b, '/news')).state).toBe('MISS');
  });

  it('render again after Redis was flushed', async () => {
    const [a, b] = [await instance(), await instance()];
    await view(a, '/about');
    const flusher = new Redis(REDIS_URL);
    await flusher.flushall();
    flusher.disconnect();
    expect(await view(b, '/about')).toMatchObject({ status: 200, state: 'MISS' });
  });

  it("refuse what they did not write: a page without the signature, or another page's copied over", async () => {
    const [a, b] = [await instance(), await instance()];
    await view(a, '/news');
    await sleep(50);
    const writer = new Redis(REDIS_URL);
    const keys = await writer.keys('site:build-1:page:*');
    expect(keys).toHaveLength(1);
    const signed = (await writer.getBuffer(keys[0]!))!;
    // A page of the writer's own, with a script, at the key of /about (the key is the digest of the address).
    const aboutKey = keys[0]!.replace(/[^:]+$/, createHash('sha256').update('http://cms.test /about').digest('base64url'));
    const forged = encodePage({
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      etag: '"x"',
      scriptHashes: [],
      body: Buffer.from('<script>alert(1)</script>'),
      encoded: {},
      setCookies: [],
      path: '/about',
      tags: ['page'],
      renderedAt: Date.now(),
      freshUntil: Date.now() + 86_400_000,
    });
    await writer.set(aboutKey, forged);
    expect(await view(b, '/about')).toMatchObject({ status: 200, state: 'MISS' });
    // /news's signed copy moved to /contact's key does not verify there either.
    const contactKey = keys[0]!.replace(/[^:]+$/, createHash('sha256').update('http://cms.test /contact').digest('base64url'));
    await writer.set(contactKey, signed);
    expect((await view(b, '/contact')).state).toBe('MISS');
    expect(b.renders).toEqual(['/about', '/contact']);
    writer.disconnect();
  });

  it('ignore revalidation times nobody signed, and times far ahead of now', async () => {
    const [a, b] = [await instance(), await instance()];
    await view(a, '/about');
    await sleep(50);
    expect((await view(b, '/about')).state).toBe('HIT');
    const writer = new Redis(REDIS_URL);
    const field = tagField('page');
    // Unsigned: would expire /about on every instance, now and (far in the future) for good.
    await writer.hset('site:expiries', field, String(Date.now() + 10 * 365 * 86_400_000));
    await writer.publish('site:expiries', JSON.stringify([[field, Date.now() + 10 * 365 * 86_400_000]]));
    await sleep(600); // past the poll (200 ms)
    expect((await view(b, '/about')).state).toBe('HIT');
    // Signed but beyond what a clock may be ahead: ignored too.
    await writer.hset(
      'site:expiries',
      field,
      createSigner(SITE_SECRET).signText(`site:expiries:${field}`, String(Date.now() + MAX_EXPIRY_AHEAD_MS + 60_000)),
    );
    await sleep(600);
    expect((await view(b, '/about')).state).toBe('HIT');
    writer.disconnect();
  });

  it('count sign-in attempts together: the limit reached on one instance holds on the other', async () => {
    const [a, b] = [await instance(), await instance()];
    const login = (at: Instance) =>
      request(`${at.base}/api/web/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"username":"investor","password":"x"}',
      });
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await login(attempt % 2 ? a : b)).status).toBe(200);
    const refused = await login(b);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });

  it("keep search pages to each instance's memory: none is written to Redis", async () => {
    const [a, b] = [await instance(), await instance()];
    await view(a, '/search?q=xy6201');
    await view(a, '/en/search?q=ldo');
    await sleep(50);
    const reader = new Redis(REDIS_URL);
    expect(await reader.keys('site:build-1:page:*')).toEqual([]);
    reader.disconnect();
    expect((await view(b, '/search?q=xy6201')).state).toBe('MISS');
  });

  it("never mix two builds' pages", async () => {
    const [old, fresh] = [await instance('build-1'), await instance('build-2')];
    await view(old, '/about');
    await sleep(50);
    expect((await view(fresh, '/about')).state).toBe('MISS');
    expect(fresh.renders).toEqual(['/about']);
  });
});
