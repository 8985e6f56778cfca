/**
 * Text from the backend made fit for a feed or a calendar file (pure). Control characters (C0 and C1,
 * DEL) cannot be written in XML 1.0 and would end a line of iCalendar, where a CR/LF in a name starts a
 * property or an event of its own: a one-line field keeps none of them (each becomes a space); a field of
 * several lines keeps its line breaks as `\n` and tabs. Non-characters and unpaired surrogates go too.
 */
const CONTROLS =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** One line: every control character, line breaks and tabs included, becomes a space. */
export function lineText(value: string): string {
  return value
    .replace(/\r\n?|[\n\t]/g, ' ')
    .replace(CONTROLS, ' ')
    .trim();
}

/** Several lines: line breaks written `\n`, tabs kept, every other control character a space. */
export function linesText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROLS, ' ').trim();
}

/**
 * Text that a feed writes inside CDATA: its writer (xml-js) escapes only the first `]]>`, so every one
 * is broken up with a zero-width space (read the same, and the section cannot be closed from inside).
 */
export function cdataText(value: string): string {
  return value.replaceAll(']]>', ']]\u200b>');
}
