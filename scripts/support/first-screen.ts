/**
 * How many bytes a browser needs before it can paint a page's first screen (issue 48): the HTML as served, from its
 * start to the end of the last text the first screen shows, with everything before it (the head's inline stylesheets
 * included), compressed with brotli as the site serves it. Within the first 14 KB (TCP's initial congestion window of
 * ten segments), the first screen arrives in one round trip.
 *
 * The last text of the first screen is found in a real browser without script (what the HTML and its CSS paint): the
 * last text node, in document order, that shows inside the viewport; then the same text, the same occurrence, in the
 * served HTML. `npm run bench` prints it per page (scripts/bench.ts, the `html` measure).
 */
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { BEST_BROTLI_QUALITY } from '@/lib/server/recompress';
import type { Browser } from '@playwright/test';

/** TCP's initial window (RFC 6928: ten segments of 1,460 bytes), the bytes of a first round trip. */
export const ONE_ROUND_TRIP_BYTES = 14 * 1024;

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Whether `at` is inside a tag (an attribute's value) or a script's or style's text, rather than in the markup's text. */
function outsideText(html: string, at: number): boolean {
  if (html.lastIndexOf('<', at) > html.lastIndexOf('>', at)) return true;
  const before = html.slice(0, at).toLowerCase();
  return ['script', 'style'].some((tag) => before.lastIndexOf(`<${tag}`) > before.lastIndexOf(`</${tag}`));
}

/**
 * Where in `html` the `occurrence`-th (0: the first) appearance of `text` in the body's text ends, as written
 * (HTML-escaped, or as is), not counting one in an attribute or a script; null when it is not found.
 */
export function textEnd(html: string, text: string, occurrence: number): number | null {
  const bodyStart = html.search(/<body[\s>]/i);
  if (bodyStart < 0 || !text) return null;
  for (const written of [...new Set([escaped(text), text])]) {
    let seen = 0;
    for (let at = html.indexOf(written, bodyStart); at >= 0; at = html.indexOf(written, at + written.length)) {
      if (outsideText(html, at)) continue;
      if (seen === occurrence) return at + written.length;
      seen += 1;
    }
  }
  return null;
}

/**
 * The brotli bytes of `html`'s first `end` characters, compressed as the site keeps its pages: at the best quality,
 * which every visitor of a kept page gets once it has been asked for twice (lib/server/recompress.ts).
 */
export function brotliBytes(html: string, end = html.length): number {
  return brotliCompressSync(Buffer.from(html.slice(0, end), 'utf8'), { params: { [zlib.BROTLI_PARAM_QUALITY]: BEST_BROTLI_QUALITY } })
    .length;
}

export type FirstScreen = {
  /** Brotli bytes up to the end of the first screen's last text; null when it could not be found. */
  bytes: number | null;
  /** The whole HTML's brotli bytes. */
  wholeBytes: number;
  /** The last text the first screen shows (its first 40 characters). */
  lastText: string;
};

/**
 * The first screen of `url` at `viewport`, as the served HTML (`html`) paints it without script. `wholeBytes`: the
 * whole HTML's brotli bytes when the caller has them already (a quality-11 compression of the page each).
 */
export async function firstScreen(
  browser: Browser,
  url: string,
  html: string,
  viewport: { width: number; height: number },
  wholeBytes = brotliBytes(html),
): Promise<FirstScreen> {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const found = await page.evaluate(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      let last: { text: string; node: Text } | null = null;
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const text = node.data.trim();
        if (!text || node.parentElement?.closest('script, style, noscript, template')) continue;
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        const style = getComputedStyle(node.parentElement!);
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
        if (box.top < window.innerHeight && box.bottom > 0) last = { text, node };
      }
      if (!last) return null;
      // The same text earlier in the document: which occurrence this is.
      const snippet = last.text.slice(0, 40);
      let occurrence = 0;
      const again = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = again.nextNode() as Text | null; node && node !== last.node; node = again.nextNode() as Text | null) {
        if (node.parentElement?.closest('script, style, noscript, template')) continue;
        occurrence += node.data.split(snippet).length - 1;
      }
      return { snippet, occurrence };
    });
    const end = found ? textEnd(html, found.snippet, found.occurrence) : null;
    return { bytes: end === null ? null : brotliBytes(html, end), wholeBytes, lastText: found?.snippet ?? '' };
  } finally {
    await context.close();
  }
}
