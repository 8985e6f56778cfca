/**
 * Preloaded by `npm run load` into the site it measures (`node --expose-gc --require …`), never part of the
 * site: answers `GET /` on 127.0.0.1:HEAP_PROBE_PORT with the process's memory after a full garbage
 * collection. Its own listener, so the site's routes stay as production runs them.
 */
const http = require('node:http');

const port = Number(process.env.HEAP_PROBE_PORT);
if (port > 0) {
  const server = http.createServer((req, res) => {
    if (typeof globalThis.gc === 'function') globalThis.gc();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ...process.memoryUsage(), gcExposed: typeof globalThis.gc === 'function' }));
  });
  server.on('error', (error) => process.stderr.write(`heap probe: ${error.message}\n`));
  server.listen(port, '127.0.0.1');
  server.unref();
}
