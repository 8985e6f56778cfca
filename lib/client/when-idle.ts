/**
 * Runs `task` once the browser has nothing more pressing to do (`requestIdleCallback`), at the latest after
 * `timeoutMs`; where there is no idle callback (Safari), in a task of its own right after this one.
 * Returns a function that cancels it. For work a visitor does not need while a page hydrates (issue 21).
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}
