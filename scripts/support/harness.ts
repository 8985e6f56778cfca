/**
 * Shared by the load and bench scripts: child servers with their output in reports/<prefix>-<name>.log,
 * stopped together; waiting for a server to answer; the machine a figure was measured on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const HOST = '127.0.0.1';

/** The compiled site server (`npm run build`). */
export const SERVER_ENTRY = 'dist/server/start.cjs';

export function createHarness(logPrefix: string) {
  const children: ChildProcess[] = [];
  const closers: Array<() => void> = [];

  function start(name: string, command: string[], env: Record<string, string> = {}, cwd = process.cwd()): ChildProcess {
    mkdirSync('reports', { recursive: true });
    const log = openSync(`reports/${logPrefix}-${name}.log`, 'w');
    const child = spawn(command[0]!, command.slice(1), { cwd, env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
    children.push(child);
    return child;
  }

  /**
   * The site as `npm start` runs it (dist/server/start.cjs, compiled by `npm run build`), with extra node
   * flags and environment; `cwd` another built checkout of the site (the bench's "before").
   */
  function startSite(name: string, port: number, env: Record<string, string>, nodeFlags: string[] = [], cwd = process.cwd()): ChildProcess {
    return start(
      name,
      [process.execPath, ...nodeFlags, SERVER_ENTRY],
      {
        PORT: String(port),
        HOSTNAME_BIND: HOST,
        SITE_URL: `http://${HOST}:${port}`,
        ...env,
      },
      cwd,
    );
  }

  /**
   * One CPU-bound process (a loop in a node of its own) beside the measures, for issue 48's "still held with one
   * CPU-bound process beside": the same other work on the machine on any day. Stopped with the rest.
   */
  function startCpuBound(name = 'cpu-bound'): ChildProcess {
    return start(name, [process.execPath, '-e', 'for (;;) {}']);
  }

  function onCleanUp(close: () => void) {
    closers.push(close);
  }

  function cleanUp() {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    for (const close of closers) close();
  }

  // Stopped by a signal (Ctrl-C, a `kill`), the script stops its servers first: they outlived it, on its ports.
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      cleanUp();
      process.exit(code);
    });
  }

  /** Whatever happens, the script ends. */
  function deadline(seconds: number, name: string) {
    setTimeout(() => {
      console.error(`${name}: took too long, stopping`);
      cleanUp();
      process.exit(1);
    }, seconds * 1000).unref();
  }

  return { start, startSite, startCpuBound, onCleanUp, cleanUp, deadline };
}

/** Resolves once `check` holds (asked every 50 ms); throws after `timeoutMs`. */
export async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

/** Resolves once `url` answers without a server error. */
export function waitFor(url: string) {
  return waitUntil(async () => ((await fetch(url).catch(() => null))?.status ?? 500) < 500, `${url} coming up`);
}

export function requireBuild(dir = process.cwd()) {
  if (!existsSync(path.join(dir, '.next', 'BUILD_ID')) || !existsSync(path.join(dir, SERVER_ENTRY)))
    throw new Error(`No production build found in ${dir}: run \`npm run build\` there first.`);
}

export function machine(): string {
  return `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export const TSX = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');

/** The figures of an autocannon run that the load reports show. */
export type LoadFigures = {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};

export function loadFigures(result: {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}): LoadFigures {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
