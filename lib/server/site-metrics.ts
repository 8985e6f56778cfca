/**
 * What the site server tells its metrics (lib/server/metrics.ts, which prom-client backs and entry/start.ts loads
 * only with METRICS on), the metrics that do nothing, and who may read them. Apart from ./metrics.ts so that the
 * server's code loads nothing of prom-client when the metrics are off.
 */

/** The label of any value outside a metric's known ones. */
export const OTHER = 'other';

/** What the server tells the metrics; every function is cheap and never throws. */
export type SiteMetrics = {
  /**
   * A request answered: its route template, method, status, cache result (the header's), how long it took, and whether
   * it was a page view (the SLO counts those: docs/operations.md).
   */
  request: (route: string, method: string | undefined, status: number, cache: string | undefined, seconds: number, page: boolean) => void;
  /** A kept page looked up: in this process's memory or Redis, and what was found. */
  pageLookup: (layer: 'memory' | 'redis', result: 'hit' | 'stale' | 'miss') => void;
  /** A call made to the backend (./telemetry: also from Next.js' bundles). */
  backendCall: (call: string, seconds: number, failure: string | null) => void;
  /** `POST /_site/revalidate`: what became of it. */
  revalidationReceived: (result: 'applied' | 'unauthorized' | 'invalid' | 'disabled') => void;
  /** A revalidation applied here: from a request to this instance, or from another instance through Redis, after `lagMs`. */
  revalidationApplied: (source: 'request' | 'shared', lagMs: number) => void;
  /** Redis answered, or stopped answering; an error it gave. */
  redisState: (up: boolean) => void;
  redisError: () => void;
  /** A limit refused a call (the limited call's name). */
  rateLimited: (call: string) => void;
  /** URLs handed to a search engine's push API, and what became of them. */
  searchPush: (engine: string, outcome: string, urls: number) => void;
  /** The text of every family, and its content type. */
  render: () => Promise<{ contentType: string; body: string }>;
};

/** No metrics (METRICS=off): every function does nothing, and `/_site/metrics` is not answered. */
export const NO_METRICS: SiteMetrics = {
  request: () => undefined,
  pageLookup: () => undefined,
  backendCall: () => undefined,
  revalidationReceived: () => undefined,
  revalidationApplied: () => undefined,
  redisState: () => undefined,
  redisError: () => undefined,
  rateLimited: () => undefined,
  searchPush: () => undefined,
  render: async () => ({ contentType: 'text/plain', body: '' }),
};

/** Who may read the metrics: with a secret, whoever sends it as a bearer; without, a request from this machine that no proxy passed on. */
export function metricsAccess(
  secret: string | undefined,
  request: { authorization?: string; peer?: string; forwarded: boolean },
  bearerMatches: (header: string | undefined, secret: string) => boolean,
): 'ok' | 'unauthorized' | 'forbidden' {
  if (secret) return bearerMatches(request.authorization, secret) ? 'ok' : 'unauthorized';
  return isLoopback(request.peer) && !request.forwarded ? 'ok' : 'forbidden';
}

/** Whether a socket's peer address is this machine's loopback (IPv4 127/8, IPv6 ::1, or IPv4 mapped into IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
