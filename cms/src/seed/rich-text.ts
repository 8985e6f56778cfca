/**
 * The seed's HTML as Lexical's rich text, with Payload's own converter (`convertHTMLToLexical`). It needs a DOM:
 * happy-dom, which Lexical's headless package already depends on, stands in for the JSDOM the converter names.
 */
import { Window } from 'happy-dom';
import { convertHTMLToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical';
import config from '@payload-config';

class Dom {
  readonly window: { document: Document };
  constructor(html: string) {
    const window = new Window();
    window.document.body.innerHTML = html;
    this.window = window as unknown as { document: Document };
  }
}

let editorConfig: Awaited<ReturnType<typeof editorConfigFactory.default>> | undefined;

/** Lexical's state of an HTML fragment; no state for no HTML. */
export async function richTextOf(html: string) {
  if (!html.trim()) return null;
  editorConfig ??= await editorConfigFactory.default({ config: await config });
  return convertHTMLToLexical({ editorConfig, html, JSDOM: Dom });
}
