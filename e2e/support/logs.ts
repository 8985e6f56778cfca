/**
 * The site's log as the tests read it: one JSON object per line (lib/core/log.ts); the messages, and
 * whether every line is such an object.
 */
export type LogEntry = { time: string; level: string; msg: string } & Record<string, unknown>;

export function logEntries(text: string): LogEntry[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      try {
        return JSON.parse(line) as LogEntry;
      } catch {
        return { time: '', level: 'not JSON', msg: line };
      }
    });
}

/** The messages of the lines, access lines left out. */
export function logMessages(text: string): string[] {
  return logEntries(text)
    .filter((entry) => entry.msg !== 'request')
    .map((entry) => entry.msg);
}
