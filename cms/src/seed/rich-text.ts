/**
 * The seed's HTML as Lexical's rich text, with Payload's own converter (`convertHTMLToLexical`). It needs a DOM:
 * happy-dom, which Lexical's headless package already depends on, stands in for the JSDOM the converter names.
 *
 * Both are imported when first needed, after the config has loaded: importing `@payloadcms/richtext-lexical`
 * beside the config (which imports it too) now and then leaves a top-level await unsettled under tsx, and the
 * process exits 13 having done nothing (4 runs in 16; none in 16 this way).
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

function load() {
  ready ??= (async () => {
    const sanitized = await config;
    const lexical = await import('@payloadcms/richtext-lexical');
    const { Window } = await import('happy-dom');
    class Dom {
      readonly window: { document: Document };
      constructor(html: string) {
        const window = new Window();
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
  return lexical.convertHTMLToLexical({ editorConfig, html, JSDOM: Dom });
}
