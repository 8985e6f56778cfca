/**
 * Runs `task` once, on the visitor's first sign of use: a pointer moved or pressed, a touch, a wheel, a key.
 * For code a page does not need until someone acts on it (issue 48: the navigation progress bar's script
 * was downloaded and run while every page hydrated, before anyone could navigate). Listens on the window, in
 * the capture phase and passive, so nothing on the page can stop or slow the event. Returns a function that
 * removes the listeners if the task has not run.
 */
export const FIRST_INTERACTION_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown'] as const;

export function onFirstInteraction(
  task: () => void,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of FIRST_INTERACTION_EVENTS) target.removeEventListener(type, run, options);
  };
  function run() {
    stop();
    task();
  }
  for (const type of FIRST_INTERACTION_EVENTS) target.addEventListener(type, run, options);
  return stop;
}
