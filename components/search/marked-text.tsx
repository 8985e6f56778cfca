import { highlight } from '@/lib/search/highlight';

/** A text with the searched words in `<mark>` (lib/search/highlight.ts); no hooks: server and islands alike. */
export function MarkedText({ text, words }: { text: string; words: readonly string[] }) {
  return <>{highlight(text, words).map((piece, index) => (piece.marked ? <mark key={index}>{piece.text}</mark> : piece.text))}</>;
}
