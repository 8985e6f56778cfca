/** What the demo backend kept, read from its data directory (DEMO_DATA_DIR in playwright.config.ts). */
import { readFileSync } from 'node:fs';

/** The records of one of its JSON-lines files, oldest first. */
export function keptRecords(file: string): Record<string, unknown>[] {
  return readFileSync(`e2e/.data/${file}`, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
