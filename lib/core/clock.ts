/**
 * The site's one clock for what day and hour it is: which share close is the last one, which investor
 * events are still to come, a calendar file's stamp. `SITE_NOW` (an ISO 8601 instant with its offset, e.g.
 * `2026-11-23T16:00:00+08:00`) stops it at that instant, for tests, demos and previews; unset, it is the
 * machine's time. The site and the demo backend both read it. Durations (cache windows, timeouts, sign-in
 * lifetimes) are measured on the real clock and are not moved by it.
 */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The instant of a `SITE_NOW` value, or null when it is not an ISO instant with an offset. */
export function parseSiteNow(value: string): number | null {
  if (!INSTANT.test(value)) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : at;
}

export const SITE_NOW_FORMAT = 'SITE_NOW must be an ISO 8601 instant with its offset, e.g. 2026-11-23T16:00:00+08:00';

let pinned: { value: string; at: number } | undefined;

/** Now, in milliseconds: `SITE_NOW` when it is set, else the machine's time. */
export function siteNow(env: Record<string, string | undefined> = process.env): number {
  const value = env.SITE_NOW?.trim();
  if (!value) return Date.now();
  if (pinned?.value !== value) {
    const at = parseSiteNow(value);
    if (at === null) throw new Error(SITE_NOW_FORMAT);
    pinned = { value, at };
  }
  return pinned.at;
}
