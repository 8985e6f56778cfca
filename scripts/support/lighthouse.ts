/**
 * Lighthouse for `npm run bench`: one run in a fresh browser per call, three ways of measuring a page:
 *   - `mobile`: Lighthouse's default (a phone, slow 4G and 4× CPU simulated from an unthrottled load);
 *   - `mobile-applied`: the same phone with slow 4G and 4× CPU applied for real (`throttlingMethod:
 *     devtools`), so first and largest paint are observed, not simulated; its run also keeps Lighthouse's
 *     reading of the trace: main-thread time by kind, each script's cost, what held the first paint, the
 *     largest paint's element and phases, and the long tasks;
 *   - `desktop`: Lighthouse's desktop configuration.
 * The figures of several runs are reduced to their medians (each figure on its own) in ./bench-figures.ts.
 */
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { round, type Figures, type TraceStory } from './bench-figures';

export type Mode = 'mobile' | 'mobile-applied' | 'desktop';
export const MODES: readonly Mode[] = ['mobile', 'mobile-applied', 'desktop'];

type Details = { type?: string; items?: Array<Record<string, unknown>> };
type Audits = Record<string, { numericValue?: number; details?: Details } | undefined>;

/** The main-thread time by kind, the costliest scripts, what held the first paint: Lighthouse's reading of the trace. */
function storyOf(audits: Audits): TraceStory {
  const items = (id: string) => audits[id]?.details?.items ?? [];
  const shortUrl = (url: unknown) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '');
  const mainThread = Object.fromEntries(
    items('mainthread-work-breakdown').map((item) => [String(item.group), round(Number(item.duration))]),
  );
  const scripts = items('bootup-time')
    .map((item) => ({ url: shortUrl(item.url), totalMs: round(Number(item.total)), scriptingMs: round(Number(item.scripting)) }))
    .sort((a, b) => b.totalMs - a.totalMs)
    .slice(0, 6);
  const renderBlocking = items('render-blocking-insight').map((item) => ({
    url: shortUrl(item.url),
    wastedMs: round(Number(item.wastedMs ?? 0)),
  }));
  // A list of two tables: the element, then the phases (TTFB, load delay, load time, render delay).
  const lcpTables = (audits['largest-contentful-paint-element']?.details?.items ?? []) as Details[];
  const lcpNode = lcpTables[0]?.items?.[0]?.node as { nodeLabel?: string; selector?: string } | undefined;
  const lcpPhases = Object.fromEntries((lcpTables[1]?.items ?? []).map((item) => [String(item.phase), round(Number(item.timing))]));
  const longTasks = items('long-tasks').map((item) => ({
    url: shortUrl(item.url),
    startMs: round(Number(item.startTime)),
    durationMs: round(Number(item.duration)),
  }));
  return {
    mainThread,
    scripts,
    renderBlocking,
    lcpElement: lcpNode ? `${lcpNode.selector ?? ''} "${(lcpNode.nodeLabel ?? '').slice(0, 40)}"` : '',
    lcpPhases,
    longTasks,
  };
}

/** One Lighthouse run in a fresh browser, as Lighthouse recommends; null when Lighthouse reports a runtime error. */
export async function lighthouseRun(url: string, mode: Mode, chromePath: string, chromeFlags: string[]): Promise<Figures | null> {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chrome = await launchChrome(chromePath, chromeFlags);
  try {
    const flags = {
      port: chrome.port,
      output: 'json' as const,
      logLevel: 'error' as const,
      ...(mode === 'mobile-applied' ? { throttlingMethod: 'devtools' as const } : {}),
    };
    const result = await lighthouse(url, flags, mode === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // A failed run (NO_NAVSTART, NO_FCP on a starved machine) scores 0: say so, and do not count it.
    if (result.lhr.runtimeError) {
      console.error(`bench: lighthouse ${mode} ${url}: ${result.lhr.runtimeError.code}, run again`);
      return null;
    }
    const { categories } = result.lhr;
    const audits = result.lhr.audits as unknown as Audits;
    const score = (id: string) => round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: round(value('first-contentful-paint')),
      lcpMs: round(value('largest-contentful-paint')),
      cls: round(value('cumulative-layout-shift'), 3),
      tbtMs: round(value('total-blocking-time')),
      totalKb: round(value('total-byte-weight') / 1024, 1),
      ...(mode === 'mobile-applied' ? { story: storyOf(audits) } : {}),
    };
  } finally {
    await chrome.close();
  }
}

/** The browsers not yet closed, ended with the script however it ends (a signal, a deadline: see ./harness.ts). */
const open = new Map<number, string>();
process.on('exit', () => {
  for (const [pid, scratch] of open) {
    try {
      // chrome-launcher starts Chromium as a process group's leader: the group is the browser and its children.
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
    rmSync(scratch, { recursive: true, force: true });
  }
});

/**
 * A Chromium for one Lighthouse run, and the way to be rid of it. chrome-launcher ends Chromium with SIGKILL,
 * which leaves the directory Chromium makes in its temporary folder for its single-instance socket
 * (`org.chromium.Chromium.*`): one per run, 150-odd after a few benches. So Chromium gets a temporary folder of
 * its own (`TMPDIR`), with its profile in it, and `close` removes the folder once the browser has exited. A
 * browser still open when the script exits is ended, and its folder removed, then: it outlived the script before.
 */
export async function launchChrome(
  chromePath: string,
  chromeFlags: string[],
): Promise<{ pid: number; port: number; scratch: string; close: () => Promise<void> }> {
  const chromeLauncher = await import('chrome-launcher');
  const scratch = await mkdtemp(join(tmpdir(), 'bench-chrome-'));
  const removeScratch = () => rm(scratch, { recursive: true, force: true, maxRetries: 5 });
  const profile = join(scratch, 'profile');
  let chrome: Awaited<ReturnType<typeof chromeLauncher.launch>>;
  try {
    await mkdir(profile);
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags,
      userDataDir: profile,
      envVars: { ...process.env, TMPDIR: scratch },
    });
  } catch (error) {
    await removeScratch();
    throw error;
  }
  open.set(chrome.pid, scratch);
  return {
    pid: chrome.pid,
    port: chrome.port,
    scratch,
    close: async () => {
      open.delete(chrome.pid);
      const exited = chrome.process.exitCode === null && chrome.process.signalCode === null ? once(chrome.process, 'exit') : null;
      chrome.kill();
      // Bounded: a browser that does not report its exit still has its folder removed.
      if (exited) await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
      await removeScratch();
    },
  };
}
