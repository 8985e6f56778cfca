/**
 * Another backend that speaks the contract, for tests only: different company values than the demo, one
 * file of its own, and a control endpoint to make a call fail (envelope code or HTTP status) on demand.
 * Calls it does not override are answered by the demo backend's handler.
 */
import { createServer } from 'node:http';
import { handleDemoRequest } from '../../demo/backend';
import { settings, siteInfo } from '../../demo/content/site';

export const ALT_VALUES = {
  stock_name: '测试芯',
  stock_code: '900901',
  call_reception: '010-1234 5678',
  marker: 'alt-backend-marker',
};

type Fault = { code?: number; msg?: string; status?: number };
let faults: Record<string, Fault> = {};

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
    faults = JSON.parse(body.toString() || '{}').faults ?? {};
    res.writeHead(204).end();
    return;
  }
  if (path === '/api/files/alt-bg.svg') {
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'x-backend': ALT_VALUES.marker });
    res.end(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><desc>${ALT_VALUES.marker}</desc></svg>`);
    return;
  }
  if (path === '/api/echo-headers') {
    res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['alt_a=1; Path=/', 'alt_b=2; Path=/'] });
    res.end(JSON.stringify({ headers: req.headers, method: req.method, body: body.toString() }));
    return;
  }

  const call = path.replace(/^\/api\//, '');
  const fault = faults[call];
  if (fault?.status) {
    res.writeHead(fault.status, { 'content-type': 'text/html' }).end('<html>fault</html>');
    return;
  }
  if (fault) {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: fault.code ?? 0, msg: fault.msg ?? '', data: null }));
    return;
  }
  const override = overrides[call];
  if (override && req.method === 'POST') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 1, msg: 'ok', data: override() }));
    return;
  }

  const response = await handleDemoRequest(
    new Request(`http://127.0.0.1:${port}${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
    }),
  );
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(port, '127.0.0.1', () => console.log(`alt backend on http://127.0.0.1:${port}`));
