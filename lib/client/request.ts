/**
 * The browser's request helper (requirements §7–8). Every call is a POST with a JSON body to `/api/<call>` (with
 * the page's language as `lang`, docs/backend-api.md), the
 * `token` header when sessionStorage holds one, and credentials included. No timeout. On every response
 * pending toasts are cleared, then the envelope decides:
 *
 * | code   | behaviour                                                                     |
 * |--------|-------------------------------------------------------------------------------|
 * | 1      | resolves with `data`                                                          |
 * | 0      | error toast with `msg`, or 请求失败 (in English: Request failed) without one; rejects |
 * | -1000  | logged to the console only; rejects                                           |
 * | other  | error toast with `msg` followed by the code; logged; rejects                  |
 *
 * HTTP-level failures get no special handling: the call rejects with the status, without a toast. One
 * exception: the site's own 429 (too many sign-in, captcha or message calls) carries a code-0 envelope
 * whose message the visitor needs, and is treated like that refusal (status 429 kept).
 */
import { API_BASE, CODE_FAILURE, CODE_NOT_LOGGED_IN, CODE_SUCCESS, type BrowserCall } from '@/lib/backend/calls';

export const TOAST_SECONDS = 3;
/** requirements §8's toast when the backend gives no message; pages say it in their own language (`fallbackMessage`). */
export const FALLBACK_MESSAGE = '请求失败';

export class RequestError extends Error {
  override readonly name = 'RequestError';
  /** Envelope code, or null for HTTP and parse failures. */
  readonly code: number | null;
  /** HTTP status of the response. */
  readonly status: number;
  readonly call: BrowserCall;

  constructor(call: BrowserCall, message: string, code: number | null, status: number) {
    super(message);
    this.call = call;
    this.code = code;
    this.status = status;
  }
}

export type RequestDeps = {
  fetch: typeof fetch;
  getToken: () => string | null;
  toast: { error: (content: string, seconds: number) => void; clear: () => void };
  log: (...args: unknown[]) => void;
  /** The page's language, sent as `lang` in every call's body. */
  language?: () => string;
  /** The fallback toast in the page's language; FALLBACK_MESSAGE when none is given. */
  fallbackMessage?: () => string;
};

/** `quiet`: a call the visitor did not ask for by name (search suggestions): no toast, none cleared, nothing logged. */
export type RequestOptions = { quiet?: boolean };

export type RequestFn = <T>(call: BrowserCall, payload?: object, options?: RequestOptions) => Promise<T>;

export function createRequest(deps: RequestDeps): RequestFn {
  const fallback = () => deps.fallbackMessage?.() || FALLBACK_MESSAGE;
  return async function request<T>(call: BrowserCall, payload: object = {}, { quiet = false }: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    const token = deps.getToken();
    if (token) headers.token = token;

    const response = await deps.fetch(API_BASE + call, {
      method: 'POST',
      headers,
      body: JSON.stringify(deps.language ? { ...payload, lang: deps.language() } : payload),
      credentials: 'include',
    });
    if (!quiet) deps.toast.clear();

    const failed = () => new RequestError(call, `Request failed with status code ${response.status}`, null, response.status);
    if (!response.ok && response.status !== 429) throw failed();
    let body: { code?: unknown; msg?: unknown; data?: unknown };
    try {
      body = (await response.json()) as typeof body;
    } catch {
      throw response.ok ? new RequestError(call, 'Response is not JSON', null, response.status) : failed();
    }
    if (!response.ok && body?.code !== CODE_FAILURE) throw failed();

    const code = typeof body?.code === 'number' ? body.code : Number.NaN;
    const msg = typeof body?.msg === 'string' ? body.msg : '';
    if (code === CODE_SUCCESS) return body.data as T;

    if (quiet) {
      // Nothing shown or logged: the caller shows no suggestions.
    } else if (code === CODE_FAILURE) {
      deps.toast.error(msg || fallback(), TOAST_SECONDS);
    } else if (code === CODE_NOT_LOGGED_IN) {
      deps.log(`[request] ${call}: not logged in (${code})`, msg);
    } else {
      const shown = Number.isNaN(code) ? 'unknown' : String(code);
      deps.toast.error(`${msg || fallback()} ${shown}`, TOAST_SECONDS);
      deps.log(`[request] ${call} failed with code ${shown}`, msg);
    }
    throw new RequestError(call, msg || fallback(), Number.isNaN(code) ? null : code, response.status);
  };
}
