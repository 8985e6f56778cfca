/**
 * A timer to race a wait against. Waits on the backend end by an explicit timer, never by an abort signal
 * alone: Node holds AbortSignal.timeout() and a Request's follower signal weakly, so either may be
 * collected before it fires, which would leave a stalled backend holding a request for ever.
 */
export function timer(ms: number): { promise: Promise<'timeout'>; clear: () => void } {
  let handle: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<'timeout'>((resolve) => {
    handle = setTimeout(() => resolve('timeout'), Math.max(0, ms));
  });
  return { promise, clear: () => clearTimeout(handle) };
}
