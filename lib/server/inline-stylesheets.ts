/**
 * The page's own stylesheets written into its HTML, so that the first paint waits for no other request
 * (issue 21: on a slow mobile connection each stylesheet cost a round trip of half a second before anything
 * showed). Done by the site server once per render (lib/server/site-server.ts), on the HTML only: the RSC
 * payload still names the files, for client-side navigation.
 *
 * Each `<link rel="stylesheet">` of the build's own static files becomes a `<style>` with the file's text,
 * followed by the same link marked `disabled`. The link stays so that React, hydrating, finds the stylesheet
 * it rendered already in the document (it looks for `link[rel="stylesheet"][href=…]`) and neither inserts
 * nor waits for another copy; a disabled stylesheet link is not fetched, so the text travels once. Links
 * whose file cannot be read are left as they are.
 */

import { attribute } from './html-tags';

/** The build's own stylesheets; nothing from elsewhere is inlined. */
const OWN_STYLESHEET = /^\/_next\/static\/[A-Za-z0-9_\-./]+\.css$/;

const LINK = /<link\b[^>]*>/gi;
/** An `as` attribute, with its value quoted or not. */
const AS = /\sas(?:=(?:"[^"]*"|'[^']*'|[^\s"'=<>`/]+))?(?=[\s/>])/i;
/** A `disabled` attribute, with a value or without. */
const DISABLED = /\sdisabled(?=[\s=/>])/i;

/** CSS text safe inside `<style>`: a `</style` in it (a string, a comment) would end the element early. */
export function styleText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

/**
 * The HTML with each own stylesheet link of its head inlined (see above), and the addresses inlined. `read`
 * gives a file's text by its address, or null; the head alone is changed.
 */
export function inlineStylesheets(html: string, read: (href: string) => string | null): { html: string; inlined: string[] } {
  const inlined: string[] = [];
  const headEnd = html.search(/<\/head\s*>/i);
  if (headEnd < 0) return { html, inlined };
  const head = html.slice(0, headEnd).replace(LINK, (tag) => {
    if ((attribute(tag, 'rel') ?? '').toLowerCase() !== 'stylesheet' || DISABLED.test(tag)) return tag;
    const href = attribute(tag, 'href');
    if (!href || href.includes('..') || !OWN_STYLESHEET.test(href)) return tag;
    const css = read(href);
    if (css === null) return tag;
    inlined.push(href);
    // React writes `as="style"` on a next/dynamic component's stylesheet link, which HTML allows on a preload only.
    const disabled = tag.replace(AS, '').replace(/\s*\/?>$/, ' disabled/>');
    return `<style data-inlined-href="${href}">${styleText(css)}</style>${disabled}`;
  });
  return { html: head + html.slice(headEnd), inlined };
}

/** The entries of a Link header field, split at the commas between them (not those inside quotes or <>). */
export function linkEntries(field: string): string[] {
  const entries: string[] = [];
  let current = '';
  let quoted = false;
  let bracketed = false;
  for (const char of field) {
    if (char === '"' && !bracketed) quoted = !quoted;
    else if (char === '<' && !quoted) bracketed = true;
    else if (char === '>' && !quoted) bracketed = false;
    if (char === ',' && !quoted && !bracketed) {
      entries.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) entries.push(current.trim());
  return entries;
}

/**
 * A Link header without the stylesheet preloads of the addresses now in the HTML (React announces each
 * stylesheet in one, which would fetch what the page already carries); null when nothing is left.
 */
export function withoutStylePreloads(field: string, inlined: readonly string[]): string | null {
  const kept = linkEntries(field).filter((entry) => {
    const href = /^<([^>]*)>/.exec(entry)?.[1];
    return !(href && inlined.includes(href) && /;\s*rel="?preload"?/i.test(entry) && /;\s*as="?style"?/i.test(entry));
  });
  return kept.length > 0 ? kept.join(', ') : null;
}
