/**
 * `npm run topology`: the production topology of deploy/compose.yaml on this machine, without containers:
 * Redis, two site instances sharing it, nginx with its cache in front (scripts/support/topology.ts), all on
 * loopback. Uses BACKEND_URL if set (else each instance's embedded demo backend). Ctrl+C stops everything
 * (each instance drains first). Needs `npm run build`, redis-server and nginx.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HOST, startInstance, startNginx, startRedis, stop, type Started } from './support/topology';

const PORTS = {
  redis: Number(process.env.TOPOLOGY_REDIS_PORT ?? 6380),
  one: 3001,
  two: 3002,
  nginx: Number(process.env.TOPOLOGY_PORT ?? 8080),
};

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-topology-'));
  const env = {
    BACKEND_URL: process.env.BACKEND_URL ?? '',
    SITE_URL: process.env.SITE_URL ?? `http://${HOST}:${PORTS.nginx}`,
    REDIS_URL: `redis://${HOST}:${PORTS.redis}`,
    // The instances' shared secret: the one given, else one made for this run.
    SITE_SECRET: process.env.SITE_SECRET || randomBytes(24).toString('base64url'),
    TRUST_PROXY_HOPS: '1',
    REVALIDATE_SECRET: process.env.REVALIDATE_SECRET ?? '',
  };
  const started: Started[] = [];
  const stopAll = async () => {
    for (const running of started.reverse()) await stop(running);
  };
  process.once('SIGINT', () => void stopAll().finally(() => process.exit(0)));
  try {
    started.push(await startRedis(PORTS.redis, dir));
    started.push(...(await Promise.all([startInstance('site1', PORTS.one, env, dir), startInstance('site2', PORTS.two, env, dir)])));
    started.push(await startNginx(PORTS.nginx, [PORTS.one, PORTS.two], dir));
  } catch (error) {
    console.error(`topology: ${error instanceof Error ? error.message : String(error)}`);
    await stopAll();
    process.exit(1);
  }
  console.log(
    `topology: nginx http://${HOST}:${PORTS.nginx} → site1 http://${HOST}:${PORTS.one}, site2 http://${HOST}:${PORTS.two} → Redis ${env.REDIS_URL}`,
  );
  console.log(`topology: logs in ${dir}; Ctrl+C stops all`);
}

void main();
