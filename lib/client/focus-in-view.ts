/**
 * The keyboard's focus stays on the screen while the page's later parts take their size (WCAG 2.4.11). A page's
 * sections after its first and the footer are drawn only near the viewport (content-visibility, app/globals.css);
 * one never drawn counts a placeholder height until it is. A Tab press scrolls its stop into view against that
 * layout; when several presses come within one frame (a held key on a busy phone), or a section was last drawn
 * shorter than it is, the sections drawn in the next frame can push the stop off the screen, and scroll anchoring
 * does not always hold it. So the page's <head> runs this: whenever the document's size changes (a ResizeObserver on
 * <html>, which runs after layout and before paint), a focused stop that is off the screen is scrolled back into
 * view (`nearest`), until the visitor scrolls themselves (a wheel, a touch, a pointer, or any key but Tab).
 *
 * The rule is `offScreen` below; the script is its copy in plain ES5, run before anything else
 * (lib/client/focus-in-view.test.ts runs the script itself).
 */

/** Whether a focused box (its top and bottom, from getBoundingClientRect) is off a viewport `height` tall. */
export function offScreen(box: { top: number; bottom: number }, height: number): boolean {
  return box.bottom <= 0 || box.top >= height;
}

export const FOCUS_IN_VIEW_SCRIPT = `(function(){if(typeof ResizeObserver!=='function')return;var k=null,d=document;d.addEventListener('focusin',function(e){k=e.target},true);var s=function(){k=null};['wheel','touchstart','pointerdown'].forEach(function(t){addEventListener(t,s,{capture:true,passive:true})});addEventListener('keydown',function(e){if(e.key!=='Tab')k=null},true);new ResizeObserver(function(){var e=k;if(!e||e!==d.activeElement||!e.getBoundingClientRect)return;var b=e.getBoundingClientRect();if(b.bottom<=0||b.top>=innerHeight)e.scrollIntoView({block:'nearest'})}).observe(d.documentElement)})()`;
