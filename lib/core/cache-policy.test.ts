import {
  freshWindowMs,
  pageCacheControl,
  pageCacheKey,
  sharedAnswerTtlMs,
  sharedPageTtlMs,
  staleIfErrorMs,
  withNoTransform,
  type CacheSettings,
} from './cache-policy';

const settings: CacheSettings = { backendUrl: 'http://cms.internal:8080', revalidateSeconds: 60, staleIfErrorSeconds: 86_400 };

describe("an HTML answer's Cache-Control (issue 47)", () => {
  it('says no-transform once, after what it said', () => {
    expect(withNoTransform('public, max-age=0')).toBe('public, max-age=0, no-transform');
    expect(withNoTransform('no-store, No-Transform')).toBe('no-store, No-Transform');
    expect(withNoTransform(undefined)).toBe('no-transform');
  });
});

describe('the cache policy', () => {
  it('gives pages and answers one window, and one stand-in time while the backend fails', () => {
    expect(freshWindowMs(settings)).toBe(60_000);
    expect(staleIfErrorMs(settings)).toBe(86_400_000);
    expect(sharedAnswerTtlMs(settings)).toBe(60_000 + 86_400_000);
  });

  it('keeps a page in Redis for what is left of its window and the stand-in time, and a search not at all', () => {
    expect(sharedPageTtlMs(settings, { freshUntil: 1_040_000, search: false }, 1_000_000)).toBe(40_000 + 86_400_000);
    expect(sharedPageTtlMs(settings, { freshUntil: 1_040_000, search: true }, 1_000_000)).toBe(0);
  });

  it('keeps a page that shows figures with their own age limit in Redis no longer than that limit', () => {
    expect(sharedPageTtlMs(settings, { freshUntil: 1_010_000, search: false, keepUntil: 1_010_000 }, 1_000_000)).toBe(10_000);
    expect(sharedPageTtlMs(settings, { freshUntil: 1_010_000, search: true, keepUntil: 1_010_000 }, 1_000_000)).toBe(0);
  });

  it('keys a page by the backend that made it and its address', () => {
    expect(pageCacheKey(settings, '/news?page=2')).toBe('http://cms.internal:8080 /news?page=2');
    expect(pageCacheKey({ ...settings, backendUrl: undefined }, '/news?page=2')).toBe('embedded /news?page=2');
  });

  it('lets a CDN keep a page for what is left of its window, serve it a window more while refreshing, and while the site fails', () => {
    expect(pageCacheControl(settings, 1_040_500, 1_000_000)).toBe(
      'public, max-age=0, s-maxage=41, stale-while-revalidate=60, stale-if-error=86400',
    );
    expect(pageCacheControl({ ...settings, staleIfErrorSeconds: 0 }, 999_000, 1_000_000)).toBe(
      'public, max-age=0, s-maxage=0, stale-while-revalidate=60',
    );
  });

  it('lets a CDN serve a page with figures of their own age limit, stale or not, no later than that limit', () => {
    expect(pageCacheControl(settings, 1_010_000, 1_000_000, 1_010_000)).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=0, stale-if-error=0',
    );
    expect(pageCacheControl(settings, 1_060_000, 1_000_000, 1_090_000)).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=30, stale-if-error=30',
    );
  });
});
