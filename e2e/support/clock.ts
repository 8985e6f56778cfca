/**
 * The instant the suite's servers and tests take as now (`SITE_NOW`, lib/core/clock.ts): fixed, so the suite
 * gives the same result on every day and at every hour. The default is a day whose demo close ends in 0
 * (88.70); `SITE_NOW=2027-01-01T10:00:00+08:00 npm test` runs the whole suite on another day.
 */
import { parseSiteNow } from '../../lib/core/clock';

export const SITE_NOW = process.env.SITE_NOW?.trim() || '2026-11-23T16:00:00+08:00';

const at = parseSiteNow(SITE_NOW);
if (at === null)
  throw new Error(`SITE_NOW=${JSON.stringify(SITE_NOW)}: an ISO 8601 instant with its offset, e.g. 2026-11-23T16:00:00+08:00`);

/** The suite's now, in milliseconds. */
export const NOW_MS: number = at;

/** The suite's today in China, `YYYY-MM-DD`. */
export const chinaToday = (): string => new Date(NOW_MS + 8 * 3600_000).toISOString().slice(0, 10);
