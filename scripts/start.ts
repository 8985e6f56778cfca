/**
 * `npm start`: checks the configuration, says which backend the site will use, then runs `next start`.
 * A wrong value stops here with a message that says what to fix, before any port is taken.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, parseServerConfig } from '../lib/config';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const portText = process.env.PORT ?? '3000';
const port = Number(portText);
if (!/^\d+$/.test(portText) || port < 1 || port > 65535) fail(`Invalid configuration:\n  - PORT must be a port number between 1 and 65535 (got ${JSON.stringify(portText)})`);

try {
  const config = parseServerConfig(process.env);
  console.log(config.backendUrl ? `Backend: ${config.backendUrl}` : 'Backend: embedded demo backend (set BACKEND_URL to use another)');
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

if (!existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))) fail('No production build found: run `npm run build` first.');

const hostname = process.env.HOSTNAME_BIND ?? '0.0.0.0';
const next = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'start', '-p', String(port), '-H', hostname], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => next.kill(signal));
next.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
