/**
 * Another backend that speaks the contract, for tests only: different company values than the demo, one
 * file of its own, articles made up on the fly (fresh ids, hostile content), and a control endpoint that
 * makes a call misbehave on demand: the fault matrix of docs/faults.md.
 * Calls it does not override are answered by the demo backend's handler.
 */
import { createServer, type ServerResponse } from 'node:http';
import { handleDemoRequest } from '../../demo/backend';
import { FAILURE_MEMO_MS } from '../../lib/core/cache-policy';
import { settings, siteInfo } from '../../demo/content/site';
import { articleDetail, findArticle } from '../../demo/store';
import { FRESH_ID_FROM, HOSTILE_ID, HOSTILE_TITLE, type Fault } from './alt-faults';

export const ALT_VALUES = {
  stock_name: '测试芯',
  stock_code: '900901',
  call_reception: '010-1234 5678',
  marker: 'alt-backend-marker',
};

function madeUpArticle(id: number): unknown {
  const base = articleDetail(findArticle(201)!);
  if (id !== HOSTILE_ID) return { ...base, id, title: titles[id] ?? `临时新闻 ${id}`, seo_title: '', prev: null, next: null };
  return {
    ...base,
    id,
    title: HOSTILE_TITLE,
    seo_title: '',
    summary: `"><script>window.__xss=3</script>摘要`,
    seo_description: '',
    seo_keywords: `"><meta http-equiv="refresh" content="0;url=https://evil.example">`,
    source: '<b onmouseover="window.__xss=4">来源</b>',
    content: HOSTILE_CONTENT,
    prev: null,
    next: null,
  };
}

/** Rendered into the hostile article: none of it may run, style the page or leave the site unmarked. */
const HOSTILE_CONTENT = [
  '<p id="hostile-start">正文开始</p>',
  '<script>window.__xss=10</script>',
  '<img src="x" onerror="window.__xss=11">',
  '<svg><script>window.__xss=12</script></svg>',
  '<svg onload="window.__xss=13"></svg>',
  '<a id="js-link" href="javascript:window.__xss=14">点我</a>',
  '<a id="data-link" href="data:text/html,<script>window.__xss=15</script>">数据</a>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe src="javascript:window.__xss=16"></iframe>',
  '<div style="background:url(javascript:window.__xss=17);position:fixed;inset:0" id="overlay">遮罩</div>',
  '<style>body{display:none}</style>',
  '<form action="https://evil.example/"><input name="q"><button>提交</button></form>',
  '<object data="data:text/html,x"></object><embed src="x.swf">',
  '<a id="external" href="https://example.com/" target="_blank">外部链接</a>',
  '<p id="hostile-end">正文结束</p>',
  // Last: the unclosed <style> swallows what follows (as the sanitizer drops it with its content).
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=18">',
].join('\n');

/** The misbehaving body for a data-level fault, from the real answer. */
function corrupt(mode: 'missing' | 'wrongtype' | 'empty', data: unknown): unknown {
  if (mode === 'missing') return {};
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return mode === 'empty' ? [] : 'not-a-list';
    if (typeof value === 'string' && mode === 'wrongtype') return 12345;
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, mode === 'empty' && key === 'total' ? 0 : walk(child)]));
    }
    return value;
  };
  return walk(data);
}

let faults: Record<string, Fault | Fault[]> = {};
/** Edited titles of made-up articles (a CMS edit, for the freshness tests). */
let titles: Record<number, string> = {};
/** How many times each call was asked since the last `/__control`. */
let asked: Record<string, number> = {};
/** The `lang` values each call was asked in since the last `/__control` (`-` for none). */
let languages: Record<string, string[]> = {};
/** Answer every call in Chinese, whatever `lang` says: a backend that knows nothing of languages. */
let ignoreLanguage = false;

/**
 * The site does not ask again for a call that failed less than FAILURE_MEMO_MS ago, so a fault switched off
 * right after it failed would still be met by the next view. The switch answers once no faulty answer is
 * open and that memory has run out since the last one closed (when the site read it, or gave up on it).
 */
let faultyOpen = 0;
let lastFaultClosedAt = 0;
/** Beyond the memory: the site records a failure a little after the answer closed here. */
const FORGET_MARGIN_MS = 250;
/** An open faulty answer (slow, stall) closes by the site's budget; past this, the switch answers anyway. */
const OPEN_FAULT_WAIT_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function trackFaulty(res: ServerResponse) {
  faultyOpen += 1;
  res.once('close', () => {
    faultyOpen -= 1;
    lastFaultClosedAt = Date.now();
  });
}

/** Resolves once the site can no longer hold a failure that the faults before the switch caused. */
async function failuresForgotten(): Promise<void> {
  const giveUpAt = Date.now() + OPEN_FAULT_WAIT_MS;
  while (faultyOpen > 0 && Date.now() < giveUpAt) await sleep(20);
  const left = lastFaultClosedAt + FAILURE_MEMO_MS + FORGET_MARGIN_MS - Date.now();
  if (left > 0) await sleep(left);
}

const overrides: Record<string, () => unknown> = {
  'web/get_site_list': () => ({ ...siteInfo, stock_name: ALT_VALUES.stock_name, stock_code: ALT_VALUES.stock_code }),
  'web/get_info': () => ({ ...settings, call_reception: ALT_VALUES.call_reception, footer_bg: 'files/alt-bg.svg' }),
};

const port = Number(process.env.ALT_BACKEND_PORT ?? 4320);

createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const path = (req.url ?? '/').split('?')[0]!;

  if (path === '/__control' && req.method === 'POST') {
    const control = JSON.parse(body.toString() || '{}') as {
      faults?: Record<string, Fault | Fault[]>;
      titles?: Record<number, string>;
      ignoreLanguage?: boolean;
    };
    faults = control.faults ?? {};
    titles = control.titles ?? titles;
    ignoreLanguage = control.ignoreLanguage ?? false;
    asked = {};
    languages = {};
    await failuresForgotten();
    res.writeHead(204).end();
    return;
  }
  if (path === '/__asked') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(asked));
    return;
  }
  if (path === '/__languages') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(languages));
    return;
  }
  if (path === '/api/files/alt-bg.svg') {
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'x-backend': ALT_VALUES.marker });
    res.end(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><desc>${ALT_VALUES.marker}</desc></svg>`);
    return;
  }
  // A hostile or broken backend's answers under /api/ (e2e/hostile-visitor.spec.ts).
  if (path === '/api/files/hostile.html') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', server: 'Apache/2.2.3 (CentOS)', 'x-powered-by': 'PHP/5.4.16' });
    res.end(
      '<!doctype html><title>x</title><form action="https://evil.example/"><input name="q"></form><script>document.title="ran"</script>',
    );
    return;
  }
  if (path === '/api/files/bad-gzip.json') {
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    res.end('{"code":1,"msg":"this body is not gzip"}');
    return;
  }
  if (path.startsWith('/api/files/redirect/')) {
    const targets: Record<string, string> = {
      backslash: '/\\evil.example/',
      'double-backslash': '\\\\evil.example',
      inside: '/api/files/alt-bg.svg',
    };
    res.writeHead(302, { location: targets[path.slice('/api/files/redirect/'.length)] ?? '/' }).end();
    return;
  }
  // A browser call the site forwards (e2e/backends.spec.ts): it echoes what reached the backend.
  if (path === '/api/web/search' && body.toString().includes('"echo_headers":true')) {
    res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['alt_a=1; Path=/', 'alt_b=2; Path=/'] });
    res.end(JSON.stringify({ headers: req.headers, method: req.method, body: body.toString() }));
    return;
  }

  const call = path.replace(/^\/api\//, '');
  if (call.startsWith('web/')) asked[call] = (asked[call] ?? 0) + 1;
  let payload: { id?: unknown; lang?: unknown } = {};
  try {
    payload = JSON.parse(body.toString() || '{}') as typeof payload;
  } catch {
    // the demo handler answers a bad body
  }
  if (call.startsWith('web/'))
    languages[call] = [...new Set([...(languages[call] ?? []), typeof payload.lang === 'string' ? payload.lang : '-'])];
  const { lang: _lang, ...withoutLanguage } = payload;
  const forwarded = ignoreLanguage && req.method === 'POST' ? Buffer.from(JSON.stringify(withoutLanguage)) : body;
  // The first fault of the call that applies to this payload's id (or to any id).
  const fault = [faults[call] ?? []].flat().find((candidate) => candidate.id === undefined || candidate.id === payload.id);
  // Every fault but a good answer of another shape may leave the site remembering a failure.
  if (fault && fault.data === undefined) trackFaulty(res);
  if (fault && fault.data !== undefined) {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 1, msg: 'success', data: fault.data }));
    return;
  }
  if (fault?.status) {
    res.writeHead(fault.status, { 'content-type': 'text/html' }).end('<html>fault</html>');
    return;
  }
  switch (fault?.mode) {
    case 'reset':
      req.socket.destroy();
      return;
    case 'stall':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"code":1,"data":');
      return; // never ends
    case 'html':
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>维护中</title><h1>系统维护中</h1>');
      return;
    case 'malformed':
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":1,"msg":"ok","data":{"stock_name":');
      return;
    case 'envelope':
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}');
      return;
    case 'slow':
      await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 5000));
      break;
    default:
      if (fault && !fault.mode) {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ code: fault.code ?? 0, msg: fault.msg ?? '', data: null }));
        return;
      }
  }

  const override = overrides[call];
  const madeUp = call === 'web/get_article_info_by_id' && typeof payload.id === 'number' && payload.id >= FRESH_ID_FROM;
  if (req.method === 'POST' && (override || madeUp)) {
    const data = madeUp ? madeUpArticle(payload.id as number) : override!();
    const shaped = fault?.mode === 'missing' || fault?.mode === 'wrongtype' || fault?.mode === 'empty' ? corrupt(fault.mode, data) : data;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 1, msg: 'ok', data: shaped }));
    return;
  }

  const response = await handleDemoRequest(
    new Request(`http://127.0.0.1:${port}${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : forwarded,
    }),
  );
  const answer = Buffer.from(await response.arrayBuffer());
  if (fault?.mode === 'missing' || fault?.mode === 'wrongtype' || fault?.mode === 'empty') {
    const envelope = JSON.parse(answer.toString()) as { data: unknown };
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ ...envelope, data: corrupt(fault.mode, envelope.data) }));
    return;
  }
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(answer);
}).listen(port, '127.0.0.1', () => console.log(`alt backend on http://127.0.0.1:${port}`));
