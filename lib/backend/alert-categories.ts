/**
 * What investors may subscribe to by mail (issue 25), without zod: the island of /account reads it too
 * (./alert-types.ts has the contract's schemas).
 */

/** Announcements, periodic reports, news, events (the calendar), change notices. */
export const ALERT_CATEGORIES = ['announcements', 'reports', 'news', 'events', 'notices'] as const;
export type AlertCategory = (typeof ALERT_CATEGORIES)[number];
