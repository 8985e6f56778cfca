/**
 * The loopback link between the site server and Next.js' own listener (lib/server/site-server.ts): one
 * kept-alive pool of sockets for every render and forwarded call.
 *
 * Node's server closes an idle kept-alive socket after 5 s by default, and Node's agent keeps an idle
 * socket for as long as the server's `Keep-Alive: timeout=5` says: a request sent on such a socket as the
 * server lets go of it fails with "socket hang up", and the page view answered 503 (seen once in a CI run,
 * on a render six seconds after the last). So the listener keeps idle sockets longer than the agent does,
 * and the side that lets go first is always the one that sends; a render (a GET with no body) that still
 * meets a socket closed under it is sent once more, on a new socket.
 */
import http from 'node:http';

/** How long the agent keeps an idle socket. */
export const LOOPBACK_IDLE_MS = 30_000;
/** How long the listener keeps one: longer, so it never closes a socket the agent may be sending on. */
export const LOOPBACK_KEEP_ALIVE_MS = 65_000;

export function loopbackAgent(): http.Agent {
  return new http.Agent({ keepAlive: true, timeout: LOOPBACK_IDLE_MS });
}

/**
 * A listener that keeps an idle kept-alive connection for `ms` (the loopback listener: longer than the agent;
 * the site's public listener: longer than the proxies in front).
 */
export function keepIdleConnections(server: http.Server, ms: number): void {
  server.keepAliveTimeout = ms;
  // Node requires the headers' deadline to be longer than the kept-alive one.
  server.headersTimeout = ms + 1_000;
}

/** Whether a request failed because the kept-alive socket it was sent on had been closed by the other side. */
export function metClosedSocket(request: http.ClientRequest | undefined, error: unknown): boolean {
  if (!request?.reusedSocket) return false;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ECONNRESET' || code === 'EPIPE';
}
