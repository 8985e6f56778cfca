/**
 * How fast the compiled site server starts and how much memory it takes (for `npm run load`): a few starts
 * of `node dist/server/start.cjs` on the embedded demo backend, each timed from spawn to `/_site/ready`, its
 * RSS when idle and after four page views. Linux /proc for the memory.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { HOST, waitUntil } from './topology';

export type StartupFigures = { readyMs: number[]; rssIdleMb: number[]; rssAfterPagesMb: number[] };

const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

export async function startupFigures(port: number, starts = 3): Promise<StartupFigures> {
  const figures: StartupFigures = { readyMs: [], rssIdleMb: [], rssAfterPagesMb: [] };
  for (let start = 0; start < starts; start += 1) {
    const began = performance.now();
    const child = spawn(process.execPath, ['dist/server/start.cjs'], { env: { ...process.env, PORT: String(port), HOSTNAME_BIND: HOST, BACKEND_URL: '', LOG_LEVEL: 'warn' }, stdio: 'ignore' });
    try {
      await waitUntil(async () => (await fetch(`http://${HOST}:${port}/_site/ready`).catch(() => null))?.ok === true, 'the site to start', 30_000);
      figures.readyMs.push(Math.round(performance.now() - began));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      figures.rssIdleMb.push(rssMb(child.pid!));
      for (const page of ['/', '/product', '/news', '/en/about']) await fetch(`http://${HOST}:${port}${page}`).then((response) => response.arrayBuffer());
      figures.rssAfterPagesMb.push(rssMb(child.pid!));
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
  }
  return figures;
}
