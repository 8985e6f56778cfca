/**
 * The demo backend as a standalone HTTP server (npm run demo-backend), so the site can be pointed at it with
 * BACKEND_URL and tests exercise the real forwarding path. Loopback only unless HOST says otherwise.
 */
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { handleDemoRequest } from './backend';
import { peekCaptcha } from './captcha';

const port = Number(process.env.DEMO_BACKEND_PORT ?? process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`DEMO_BACKEND_PORT must be a port number between 1 and 65535 (got ${JSON.stringify(process.env.DEMO_BACKEND_PORT)})`);
  process.exit(1);
}

/** DEMO_BACKEND_LOG=1 prints one line per request: handy to count backend calls per page view. */
const logRequests = process.env.DEMO_BACKEND_LOG === '1';

/**
 * DEMO_TEST_HOOKS=1 (end-to-end tests only) adds GET /__test/captcha?key=… answering the code behind a
 * captcha key, as a person would read it off the image. Never on by default.
 */
const testHooks = process.env.DEMO_TEST_HOOKS === '1';

const server = createServer(async (req, res) => {
  if (logRequests) console.log(`${req.method} ${req.url}`);
  if (testHooks && req.url?.startsWith('/__test/captcha?')) {
    const key = new URL(req.url, 'http://demo.test').searchParams.get('key') ?? '';
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end(peekCaptcha(key) ?? '');
    return;
  }
  try {
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(`http://${host}:${port}${req.url ?? '/'}`, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([name, value]) =>
        value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, item]),
      ),
      body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
      duplex: 'half',
    } as RequestInit);
    const response = await handleDemoRequest(request);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
  } catch (error) {
    console.error(`[demo-backend] ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 0, msg: '服务器内部错误', data: null }));
  }
});

server.listen(port, host, () => console.log(`demo backend listening on http://${host}:${port}/api/`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
