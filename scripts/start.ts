/**
 * `npm start`: checks the configuration, says which backend the site will use, then serves the production
 * build through the site's HTTP server (lib/server/site-server.ts: page cache, 503s, response headers) in
 * front of Next.js' request handler. A wrong value stops here with a message that says what to fix, before
 * any port is taken.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, getServerConfig, parseServerConfig } from '../lib/config';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const portText = process.env.PORT ?? '3000';
const port = Number(portText);
if (!/^\d+$/.test(portText) || port < 1 || port > 65535) fail(`Invalid configuration:\n  - PORT must be a port number between 1 and 65535 (got ${JSON.stringify(portText)})`);

try {
  const config = parseServerConfig(process.env);
  if (config.backendUrl) console.log(`Backend: ${config.backendUrl}`);
  else {
    console.log('Backend: embedded demo backend (set BACKEND_URL to use another)');
    console.warn('Warning: no BACKEND_URL, so the site shows the fictional demo company; every page is marked noindex. Set BACKEND_URL in production.');
  }
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

if (!existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))) fail('No production build found: run `npm run build` first.');

const hostname = process.env.HOSTNAME_BIND ?? '0.0.0.0';

async function main() {
  // As `next start` does: the production build runs with NODE_ENV=production.
  (process.env as Record<string, string>).NODE_ENV = 'production';
  const { default: next } = await import('next');
  const { startSiteServer } = await import('../lib/server/site-server');
  // No hostname for Next.js: it only builds its internal URLs from it. The proxy's rewrites (locale routing)
  // come back with a loopback host written as `localhost` (NextURL), and Next.js serves a rewrite in place
  // only when its origin matches the one it built; with `127.0.0.1` there it would proxy it over the network.
  const app = next({ dev: false, dir: process.cwd(), port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const site = await startSiteServer(
    { handle: (req, res) => handle(req, res), config: getServerConfig, memoryProbe: process.env.SITE_MEMORY_PROBE === '1' },
    { port, hostname },
  );
  console.log(`Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void site.close().finally(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
