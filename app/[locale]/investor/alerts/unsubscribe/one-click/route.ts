/**
 * RFC 8058's one-click unsubscribe (issue 42, finding 9): the address an alert mail's `List-Unsubscribe`
 * header names, with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. A mail client POSTs that body
 * here and the subscription of the token ends (`web/unsubscribe_alerts`), no sign-in, no page. A GET or a
 * HEAD (a link scanner, a visitor who pasted the address) ends nothing: it is sent to the unsubscribe page,
 * whose button does it.
 */
import { inLanguage } from '@/lib/backend';
import { alertsByToken } from '@/features/alerts/reads';
import { isBackendError } from '@/lib/backend/errors';
import { ALERTS_UNSUBSCRIBE_PATH } from '@/features/alerts/contract';
import { mailLinkToken } from '@/lib/forms/mail-link';
import { isOneClickBody } from '@/features/alerts/alert-link';
import { readCapped } from '@/lib/backend/forward';
import { localePath } from '@/i18n/paths';
import { toLocale } from '@/i18n/config';
import { PAGE_QUERIES } from '@/features';
import { queryOf } from '@/lib/page-query';
import type { NextRequest } from 'next/server';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string }> };

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/** The address's query: the mail's `token` (kept by the page cache for a GET). */
const QUERY = PAGE_QUERIES['/investor/alerts/unsubscribe/one-click'];

export async function POST(request: NextRequest, { params }: Context): Promise<Response> {
  const token = mailLinkToken(QUERY.read(queryOf(request.nextUrl.searchParams)).token);
  const body = await readCapped(request, 1024);
  if (!token || body === 'too-large' || !isOneClickBody(new TextDecoder().decode(body)))
    return plain(400, 'List-Unsubscribe=One-Click and a token are needed');
  try {
    const ended = await inLanguage(toLocale((await params).locale), () => alertsByToken('unsubscribe', token));
    return ended ? plain(200, 'Unsubscribed') : plain(404, 'No such subscription');
  } catch (error) {
    if (isBackendError(error)) return plain(503, 'Try again later');
    throw error;
  }
}

export async function GET(request: NextRequest, { params }: Context): Promise<Response> {
  const token = mailLinkToken(QUERY.read(queryOf(request.nextUrl.searchParams)).token) ?? '';
  const page = `${localePath(toLocale((await params).locale), ALERTS_UNSUBSCRIBE_PATH)}?token=${encodeURIComponent(token)}`;
  return new Response(null, { status: 303, headers: { location: page, 'cache-control': 'no-store' } });
}
