/**
 * Rich text between the editor and the contract (docs/backend-api.md, "Rich text"): editors write in Lexical,
 * the contract carries HTML. Lists come out as plain `<ul>`/`<ol>` and `<li>` (Payload's own converter adds
 * empty classes, styles and values); pictures and files come out at their contract paths (`files/<path>`, which
 * the site resolves under `/api/`), never at Payload's own file route, which is closed to visitors. The site
 * sanitizes whatever it receives; nothing here relies on that.
 */
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical';
import { convertLexicalToHTML, type HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

type UploadValue = {
  path?: string;
  alt?: string;
  mimeType?: string;
  filename?: string;
  width?: number;
  height?: number;
  members_only?: boolean;
};

/** Where the text's files are linked: their public paths, or (a previewed draft) sealed addresses. */
export type FileUrl = (file: UploadValue & { id?: number }) => string;

/** A file's public path; a members-only file has none (its path is no permission). */
const publicUrl: FileUrl = (file) => (file.path && !file.members_only ? `files/${file.path}` : '');

/** A picture or file placed in the text, at its public path (or where `fileUrl` says); left out without one. */
export function uploadHTML(value: unknown, fileUrl: FileUrl = publicUrl): string {
  if (typeof value !== 'object' || value === null) return '';
  const file = value as UploadValue;
  const url = fileUrl(file);
  if (!url) return '';
  const src = escape(url);
  if (!file.mimeType?.startsWith('image/')) return `<a href="${src}">${escape(file.filename ?? file.path ?? '')}</a>`;
  const size = file.width && file.height ? ` width="${file.width}" height="${file.height}"` : '';
  return `<img src="${src}" alt="${escape(file.alt ?? '')}"${size}>`;
}

const convertersFor =
  (fileUrl: FileUrl): HTMLConvertersFunction =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    list: ({ node, nodesToHTML }) => {
      const tag = node.tag === 'ol' ? 'ol' : 'ul';
      return `<${tag}>${nodesToHTML({ nodes: node.children }).join('')}</${tag}>`;
    },
    listitem: ({ node, nodesToHTML }) => `<li>${nodesToHTML({ nodes: node.children }).join('')}</li>`,
    upload: ({ node }) => uploadHTML((node as { value?: unknown }).value, fileUrl),
  });

const converters = convertersFor(publicUrl);

/** The HTML of a rich-text field's value (populated: its uploads are documents), or '' when it holds none. */
export function htmlOf(state: unknown, fileUrl?: FileUrl): string {
  if (typeof state !== 'object' || state === null || !('root' in state)) return '';
  return convertLexicalToHTML({
    data: state as SerializedEditorState,
    converters: fileUrl ? convertersFor(fileUrl) : converters,
    disableContainer: true,
  });
}
