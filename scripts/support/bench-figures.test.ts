/** @jest-environment node */
import { judge, median, summarise, type Figures, type Measured, type Summary } from './bench-figures';

const figures = (overrides: Partial<Figures> = {}): Figures => ({
  performance: 88,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 700,
  lcpMs: 1100,
  cls: 0,
  tbtMs: 500,
  totalKb: 150,
  ...overrides,
});

const measured = (mobile: Partial<Figures> = {}, applied: Partial<Figures> = {}, desktop: Partial<Figures> = {}): Measured => ({
  mobile: summarise([figures(mobile)]),
  'mobile-applied': summarise([figures(applied)]),
  desktop: summarise([figures({ performance: 100, ...desktop })]),
});

describe('median', () => {
  it('is the middle value of an odd count, and the lower middle of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(20);
    expect(() => median([])).toThrow('median of nothing');
  });
});

describe('summarise', () => {
  it('takes each figure median on its own, with the ranges of score, first paint and blocking time', () => {
    const summary: Summary = summarise([
      figures({ performance: 70, fcpMs: 900, tbtMs: 300 }),
      figures({ performance: 90, fcpMs: 700, tbtMs: 900 }),
      figures({ performance: 80, fcpMs: 800, tbtMs: 600 }),
    ]);
    expect(summary).toMatchObject({
      performance: 80,
      fcpMs: 800,
      tbtMs: 600,
      runs: 3,
      performanceRange: [70, 90],
      fcpRangeMs: [700, 900],
      tbtRangeMs: [300, 900],
    });
  });

  it('keeps the trace story of the run whose first paint is the median one', () => {
    const story = (label: string) => ({ mainThread: {}, scripts: [], renderBlocking: [], lcpElement: label, lcpPhases: {}, longTasks: [] });
    const summary = summarise([
      figures({ fcpMs: 900, story: story('slow') }),
      figures({ fcpMs: 800, story: story('middle') }),
      figures({ fcpMs: 700, story: story('fast') }),
    ]);
    expect(summary.story?.lcpElement).toBe('middle');
  });

  it('refuses an empty list of runs', () => {
    expect(() => summarise([])).toThrow('no completed run');
  });
});

describe('judge', () => {
  const floor = measured({ performance: 88, tbtMs: 500 }, { fcpMs: 973 });

  it('passes a page within 3 points, 300 ms of first paint and 1.3 times the blocking time', () => {
    const verdict = judge(measured({ performance: 85, tbtMs: 650 }, { fcpMs: 1273 }), floor);
    expect(verdict).toEqual({ performanceBehind: 3, appliedFcpLaterMs: 300, tbtRatio: 1.3, misses: [] });
  });

  it('names every target a page misses', () => {
    const verdict = judge(
      measured({ performance: 84, tbtMs: 700, accessibility: 98, seo: 92 }, { fcpMs: 1274, cls: 0.01 }, { performance: 99 }),
      floor,
    );
    expect(verdict.misses).toEqual([
      'mobile 4 points behind',
      'first paint 301 ms later',
      'blocking 1.4×',
      'CLS in mobile-applied',
      'desktop 99',
      'accessibility 98',
      'SEO 92',
    ]);
  });

  it('does not count SEO against a page kept out of search engines', () => {
    expect(judge(measured({ seo: 69 }), floor, { noindex: true }).misses).toEqual([]);
    expect(judge(measured({ seo: 69 }), floor).misses).toEqual(['SEO 69']);
  });
});
