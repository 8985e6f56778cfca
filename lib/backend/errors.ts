/** Why a backend call failed. */
export type BackendFailureKind =
  | 'network' // connection refused, reset, DNS
  | 'timeout' // no answer within the configured budget
  | 'http' // non-2xx HTTP status
  | 'parse' // body is not JSON
  | 'envelope' // JSON without a numeric `code`
  | 'code' // envelope code other than 1
  | 'shape'; // `data` does not match the contract

/**
 * A failed `web/*` call. Error boundaries and logs see the call name, the failure kind and, for envelope
 * failures, the backend's code, never the backend's raw body.
 */
export class BackendError extends Error {
  override readonly name = 'BackendError';
  declare readonly call: string;
  declare readonly kind: BackendFailureKind;
  /** Envelope code for kind `code`, HTTP status for kind `http`, otherwise null. */
  declare readonly code: number | null;
  /** What went wrong; for kind `code`, the backend's own `msg` (NO_MESSAGE without one). */
  declare readonly detail: string;

  constructor(call: string, kind: BackendFailureKind, detail: string, code: number | null = null) {
    super(`${call} failed (${kind}${code === null ? '' : ` ${code}`}): ${detail}`);
    // Non-enumerable, so loggers that print an error's own fields (Next.js does) stay on one line.
    for (const [key, value] of Object.entries({ call, kind, code, detail })) {
      Object.defineProperty(this, key, { value, enumerable: false, writable: false });
    }
    // A stack trace of a backend failure only points into the transport; the message already names the
    // call. One line keeps the server log to one clear line per failure, also when Next.js logs it again.
    this.stack = `${this.name}: ${this.message}`;
  }
}

/** What a failed fetch() says about why: undici puts the system error (ECONNREFUSED, …) in `cause`. */
export function describeFetchFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  if (!(cause instanceof Error)) return error.message;
  const code = (cause as { code?: unknown }).code;
  return typeof code === 'string' && !cause.message.includes(code) ? `${code} ${cause.message}` : cause.message;
}

export function isBackendError(error: unknown): error is BackendError {
  return error instanceof BackendError;
}

/**
 * The backend's "there is no such thing": code 0 (an unknown id, slug or category), or HTTP 404 (a call a
 * backend does not have at all). A definitive answer, not a fault: never covered by a kept copy, and an
 * optional piece of content that is absent is simply left out.
 */
export function isAbsence(error: BackendError): boolean {
  return (error.kind === 'code' && error.code === 0) || (error.kind === 'http' && error.code === 404);
}

/** The detail of a refusal whose envelope carried no `msg`. */
export const NO_MESSAGE = 'no message';

/**
 * The backend's refusal of what a visitor sent (code 0 with its `msg`, in the language the call asked
 * for: a sample request over its limit), to be shown to them; null for anything else.
 */
export function refusalOf(error: unknown): string | null {
  return isBackendError(error) && error.kind === 'code' && error.code === 0 && error.detail !== NO_MESSAGE ? error.detail : null;
}

/** -1000: the content is for signed-in members (requirements §8); the visitor's token is missing or expired. */
export function isMembersOnly(error: BackendError): boolean {
  return error.kind === 'code' && error.code === -1000;
}

/** An answer about the thing itself, not a fault: never covered by a kept copy, never a 503. */
export function isDefinitive(error: BackendError): boolean {
  return isAbsence(error) || isMembersOnly(error);
}
