/**
 * The page's script chunks requested once its HTML has been parsed, not as its head arrives (issue 21).
 * Done by the site server once per render (lib/server/site-server.ts), on the HTML only.
 *
 * Next.js writes each chunk as `<script src async>` in the head (and a preload for the bootstrap). The
 * browser's preload scanner then fetches them all at the start of the document: on a slow connection they
 * share the line with the HTML and the first screen's pictures, and as they arrive V8 compiles them on
 * background threads while the page is laid out for the first time (traces on a 2-core machine showed the
 * first layout waiting 200–600 ms for the font requests it makes meanwhile). The scripts are needed for
 * hydration only: every page is complete in its HTML.
 *
 * So each own async chunk script leaves the document and one inline script at the end of the body appends
 * the same scripts, in the same order, still async, a few per task: they are requested when the parser
 * reaches it, the document's `load` event still waits for them (so the page is hydrating by then, as
 * before), and a client-side navigation loads chunks as it always did. Without JavaScript nothing changes. The inline
 * script is covered by the page's hash policy like every other (lib/server/prepared-response.ts).
 */

import { attribute } from './html-tags';

/** The build's own script chunks; nothing from elsewhere is moved. */
const OWN_SCRIPT = /^\/_next\/static\/[A-Za-z0-9_\-./]+\.js$/;

/** An empty external script element (what React renders for a chunk). */
const SCRIPT = /<script\b[^>]*><\/script\s*>/gi;
const LINK = /<link\b[^>]*>/gi;

/**
 * Scripts appended per task. Appending one costs the main thread 0.5-3 ms (the browser prepares its
 * request there), so a page's twelve to fourteen in one task made a task of 15-45 ms, which a phone four
 * times slower feels as a long one (issue 21); three per task keeps each short.
 */
export const SCRIPTS_PER_TASK = 3;

/**
 * The inline script that appends the chunk scripts, in order, each async as Next.js wrote it: the first
 * few at once, the rest a few per task (a message to itself, which runs at once, unlike a timer), so the
 * page's `load` still waits for them all.
 */
export function loaderScript(sources: readonly string[]): string {
  return (
    `<script>(function(d,s){var c=new MessageChannel,i=0;function n(){for(var k=0;k<${SCRIPTS_PER_TASK}&&i<s.length;k++,i++){` +
    `var e=d.createElement("script");e.src=s[i];e.async=true;d.head.appendChild(e)}` +
    `if(i<s.length)c.port2.postMessage(0);else c.port1.close()}c.port1.onmessage=n;n()})(document,${JSON.stringify(sources)})</script>`
  );
}

function isMovable(tag: string): string | null {
  const start = tag.slice(0, tag.indexOf('>') + 1);
  const src = attribute(start, 'src');
  if (src === null || !OWN_SCRIPT.test(src) || src.includes('..')) return null;
  if (attribute(start, 'async') === null || attribute(start, 'nomodule') !== null || attribute(start, 'type') !== null) return null;
  return src;
}

function isScriptPreload(tag: string, moved: readonly string[]): boolean {
  const rel = (attribute(tag, 'rel') ?? '').toLowerCase();
  const as = (attribute(tag, 'as') ?? '').toLowerCase();
  return rel === 'preload' && as === 'script' && moved.includes(attribute(tag, 'href') ?? '');
}

/**
 * The HTML with its own async chunk scripts (and their preloads) replaced by one loader at the end of the
 * body, and the addresses moved; the HTML as it is when it has none or no `</body>`.
 */
export function deferScripts(html: string): { html: string; deferred: string[] } {
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd < 0) return { html, deferred: [] };
  const deferred: string[] = [];
  const before = html.slice(0, bodyEnd).replace(SCRIPT, (tag) => {
    const src = isMovable(tag);
    if (src === null) return tag;
    deferred.push(src);
    return '';
  });
  if (deferred.length === 0) return { html, deferred };
  const withoutPreloads = before.replace(LINK, (tag) => (isScriptPreload(tag, deferred) ? '' : tag));
  return { html: withoutPreloads + loaderScript(deferred) + html.slice(bodyEnd), deferred };
}
