/**
 * `npm run load`: the site under load, on loopback only, bounded in time (it stops by itself).
 *
 * Two runs of LOAD_SECONDS (default 30) with LOAD_CONNECTIONS (default 50) connections each, over the main
 * pages, a forwarded call and a forwarded file:
 *   1. the site in front of the standalone demo backend;
 *   2. the same build in front of a backend that fails half of the calls (HTTP 500, connection reset,
 *      envelope code 503, HTML instead of JSON, in turn) and answers the other half normally.
 * Prints requests/s, latency p50/p99, errors, non-2xx answers and the server's memory (RSS of the site's
 * process tree) before, at its peak, after, and after a second identical run (flat memory: the second
 * run does not add to it); writes the figures to reports/load.json.
 * Needs a production build (`npm run build`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const HOST = '127.0.0.1';
const PORTS = { backend: 4610, faulty: 4611, site: 3610, siteFaulty: 3611 };
const PAGES = ['/', '/about', '/product', '/product/detail/101', '/investor', '/news', '/news/detail/201', '/contact'];

const children: ChildProcess[] = [];
const servers: Server[] = [];
function cleanUp() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  for (const server of servers) server.close();
}
// Bounded: whatever happens, the script ends.
const deadline = setTimeout(() => {
  console.error('load: took too long, stopping');
  cleanUp();
  process.exit(1);
}, (SECONDS * 4 + 240) * 1000);
deadline.unref();

function start(command: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command[0]!, command.slice(1), { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', () => undefined); // the site logs each failed call in run 2: not needed here
  children.push(child);
  return child;
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** RSS in MB of a process and all its descendants (Linux /proc). */
function treeRssMb(pid: number): number {
  const pids = [pid];
  for (let index = 0; index < pids.length; index += 1) {
    const taskDir = `/proc/${pids[index]}/task`;
    if (!existsSync(taskDir)) continue;
    for (const task of readdirSync(taskDir)) {
      const children = readFileSync(`${taskDir}/${task}/children`, 'utf8').trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    }
  }
  let kb = 0;
  for (const id of pids) {
    const status = existsSync(`/proc/${id}/status`) ? readFileSync(`/proc/${id}/status`, 'utf8') : '';
    kb += Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0);
  }
  return Math.round(kb / 1024);
}

/** A backend in front of the demo backend that fails every other call, in four different ways. */
function faultyBackend(): Promise<void> {
  let count = 0;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const isCall = req.url?.startsWith('/api/web/');
    count += 1;
    if (isCall && count % 2 === 0) {
      switch ((count / 2) % 4) {
        case 0:
          res.writeHead(500, { 'content-type': 'text/html' }).end('<html>500</html>');
          return;
        case 1:
          req.socket.destroy();
          return;
        case 2:
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 503, msg: '服务繁忙', data: null }));
          return;
        default:
          res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><h1>维护中</h1>');
          return;
      }
    }
    const answer = await fetch(`http://${HOST}:${PORTS.backend}${req.url}`, {
      method: req.method,
      headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
    });
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  servers.push(server);
  return new Promise((resolve) => server.listen(PORTS.faulty, HOST, resolve));
}

type RunFigures = {
  run: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  memoryBeforeMb: number;
  memoryPeakMb: number;
  memoryAfterMb: number;
  /** After a second, identical run on the same process: flat memory means this is close to memoryAfterMb. */
  memoryAfterSecondRunMb: number;
};

async function run(name: string, port: number, pid: number): Promise<RunFigures> {
  const base = `http://${HOST}:${port}`;
  // Warm up: every page a few times (the first views compile nothing, but fill the kept answers).
  for (let round = 0; round < 4; round += 1) for (const page of PAGES) await fetch(base + page).then((response) => response.arrayBuffer());
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const memoryBeforeMb = treeRssMb(pid);
  let memoryPeakMb = memoryBeforeMb;
  const sampler = setInterval(() => (memoryPeakMb = Math.max(memoryPeakMb, treeRssMb(pid))), 1000);

  const load = () => autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
    requests: [
      ...PAGES.map((page) => ({ method: 'GET' as const, path: page })),
      { method: 'POST' as const, path: '/api/web/get_site_list', headers: { 'content-type': 'application/json' }, body: '{}' },
      { method: 'GET' as const, path: '/api/files/logo.svg' },
    ],
  });
  const result = await load();
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const memoryAfterMb = treeRssMb(pid);
  // The same again: memory that keeps growing run after run is a leak; memory that settles is the heap
  // V8 grew for the load and keeps.
  await load();
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  return {
    run: name,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    memoryBeforeMb,
    memoryPeakMb,
    memoryAfterMb,
    memoryAfterSecondRunMb: treeRssMb(pid),
  };
}

async function main() {
  if (!existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))) throw new Error('No production build found: run `npm run build` first.');
  const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');
  const next = require.resolve('next/dist/bin/next');
  start([tsx, 'demo/server.ts'], { DEMO_BACKEND_PORT: String(PORTS.backend), DEMO_DATA_DIR: path.join(os.tmpdir(), 'xingyuan-load-data') });
  await faultyBackend();
  const site = (port: number, backend: number) =>
    start([process.execPath, next, 'start', '-p', String(port), '-H', HOST], { BACKEND_URL: `http://${HOST}:${backend}`, SITE_URL: `http://${HOST}:${port}`, NODE_ENV: 'production' });
  const healthy = site(PORTS.site, PORTS.backend);
  const failing = site(PORTS.siteFaulty, PORTS.faulty);
  await waitFor(`http://${HOST}:${PORTS.backend}/api/files/logo.svg`);
  await waitFor(`http://${HOST}:${PORTS.site}/icon.svg`);
  await waitFor(`http://${HOST}:${PORTS.siteFaulty}/icon.svg`);

  console.log(`load: ${CONNECTIONS} connections, ${SECONDS} s per run, ${PAGES.length} pages + 1 forwarded call + 1 forwarded file, loopback`);
  const figures = [await run('healthy backend', PORTS.site, healthy.pid!), await run('backend failing half of the calls', PORTS.siteFaulty, failing.pid!)];
  const alive = [healthy, failing].every((child) => child.exitCode === null);

  console.table(
    Object.fromEntries(
      figures.map((figure) => [
        figure.run,
        {
          'req/s': figure.requestsPerSecond,
          'p50 ms': figure.latencyP50Ms,
          'p99 ms': figure.latencyP99Ms,
          requests: figure.requests,
          errors: figure.errors,
          timeouts: figure.timeouts,
          'non-2xx': figure.non2xx,
          'RSS before MB': figure.memoryBeforeMb,
          'RSS peak MB': figure.memoryPeakMb,
          'RSS after MB': figure.memoryAfterMb,
          'RSS after 2nd run MB': figure.memoryAfterSecondRunMb,
        },
      ]),
    ),
  );
  console.log(alive ? 'load: both servers still running' : 'load: A SERVER EXITED');
  mkdirSync('reports', { recursive: true });
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  writeFileSync('reports/load.json', JSON.stringify({ date: new Date().toISOString(), machine, connections: CONNECTIONS, seconds: SECONDS, figures, serversAlive: alive }, null, 2));
  console.log(`load: ${machine}; figures in reports/load.json`);
  cleanUp();
  if (!alive) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(`load: ${error instanceof Error ? error.message : String(error)}`);
  cleanUp();
  process.exitCode = 1;
});
