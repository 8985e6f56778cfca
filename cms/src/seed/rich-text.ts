/**
 * The seed's HTML as Lexical's rich text, with Payload's own converter (`convertHTMLToLexical`). It needs a DOM:
 * happy-dom, which Lexical's headless package already depends on, stands in for the JSDOM the converter names.
 *
 * Both are imported when first needed, after the config has loaded: importing `@payloadcms/richtext-lexical`
 * beside the config (which imports it too) now and then leaves a top-level await unsettled under tsx, and the
 * process exits 13 having done nothing (4 runs in 16; none in 16 this way).
 *
 * Every window the converter opens is closed once the fragment is converted: a happy-dom window left open keeps its
 * memory, and a seed of 20,000 articles ran out of heap at 12,000 (npm run cms:scale).
 */
import config from '@payload-config';

type Converter = typeof import('@payloadcms/richtext-lexical');
let ready:
  | Promise<{
      lexical: Converter;
      editorConfig: Awaited<ReturnType<Converter['editorConfigFactory']['default']>>;
      Dom: new (html: string) => { window: { document: Document } };
    }>
  | undefined;

/** What the seed needs of a DOM window: to be closed. */
export type Closable = { happyDOM: { close: () => Promise<void> } };

/** Runs `convert` with a register of the windows it opens, and closes each of them afterwards, whatever happened. */
export async function closingWindows<T>(convert: (opened: Closable[]) => Promise<T>): Promise<T> {
  const opened: Closable[] = [];
  try {
    return await convert(opened);
  } finally {
    await Promise.all(opened.splice(0).map((window) => window.happyDOM.close()));
  }
}

/** The windows the converter has opened and not yet handed back. */
let opening: Closable[] | null = null;

function load() {
  ready ??= (async () => {
    const sanitized = await config;
    const lexical = await import('@payloadcms/richtext-lexical');
    const { Window } = await import('happy-dom');
    class Dom {
      readonly window: { document: Document };
      constructor(html: string) {
        const window = new Window();
        opening?.push(window as unknown as Closable);
        window.document.body.innerHTML = html;
        this.window = window as unknown as { document: Document };
      }
    }
    return { lexical, editorConfig: await lexical.editorConfigFactory.default({ config: sanitized }), Dom };
  })();
  return ready;
}

/** Lexical's state of an HTML fragment; no state for no HTML. */
export async function richTextOf(html: string) {
  if (!html.trim()) return null;
  const { lexical, editorConfig, Dom } = await load();
  // One conversion at a time opens windows (the seed converts one fragment after the other).
  return closingWindows(async (opened) => {
    opening = opened;
    try {
      return await lexical.convertHTMLToLexical({ editorConfig, html, JSDOM: Dom });
    } finally {
      opening = null;
    }
  });
}
