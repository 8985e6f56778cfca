/**
 * How the conformance suite talks to a backend (issue 44): as the site does, `POST <base>/api/web/<name>` with
 * a JSON body and the `token` header of a signed-in member, and `GET <base>/api/<path>` for its files. Every
 * exchange is kept as what was sent and what came back (the body cut to a few hundred characters), so a
 * failure can show both.
 */

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** What the suite sent and what came back, as a report shows it. */
export type Exchange = {
  readonly call: string;
  readonly body: Readonly<Record<string, unknown>>;
  readonly token?: string;
  readonly status: number;
  /** The answer's text, cut to SHOWN_CHARS. */
  readonly received: string;
  readonly bytes: number;
  readonly ms: number;
};

/** A parsed answer: the envelope when the body was one, else why not. */
export type Answer = {
  readonly exchange: Exchange;
  readonly envelope: { code: number; msg: string; data: unknown } | null;
  /** Why the body is no envelope (not JSON, no numeric code), when it is none. */
  readonly problem?: string;
  /** The answer's `data`, as JSON text (to compare two answers). */
  readonly raw: string;
};

/** How much of an answer a report shows. */
export const SHOWN_CHARS = 400;

/** The largest answer the site reads (lib/backend/transport.ts, MAX_ANSWER_BYTES); the suite reads one byte more to tell. */
export const ANSWER_LIMIT_BYTES = 8 * 1024 * 1024;

/** How long the suite waits for one answer: past this the call has failed a page view's whole budget. */
export const ANSWER_TIMEOUT_MS = 5000;

/** Text cut to what a report shows. */
export const shown = (text: string) => (text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text);

export type Backend = { readonly base: string; readonly fetch: FetchLike; readonly now?: () => number };

/** One call, as the site makes it. A network failure or a timeout is an answer with status 0. */
export async function post(backend: Backend, call: string, body: Readonly<Record<string, unknown>>, token?: string): Promise<Answer> {
  const now = backend.now ?? (() => performance.now());
  const started = now();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== undefined) headers.token = token;
  let status = 0;
  let text = '';
  try {
    const response = await backend.fetch(`${backend.base}/api/${call}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
    status = response.status;
    text = await readCapped(response);
  } catch (error) {
    text = `(no answer: ${error instanceof Error ? error.message : String(error)})`;
  }
  const exchange: Exchange = {
    call,
    body,
    ...(token !== undefined ? { token } : {}),
    status,
    received: shown(text),
    bytes: Buffer.byteLength(text),
    ms: Math.round(now() - started),
  };
  return { exchange, ...readEnvelope(text) };
}

async function readCapped(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size > ANSWER_LIMIT_BYTES) {
      await reader.cancel().catch(() => undefined);
      break;
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The envelope `{code, msg, data}` of a body, or why the body is none (docs/backend-api.md, "Envelope"). */
export function readEnvelope(text: string): Pick<Answer, 'envelope' | 'problem' | 'raw'> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { envelope: null, problem: 'the body is not JSON', raw: '' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { envelope: null, problem: 'the body is not a JSON object', raw: '' };
  }
  const fields = parsed as Record<string, unknown>;
  if (typeof fields.code !== 'number') return { envelope: null, problem: 'the body has no numeric `code`', raw: '' };
  const data = fields.data ?? null;
  return {
    envelope: { code: fields.code, msg: typeof fields.msg === 'string' ? fields.msg : '', data },
    raw: JSON.stringify(data),
  };
}

/** A file under the API base: its status and headers (the body is not read past its start). */
export async function getFile(backend: Backend, path: string): Promise<{ status: number; cacheControl: string; error?: string }> {
  try {
    const response = await backend.fetch(`${backend.base}/api/${path}`, { method: 'GET', signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
    await response.body?.cancel().catch(() => undefined);
    return { status: response.status, cacheControl: response.headers.get('cache-control') ?? '' };
  } catch (error) {
    return { status: 0, cacheControl: '', error: error instanceof Error ? error.message : String(error) };
  }
}
