/**
 * The production topology on one machine, from processes started directly (what deploy/compose.yaml runs in
 * containers): Redis, two or more site instances sharing it, and nginx in front with a shared cache
 * (proxy_cache) and failover between the instances. Used by `npm run topology`, `npm run load` and the
 * end-to-end operations tests; every process is on loopback, on ports given by the caller, with its files in
 * a directory of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { HOST, waitUntil } from './harness';

export { HOST } from './harness';
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file)) ?? 'nginx';

/** Whether something accepts connections on the port. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, HOST, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export type Started = { name: string; child: ChildProcess; port: number; log: string };

/** The processes started here and still running. */
const running = new Set<ChildProcess>();

/**
 * For a script: the processes it started end with it, whether it ends, fails, is interrupted or killed (SIGINT,
 * SIGTERM, SIGHUP), or loses its output (piped into `head`), so that no server is left holding its port.
 */
export function endWithThisProcess(): void {
  process.once('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.once(signal, () => process.exit(128 + (os.constants.signals[signal] ?? 0)));
  for (const stream of [process.stdout, process.stderr])
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(1);
    });
}

/** Starts a process of the topology, its output in `<dir>/<name>.log`. */
export async function startProcess(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  dir: string,
  port: number,
  cwd?: string,
): Promise<Started> {
  // A process left over from an earlier run would answer in its place.
  if (await listening(port)) throw new Error(`port ${port} is taken: is a ${name} of an earlier run still running?`);
  mkdirSync(dir, { recursive: true });
  const log = path.join(dir, `${name}.log`);
  const out = openSync(log, 'a');
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return { name, child, port, log };
}
const start = startProcess;

/** Redis for the instances: no persistence, loopback only. */
export async function startRedis(port: number, dir: string): Promise<Started> {
  const redis = await start(
    'redis',
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      HOST,
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory',
      '256mb',
      '--maxmemory-policy',
      'allkeys-lru',
    ],
    {},
    dir,
    port,
  );
  await waitUntil(() => listening(port), `redis-server on ${port}`);
  return redis;
}

/** A site instance as `npm start` runs it (the compiled server), ready when `/_site/ready` says so. */
export async function startInstance(
  name: string,
  port: number,
  env: Record<string, string>,
  dir: string,
  nodeFlags: string[] = [],
): Promise<Started> {
  const instance = await start(
    name,
    process.execPath,
    [...nodeFlags, 'dist/server/start.cjs'],
    { PORT: String(port), HOSTNAME_BIND: HOST, SHUTDOWN_DELAY_SECONDS: '1', ...env },
    dir,
    port,
  );
  await waitUntil(async () => {
    if (instance.child.exitCode !== null) throw new Error(`${name} exited with ${instance.child.exitCode}; see ${instance.log}`);
    try {
      return (await fetch(`http://${HOST}:${port}/_site/ready`, { signal: AbortSignal.timeout(10_000) })).ok;
    } catch {
      return false;
    }
  }, `${name} on ${port}`);
  return instance;
}

/**
 * nginx in front of the instances: a shared cache honouring the pages' Cache-Control (s-maxage,
 * stale-while-revalidate, stale-if-error) and Vary (so an RSC answer never stands for a page), failover to
 * the next instance when one refuses or fails, the request id passed on. The same rules as
 * deploy/nginx.conf, with paths and ports of a test run.
 */
/**
 * nginx's own limit on the calls a visitor repeats to guess or flood (the instances limit them too, per
 * address and per account: lib/server/rate-limit.ts), answered with the site's JSON envelope. The same
 * lines as deploy/nginx.conf (scripts/support/topology.test.ts compares them).
 */
export const NGINX_LIMIT_ZONE = `limit_req_zone $binary_remote_addr zone=calls:10m rate=30r/m;
  limit_req_status 429;`;
/** The operators' routes (revalidation, health, metrics) are not for the public door (the same line as deploy/nginx.conf). */
export const NGINX_OPERATIONS_CLOSED = 'location /_site/ { deny all; }';

export const NGINX_LIMITED_LOCATION = `location ~* ^/api/web/(login|generate_verify|submit_message)$ {
      limit_req zone=calls burst=30 nodelay;
      error_page 429 = @too_many;`;
export const NGINX_TOO_MANY = `location @too_many {
      default_type application/json;
      add_header Retry-After 60 always;
      return 429 '{"code":0,"msg":"尝试次数过多，请稍后再试。Too many attempts. Please try again later.","data":null}';
    }`;

export function nginxConfig({
  listen,
  upstreams,
  dir,
  passListen,
}: {
  listen: number;
  upstreams: number[];
  dir: string;
  passListen?: number;
}): string {
  const proxy = `proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;`;
  // Without the cache: every request reaches an instance (the load measures the instances, not nginx).
  const pass = passListen
    ? `  server {
    listen ${HOST}:${passListen};
    location / {
      ${proxy}
    }
  }
`
    : '';
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy-temp;
  fastcgi_temp_path ${dir}/fastcgi-temp;
  uwsgi_temp_path ${dir}/uwsgi-temp;
  scgi_temp_path ${dir}/scgi-temp;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=site:10m max_size=256m inactive=1d use_temp_path=off;
  ${NGINX_LIMIT_ZONE}
  upstream site {
${upstreams.map((port) => `    server ${HOST}:${port} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen ${HOST}:${listen};
    ${NGINX_LIMITED_LOCATION}
      ${proxy}
    }
    ${NGINX_TOO_MANY}
    location / {
      ${proxy}
      proxy_cache site;
      proxy_cache_key $scheme$http_host$request_uri;
      proxy_cache_lock on;
      proxy_cache_background_update on;
      proxy_cache_revalidate on;
      proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
      add_header X-Cache-Status $upstream_cache_status always;
    }
    ${NGINX_OPERATIONS_CLOSED}
  }
${pass}}
`;
}

export async function startNginx(listen: number, upstreams: number[], dir: string, passListen?: number): Promise<Started> {
  mkdirSync(dir, { recursive: true });
  // nginx's workers run as another user when the master is root (its `user` directive): they must reach the cache.
  chmodSync(dir, 0o755);
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, nginxConfig({ listen, upstreams, dir, passListen }));
  const nginx = await start('nginx', NGINX, ['-c', file, '-p', dir, '-e', path.join(dir, 'nginx-error.log')], {}, dir, listen);
  await waitUntil(async () => {
    if (nginx.child.exitCode !== null) throw new Error(`nginx exited with ${nginx.child.exitCode}; see ${dir}/nginx-error.log`);
    return listening(listen);
  }, `nginx on ${listen}`);
  return nginx;
}

/** Stops a process (SIGTERM: an instance drains) and resolves with its exit code once it is gone. */
export function stop(started: Started, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return Promise.resolve(started.child.exitCode);
  return new Promise((resolve) => {
    started.child.once('exit', (code) => resolve(code));
    started.child.kill(signal);
  });
}
