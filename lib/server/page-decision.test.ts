/** @jest-environment node */
import { decideAfterRender, isFresh, isShareable, type DecisionInput } from './page-decision';
import { RETRY_AFTER_FAILURE_MS } from '@/lib/core/cache-policy';
import { createRenderReport, type RenderReport } from '@/lib/core/render-report';
import type { PreparedResponse } from './prepared-response';

const prepared = (overrides: Partial<PreparedResponse> = {}): PreparedResponse => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  setCookies: [],
  body: Buffer.from('<p>page</p>'),
  encoded: {},
  etag: '"e"',
  scriptHashes: [],
  ...overrides,
});
const report = (overrides: Partial<RenderReport> = {}): RenderReport => ({ ...createRenderReport(), calls: 2, ...overrides });
const input = (overrides: Partial<DecisionInput> = {}): DecisionInput => ({
  outcome: { prepared: prepared(), report: report() },
  kept: undefined,
  startedAt: 1000,
  now: 1200,
  windowMs: 60_000,
  staleIfErrorMs: 3_600_000,
  ...overrides,
});

describe('whether a kept page is served as it is', () => {
  it('within its window and rendered after the last revalidation of what it shows', () => {
    expect(isFresh({ renderedAt: 100, freshUntil: 500 }, 400, 0)).toBe(true);
    expect(isFresh({ renderedAt: 100, freshUntil: 500 }, 500, 0)).toBe(false);
    expect(isFresh({ renderedAt: 100, freshUntil: 500 }, 400, 99)).toBe(true);
    expect(isFresh({ renderedAt: 100, freshUntil: 500 }, 400, 100)).toBe(false);
    expect(isFresh({ renderedAt: 100, freshUntil: 500 }, 400, 300)).toBe(false);
  });

  it('or held for a moment after a render the backend spoiled', () => {
    expect(isFresh({ renderedAt: 100, freshUntil: 0, heldUntil: 600 }, 550, 300)).toBe(true);
    expect(isFresh({ renderedAt: 100, freshUntil: 0, heldUntil: 600 }, 600, 300)).toBe(false);
  });
});

describe('what follows a render', () => {
  it('keeps a good page for the window from the start of its render, or from its oldest kept answer', () => {
    expect(decideAfterRender(input())).toEqual({ action: 'store', freshUntil: 61_000 });
    expect(decideAfterRender(input({ outcome: { prepared: prepared(), report: report({ oldestAnswerAt: 500 }) } }))).toEqual({
      action: 'store',
      freshUntil: 60_500,
    });
    expect(decideAfterRender(input({ outcome: { prepared: prepared(), report: report({ stale: true }) } }))).toEqual({
      action: 'store',
      freshUntil: 1000 + RETRY_AFTER_FAILURE_MS,
    });
  });

  it('serves the kept copy when the backend spoiled the render, within STALE_IF_ERROR', () => {
    const kept = { renderedAt: 0, freshUntil: 0 };
    for (const outcome of [
      { prepared: null, reason: 'timeout' },
      { prepared: prepared(), report: report({ unavailable: true }) },
      { prepared: prepared(), report: report({ failed: true }) },
      { prepared: prepared({ status: 500 }), report: report() },
    ]) {
      expect(decideAfterRender(input({ outcome, kept }))).toEqual({ action: 'stale', retryAt: 1200 + RETRY_AFTER_FAILURE_MS });
    }
    expect(decideAfterRender(input({ outcome: { prepared: null, reason: 'timeout' }, kept, now: 3_600_001 }))).toEqual({
      action: 'unavailable-plain',
      reason: 'timeout',
    });
  });

  it('answers 503 with nothing kept', () => {
    expect(decideAfterRender(input({ outcome: { prepared: null, reason: 'refused' } }))).toEqual({
      action: 'unavailable-plain',
      reason: 'refused',
    });
    expect(decideAfterRender(input({ outcome: { prepared: prepared(), report: report({ unavailable: true }) } }))).toEqual({
      action: 'unavailable',
    });
    expect(decideAfterRender(input({ outcome: { prepared: prepared({ status: 500 }), report: report({ failed: true }) } }))).toEqual({
      action: 'unavailable',
    });
  });

  it('passes 404s, redirects and per-visitor answers on without keeping them, dropping a copy of what is gone', () => {
    expect(decideAfterRender(input({ outcome: { prepared: prepared(), report: report({ notFound: true }) } }))).toEqual({
      action: 'pass',
      status: 404,
      drop: true,
    });
    expect(decideAfterRender(input({ outcome: { prepared: prepared({ status: 308 }), report: report() } }))).toEqual({
      action: 'pass',
      status: 308,
      drop: true,
    });
    expect(decideAfterRender(input({ outcome: { prepared: prepared({ setCookies: ['a=1'] }), report: report() } }))).toEqual({
      action: 'pass',
      status: 200,
      drop: false,
    });
    expect(decideAfterRender(input({ windowMs: 0 }))).toEqual({ action: 'pass', status: 200, drop: false });
  });

  describe('a page showing an answer with its own age limit (keepUntil: stock figures)', () => {
    const showing = (keepUntil: number, flags: Partial<RenderReport> = {}) => ({
      prepared: prepared(),
      report: report({ keepUntil, ...flags }),
    });

    it('is kept no longer than that, and says until when', () => {
      expect(decideAfterRender(input({ outcome: showing(31_000) }))).toEqual({ action: 'store', freshUntil: 31_000, keepUntil: 31_000 });
      // A limit beyond the window changes nothing but what is remembered.
      expect(decideAfterRender(input({ outcome: showing(90_000) }))).toEqual({ action: 'store', freshUntil: 61_000, keepUntil: 90_000 });
    });

    it('is not kept at all once it is due (a limit of 0)', () => {
      expect(decideAfterRender(input({ outcome: showing(1200) }))).toEqual({ action: 'pass', status: 200, drop: false });
    });

    it('stands in while the backend fails only until then, and is asked again by then', () => {
      const kept = { renderedAt: 0, freshUntil: 0, keepUntil: 3000 };
      const outcome = { prepared: null, reason: 'timeout' };
      expect(decideAfterRender(input({ outcome, kept }))).toEqual({ action: 'stale', retryAt: 3000 });
      expect(decideAfterRender(input({ outcome, kept, now: 3000 }))).toEqual({ action: 'unavailable-plain', reason: 'timeout' });
    });
  });

  it('keeps no HTML page whose render the report did not reach', () => {
    expect(decideAfterRender(input({ outcome: { prepared: prepared(), report: report({ calls: 0 }) } }))).toEqual({
      action: 'pass',
      status: 200,
      drop: false,
      brokenLink: true,
    });
    // robots.txt reads nothing from the backend and is kept.
    expect(
      decideAfterRender(
        input({ outcome: { prepared: prepared({ headers: { 'content-type': 'text/plain' } }), report: report({ calls: 0 }) } }),
      ).action,
    ).toBe('store');
  });
});

describe('what may be shared', () => {
  it.each([
    [{}, {}, true],
    [{ setCookies: ['a=1'] }, {}, false],
    [{ headers: { 'content-type': 'text/html', vary: 'RSC, Cookie' } }, {}, false],
    [{ headers: { 'content-type': 'text/html', vary: 'token' } }, {}, false],
    [{ headers: { 'content-type': 'text/html', vary: 'RSC, Accept-Encoding' } }, {}, true],
    [{ headers: { 'content-type': 'text/csv' } }, {}, false],
    [{ headers: { 'content-type': 'application/rss+xml; charset=utf-8' } }, {}, true],
    [{ headers: { 'content-type': 'text/calendar; charset=utf-8' } }, {}, true],
    // The price chart's days (/investor/price-days/2026-11-23.json), but never a visitor's own answer.
    [{ headers: { 'content-type': 'application/json' } }, {}, true],
    [{ headers: { 'content-type': 'application/json' } }, { personal: true }, false],
    [{ status: 201 }, {}, false],
    [{}, { personal: true }, false],
    [{}, { failed: true }, false],
  ])('%j with report %j: %s', (answer, flags, expected) => {
    expect(isShareable(prepared(answer as Partial<PreparedResponse>), report(flags))).toBe(expected);
  });
});
