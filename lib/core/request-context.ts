/**
 * The request a piece of work belongs to, for the log: the site server runs every request it hands to
 * Next.js (and every render) inside one, so a backend failure line names the request (or render) that met
 * it. A process global (./process-global.ts), as the render report is: two compiled copies of this module.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { processGlobal } from './process-global';

export type RequestContext = { requestId: string };

const storage = processGlobal('request-context', () => new AsyncLocalStorage<RequestContext>());

export function requestContextStorage(): AsyncLocalStorage<RequestContext> {
  return storage;
}

/** The id of the request in progress, if the site server started one. */
export function currentRequestId(): string | undefined {
  return requestContextStorage().getStore()?.requestId;
}

/** The id a proxy in front gave the request (`X-Request-Id`, as nginx's `$request_id`), when it is plain; else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && /^[\w.:-]{1,128}$/.test(header) ? header : randomUUID();
}
