/**
 * The token of a link a backend mails (an alert's confirmation or way out, a privacy request's identity check): the
 * page's query that carries it, and the token as far as it can be one. Pure.
 */
import { declarePageQuery } from '@/lib/page-query';

/** What a mail link's page reads: its `token` (lib/pages/page-queries.ts). */
export const MAIL_LINK_QUERY = declarePageQuery(['token']);

/** The token of a mail's link, if it can be one (the first, when the query repeats it). */
export function mailLinkToken(value: string | string[] | undefined): string | null {
  const token = (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  return /^[\w.~-]{8,200}$/.test(token) ? token : null;
}
