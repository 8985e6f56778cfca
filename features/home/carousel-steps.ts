/**
 * The banner carousel's arithmetic (banner-carousel.tsx): which slide a scrolled row shows, and which slide is
 * next or before, the ends joined. Plain numbers, so that the island's effects stay thin.
 */

/** How long a slide stays before autoplay moves on. */
export const AUTOPLAY_MS = 6000;

/** The slide nearest the row's scroll position (`scrollLeft` over a slide's `width`), within `0 … count - 1`. */
export function nearestSlide(scrollLeft: number, width: number, count: number): number {
  if (!(width > 0) || count < 1) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / width)));
}

/** The slide `step` places after `index` (before, when negative), the last followed by the first. */
export function neighbour(index: number, step: number, count: number): number {
  if (count < 1) return 0;
  return (((index + step) % count) + count) % count;
}
