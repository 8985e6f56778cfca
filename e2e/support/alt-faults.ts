/** What the test backend (alt-backend.ts) can be told to do, shared with the specs that tell it. */
import { ALT_BACKEND } from './servers';

/**
 * How a call misbehaves. `status`: that HTTP status with an HTML body. `code`/`msg`: that envelope.
 * `mode`: reset (the connection is destroyed), slow (the real answer after `delayMs`), stall (headers,
 * then a body that never ends), html (200 with an HTML page), malformed (200 with broken JSON), envelope
 * (JSON without a code), missing (`data` is {}), wrongtype (`data`'s strings become numbers, its lists
 * strings), empty (every list in `data` is empty). `id`: only for calls with that payload id. `data`: a
 * successful answer with that data.
 */
export type Fault = {
  code?: number;
  msg?: string;
  status?: number;
  mode?: 'reset' | 'slow' | 'stall' | 'html' | 'malformed' | 'envelope' | 'missing' | 'wrongtype' | 'empty';
  delayMs?: number;
  id?: number;
  /** Answer `{code: 1, data}` with this instead (another backend's shape of the call). */
  data?: unknown;
};

/** Ids from here on are made up on the fly: a copy of news 201 that no site has seen before. */
export const FRESH_ID_FROM = 900_000;
/** An article whose title, summary and content are a collection of XSS vectors. */
export const HOSTILE_ID = 990_001;
export const HOSTILE_TITLE = `</script><script>window.__xss=1</script>"><img src=x onerror="window.__xss=2">新闻&amp;标题`;

/**
 * Tells the test backend which calls misbehave from now on (none: `{}`; several faults of one call: the
 * first whose `id` fits the payload), and optionally new titles for
 * made-up articles (an edit in the CMS). Also restarts its count of calls asked. Resolves once the site can
 * no longer remember a failure that the faults before caused (up to a second after the last one).
 */
export async function setFaults(
  faults: Record<string, Fault | Fault[]>,
  titles?: Record<number, string>,
  options: { ignoreLanguage?: boolean } = {},
): Promise<void> {
  const response = await fetch(`${ALT_BACKEND}/__control`, { method: 'POST', body: JSON.stringify({ faults, titles, ...options }) });
  if (response.status !== 204) throw new Error(`the test backend refused the faults: HTTP ${response.status}`);
}

/** The `lang` values each `web/*` call reached the test backend with since the last setFaults (`-`: none). */
export async function backendLanguagesAsked(): Promise<Record<string, string[]>> {
  return (await (await fetch(`${ALT_BACKEND}/__languages`)).json()) as Record<string, string[]>;
}

/** How many times each `web/*` call reached the test backend since the last setFaults. */
export async function backendCallsAsked(): Promise<Record<string, number>> {
  return (await (await fetch(`${ALT_BACKEND}/__asked`)).json()) as Record<string, number>;
}
