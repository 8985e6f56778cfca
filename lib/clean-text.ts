/**
 * Text a visitor typed into an address (a search, a part number), as it is sent and shown (pure): trimmed,
 * inner runs of spaces made one, at most `max` characters (code points, so no character is cut in two).
 */
export function cleanText(raw: string | undefined, max: number): string {
  return Array.from((raw ?? '').replace(/\s+/g, ' ').trim())
    .slice(0, max)
    .join('')
    .trim();
}
