/**
 * How fast the compiled site server starts and how much memory it takes (for `npm run load`): a few starts
 * of the site as `npm start` runs it (./topology.ts) on the embedded demo backend, each timed from spawn to
 * `/_site/ready`, its RSS when idle and after four page views. Linux /proc for the memory.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HOST, startInstance, stop } from './topology';

export type StartupFigures = { readyMs: number[]; rssIdleMb: number[]; rssAfterPagesMb: number[] };

const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

export async function startupFigures(port: number, starts = 3): Promise<StartupFigures> {
  const figures: StartupFigures = { readyMs: [], rssIdleMb: [], rssAfterPagesMb: [] };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-startup-'));
  for (let start = 0; start < starts; start += 1) {
    const began = performance.now();
    const site = await startInstance(`startup-${start}`, port, { BACKEND_URL: '', LOG_LEVEL: 'warn' }, dir);
    try {
      figures.readyMs.push(Math.round(performance.now() - began));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      figures.rssIdleMb.push(rssMb(site.child.pid!));
      for (const page of ['/', '/product', '/news', '/en/about'])
        await fetch(`http://${HOST}:${port}${page}`).then((response) => response.arrayBuffer());
      figures.rssAfterPagesMb.push(rssMb(site.child.pid!));
    } finally {
      await stop(site, 'SIGKILL');
    }
  }
  return figures;
}
