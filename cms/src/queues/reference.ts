/**
 * References a visitor can read out and quote (docs/backend-api.md: `reference`, 1–40 characters):
 * `<prefix>-<day in China>-<four letters and digits>`, without the letters and digits easily mistaken (I, O, 0, 1),
 * as the demo makes them. Contact messages are `MSG-`, sample requests `SR-`, privacy requests `PR-`, investor
 * questions `IQ-`, alert subscriptions `AL-`.
 */
import { randomInt } from 'node:crypto';
import { chinaDay } from './working-days';

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newReference(prefix: string, now: number): string {
  const code = Array.from({ length: 4 }, () => LETTERS[randomInt(LETTERS.length)]).join('');
  return `${prefix}-${chinaDay(now).replaceAll('-', '')}-${code}`;
}
