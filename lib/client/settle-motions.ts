/**
 * Ends antd motions that the browser cancelled.
 *
 * antd's motion library (@rc-component/motion) ends an appear, enter or leave motion only when the
 * element itself fires `transitionend` or `animationend`. The image viewer and toasts give it no
 * deadline to fall back on.
 *
 * When such a motion is reversed before the element has visibly moved, the browser cancels the
 * running transition and starts none, because the value already equals the new target. This happens
 * when the viewer is closed, or a toast cleared, in the first frames of its entrance. No end event
 * comes, and the element stays in its `-leave-active` state: invisible (opacity 0), but still in the
 * page and, for the viewer, covering it and taking its clicks.
 *
 * This listens for cancelled transitions and animations on elements in an active motion state. When
 * nothing is left running on such an element, it dispatches the end event the library waits for.
 */

const ACTIVE_MOTION = /-(?:appear|enter|leave)-active(?:\s|$)/;

const ENDS = { transitioncancel: 'transitionend', animationcancel: 'animationend' } as const;

function stillMoving(element: Element): boolean {
  // jsdom and old browsers have no Web Animations API; there, a cancel means nothing is left running.
  if (typeof element.getAnimations !== 'function') return false;
  return element.getAnimations().some((animation) => animation.playState === 'running' || animation.pending);
}

/** The end event matching a cancel event, with its property or animation name where the browser has the type. */
function endOf(event: Event): Event {
  if (typeof TransitionEvent === 'function' && event instanceof TransitionEvent) {
    return new TransitionEvent('transitionend', { propertyName: event.propertyName, elapsedTime: event.elapsedTime });
  }
  if (typeof AnimationEvent === 'function' && event instanceof AnimationEvent) {
    return new AnimationEvent('animationend', { animationName: event.animationName, elapsedTime: event.elapsedTime });
  }
  return new Event(ENDS[event.type as keyof typeof ENDS]);
}

function settle(event: Event) {
  const element = event.target;
  if (!(element instanceof Element)) return;
  // A pseudo-element's motion is not the element's own.
  if ((event as Partial<TransitionEvent>).pseudoElement) return;
  if (!ACTIVE_MOTION.test(element.getAttribute('class') ?? '')) return;
  if (stillMoving(element)) return;
  // Not bubbling: the library listens on the element itself, and nothing else should take it for a real end.
  element.dispatchEvent(endOf(event));
}

/** Starts listening on `target` (the document by default); returns a function that stops it. */
export function settleCancelledMotions(target: Document = document): () => void {
  for (const type of Object.keys(ENDS)) target.addEventListener(type, settle, true);
  return () => {
    for (const type of Object.keys(ENDS)) target.removeEventListener(type, settle, true);
  };
}

let installed = false;

/** Listens on the document, once per page however many antd islands ask for it. */
export function installMotionSettler(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  settleCancelledMotions(document);
}
