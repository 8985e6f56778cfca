/**
 * The site server's rate limiter (lib/server/rate-limit.ts), reached by the server actions of forms that
 * work without script (a sample request): a form posted to a page goes to Next.js, past the limits the
 * server puts on `/api/` calls, so the action asks the limiter itself, by the client address the server
 * wrote into the request (it overwrites whatever a visitor sent under that name). Under `next dev` or a
 * bare `next start` nothing is installed and nothing is limited.
 */
import { processGlobal } from './process-global';

/** The request header the site server sets to the visitor's address (TRUST_PROXY_HOPS applied). */
export const CLIENT_ADDRESS_HEADER = 'x-site-client-address';

export type FormLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };
/**
 * `call`: the backend call the form makes (`web/submit_sample_request`), whose limits apply; `recipient`:
 * the mailbox the call makes the backend write to (the form's e-mail address), counted by its own limits.
 */
export type FormLimiter = (call: string, address: string, recipient: string | null) => Promise<FormLimitDecision>;

const holder = processGlobal('form-limiter', () => ({ limiter: null as FormLimiter | null }));

export function installFormLimiter(limiter: FormLimiter | null): void {
  holder.limiter = limiter;
}

/** Whether a form from `address` may call `call` now; allowed when no limiter is installed or no address is known. */
export function consumeFormLimit(call: string, address: string | null, recipient: string | null = null): Promise<FormLimitDecision> {
  return holder.limiter && address ? holder.limiter(call, address, recipient) : Promise.resolve({ allowed: true });
}

/** An account name as the limits count it: trimmed, in lower case, bounded; null when there is none. */
export function limitKey(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase().slice(0, 200) : null;
}

/**
 * A mailbox as the limits per recipient count it: one key for every spelling that reaches the same inbox
 * (issue 42): any case, a `+tag` after the name (most providers deliver `victim+1@…` to `victim@…`), and
 * for Gmail the dots of the name. null when there is none.
 */
export function mailboxKey(value: unknown): string | null {
  const address = limitKey(value);
  if (address === null) return null;
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let [name, domain] = [address.slice(0, at), address.slice(at + 1)];
  name = name.split('+', 1)[0] || name;
  if (domain === 'gmail.com' || domain === 'googlemail.com') [name, domain] = [name.replaceAll('.', ''), 'gmail.com'];
  return `${name}@${domain}`;
}
