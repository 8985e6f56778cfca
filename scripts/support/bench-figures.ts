/**
 * Lighthouse figures of `npm run bench`, reduced and judged: the medians of several runs (each figure on
 * its own, since one run's score and another's first paint are both what a visitor may get), and a page's
 * distance from the bare Next.js page measured in the same run, against the targets of issue 21.
 */

/** Lighthouse's reading of a trace taken with throttling applied (scripts/support/lighthouse.ts). */
export type TraceStory = {
  /** Main-thread time by kind (script evaluation, style and layout, parsing HTML and CSS, …), ms. */
  mainThread: Record<string, number>;
  /** The costliest scripts, ms on the main thread. */
  scripts: Array<{ url: string; totalMs: number; scriptingMs: number }>;
  /** What held the first paint, and what Lighthouse estimates it cost. */
  renderBlocking: Array<{ url: string; wastedMs: number }>;
  lcpElement: string;
  /** TTFB, load delay, load time, render delay of the largest paint, ms. */
  lcpPhases: Record<string, number>;
  longTasks: Array<{ url: string; startMs: number; durationMs: number }>;
};

export type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  totalKb: number;
  story?: TraceStory;
};

export type Summary = Figures & {
  runs: number;
  performanceRange: [number, number];
  fcpRangeMs: [number, number];
  tbtRangeMs: [number, number];
};

/** A figure rounded to `digits` decimals, as the bench reports it. */
export const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

const NUMERIC = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'cls', 'tbtMs', 'totalKb'] as const;

/** The middle value (the lower middle of an even count, so that it is one a run gave). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];

/** Each figure's median over the runs; the trace story of the run whose first paint is the median one. */
export function summarise(runs: readonly Figures[]): Summary {
  if (runs.length === 0) throw new Error('no completed run to summarise');
  const figures = Object.fromEntries(NUMERIC.map((key) => [key, median(runs.map((run) => run[key]))])) as Omit<Figures, 'story'>;
  const medianFcpRun = runs.find((run) => run.fcpMs === figures.fcpMs);
  return {
    ...figures,
    ...(medianFcpRun?.story ? { story: medianFcpRun.story } : {}),
    runs: runs.length,
    performanceRange: range(runs.map((run) => run.performance)),
    fcpRangeMs: range(runs.map((run) => run.fcpMs)),
    tbtRangeMs: range(runs.map((run) => run.tbtMs)),
  };
}

export type Measured = { mobile: Summary; 'mobile-applied': Summary; desktop: Summary };

/** Issue 21's targets, as distances from the bare page measured in the same run. */
export const TARGETS = { performancePoints: 3, appliedFcpMs: 300, tbtRatio: 1.3 } as const;

export type Verdict = {
  /** The floor's mobile score minus the page's (simulated); at most TARGETS.performancePoints. */
  performanceBehind: number;
  /** The page's first paint minus the floor's, throttling applied, ms; at most TARGETS.appliedFcpMs. */
  appliedFcpLaterMs: number;
  /** The page's mobile total blocking time over the floor's; at most TARGETS.tbtRatio. */
  tbtRatio: number;
  /** What misses its target, in words; empty when the page meets them all. */
  misses: string[];
};

/**
 * How far a page is from the floor, and which targets it misses: mobile score within 3 points, applied
 * first paint within 300 ms, blocking time at most 1.3 times, no layout shift in any mode, desktop 100,
 * accessibility and best practices 100, and SEO 100 unless the page is kept out of search engines.
 */
export function judge(page: Measured, floor: Measured, options: { noindex?: boolean } = {}): Verdict {
  const performanceBehind = floor.mobile.performance - page.mobile.performance;
  const appliedFcpLaterMs = page['mobile-applied'].fcpMs - floor['mobile-applied'].fcpMs;
  const tbtRatio =
    floor.mobile.tbtMs > 0
      ? Math.round((page.mobile.tbtMs / floor.mobile.tbtMs) * 100) / 100
      : page.mobile.tbtMs > 0
        ? Number.POSITIVE_INFINITY
        : 1;
  const misses: string[] = [];
  if (performanceBehind > TARGETS.performancePoints) misses.push(`mobile ${performanceBehind} points behind`);
  if (appliedFcpLaterMs > TARGETS.appliedFcpMs) misses.push(`first paint ${appliedFcpLaterMs} ms later`);
  if (tbtRatio > TARGETS.tbtRatio) misses.push(`blocking ${tbtRatio}×`);
  const shifts = (['mobile', 'mobile-applied', 'desktop'] as const).filter((mode) => page[mode].cls > 0);
  if (shifts.length > 0) misses.push(`CLS in ${shifts.join(', ')}`);
  if (page.desktop.performance < 100) misses.push(`desktop ${page.desktop.performance}`);
  if (page.mobile.accessibility < 100) misses.push(`accessibility ${page.mobile.accessibility}`);
  if (page.mobile.bestPractices < 100) misses.push(`best practices ${page.mobile.bestPractices}`);
  if (!options.noindex && page.mobile.seo < 100) misses.push(`SEO ${page.mobile.seo}`);
  return { performanceBehind, appliedFcpLaterMs, tbtRatio, misses };
}
