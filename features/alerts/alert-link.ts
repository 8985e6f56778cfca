/**
 * The alert mail links' pages (issue 42, finding 9): which step a link is (confirm or unsubscribe), and the
 * state of its form, from asking to the backend's answer. Pure; no zod (the browser imports this file).
 */
import type { AlertSubscription } from './contract';

export type AlertLinkStep = 'confirmed' | 'unsubscribed';

export type AlertLinkState =
  { kind: 'asking' } | { kind: 'failed' } | { kind: 'invalid' } | { kind: 'done'; subscription: AlertSubscription };

export function alertLinkStep(value: unknown): AlertLinkStep | null {
  return value === 'confirmed' || value === 'unsubscribed' ? value : null;
}

/** Whether an RFC 8058 one-click body (`application/x-www-form-urlencoded`) asks to unsubscribe. */
export function isOneClickBody(body: string): boolean {
  return new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click';
}
