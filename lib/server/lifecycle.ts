/**
 * The site server's life: the requests in flight, and the graceful shutdown. A drain turns `/_site/ready`
 * to 503 (lib/server/operations.ts) and ends each answer's connection, keeps serving for a delay (the
 * balancer learns the instance is going), stops listening, lets the requests in flight finish up to a
 * limit, then cuts off what is left and closes the rest (the render listener).
 */
import type http from 'node:http';
import type { ServerResponse } from 'node:http';
import type { Logger } from '@/lib/core/log';

export type DrainOptions = {
  /** How long the server keeps taking new requests (answering them, with `ready` at 503) before it stops listening. */
  delayMs?: number;
  /** How long requests in flight may take to finish, counted from the start of the drain. */
  timeoutMs?: number;
};

export type Lifecycle = {
  draining: () => boolean;
  /** Requests whose answers have not closed yet. */
  inFlight: () => number;
  /** Counts a request as in flight until its answer closes. */
  track: (res: ServerResponse) => void;
  /** Graceful shutdown of `server`, then `closeRest`; resolves with the number of requests cut off. */
  drain: (server: http.Server, options: DrainOptions, closeRest: () => Promise<void>) => Promise<{ cutOff: number }>;
  /** Marks the server as going at once (a close without a drain). */
  stop: () => void;
};

export function createLifecycle(logger: Logger): Lifecycle {
  let draining = false;
  let inFlight = 0;
  const idleWaiters = new Set<() => void>();

  function whenIdle(deadline: number): Promise<void> {
    if (inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timeout);
        idleWaiters.delete(done);
        resolve();
      };
      const timeout = setTimeout(done, Math.max(0, deadline - Date.now()));
      idleWaiters.add(done);
    });
  }

  return {
    draining: () => draining,
    inFlight: () => inFlight,
    track: (res) => {
      inFlight += 1;
      res.once('close', () => {
        inFlight -= 1;
        if (inFlight === 0) for (const wake of idleWaiters) wake();
      });
    },
    drain: async (server, { delayMs = 0, timeoutMs = 25_000 }, closeRest) => {
      const deadline = Date.now() + timeoutMs;
      if (!draining) {
        draining = true;
        logger.info(`[site] draining: not ready; finishing ${inFlight} request(s) in flight (up to ${Math.round(timeoutMs / 1000)} s)`);
      }
      // The balancer in front learns from /_site/ready that this instance is going; until it does, serve.
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(delayMs, timeoutMs)));
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await whenIdle(deadline);
      const cutOff = inFlight;
      if (cutOff > 0)
        logger.warn(`[site] drained with ${cutOff} request(s) still in flight after ${Math.round(timeoutMs / 1000)} s: cut off`);
      server.closeAllConnections();
      await closed;
      await closeRest();
      return { cutOff };
    },
    stop: () => {
      draining = true;
    },
  };
}
