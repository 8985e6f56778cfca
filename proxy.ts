/**
 * Runs before every page and /api/ request (Node.js runtime):
 * - locale routing: every page lives in the `app/[locale]` tree; `/en/…` is English as it stands, every
 *   other page path is Chinese, rewritten in place to `/zh/…` (i18n/paths.ts `internalPagePath`). `/zh/…`
 *   itself is not an address of the site (Chinese has no prefix): it is the 404 page, not a redirect. The
 *   page's language travels to next-intl in a request header (i18n/request.ts);
 * - a path whose percent-encoding is not valid UTF-8 is answered here (400 for /api/, the 404 page
 *   otherwise), before Next.js fails to decode it into route parameters;
 * - each page view gets a fresh nonce: the Content-Security-Policy allows only scripts that carry it.
 *   Next.js reads the policy from the request headers and puts the nonce on its own scripts (the site
 *   writes one script of its own, the reading aids' pre-paint script, which only `npm start`'s hash policy
 *   lets run: under `next dev` the aids apply when the page hydrates; JSON-LD is data, which the policy
 *   does not govern). Under
 *   `npm start` the site server (lib/server/site-server.ts) serves pages to many visitors from one render,
 *   so it replaces this policy with one listing the page's inline script hashes; the nonce stays for
 *   `next dev`;
 * - the security headers of lib/security-headers.ts (the site server sets them again on what it serves).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_HEADER } from '@/i18n/config';
import { internalPagePath, NOT_FOUND_PATH } from '@/i18n/paths';
import { API_BASE } from '@/lib/backend/calls';
import { isDecodablePath } from '@/lib/server/request-guard';
import { contentSecurityPolicy, createNonce, isHttps, securityHeaders } from '@/lib/security-headers';

/**
 * Addresses that are the same in every language, outside locale routing: the members-only article route
 * (its caller names the language), and the files for crawlers (the sitemap and its files list both languages).
 */
function isLanguageNeutral(path: string): boolean {
  return path.startsWith('/member/') || path === '/robots.txt' || path === '/sitemap.xml' || path.startsWith('/sitemaps/');
}

export function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname;
  const https = isHttps(request.nextUrl.protocol, request.headers.get('x-forwarded-proto'));

  const validEncoding = isDecodablePath(path);
  if (!validEncoding && path.startsWith(API_BASE)) {
    return NextResponse.json({ code: 0, msg: '请求路径无效', data: null }, { status: 400, headers: { 'cache-control': 'no-store' } });
  }
  if (path.startsWith(API_BASE) || (validEncoding && isLanguageNeutral(path))) return NextResponse.next();

  const nonce = createNonce();
  const policy = contentSecurityPolicy({ nonce, dev: process.env.NODE_ENV === 'development', https });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', policy);
  // The path as it came (still percent-encoded), so the page sees exactly the address asked for.
  const { locale, internal } = internalPagePath(validEncoding ? path : NOT_FOUND_PATH);
  requestHeaders.set(LOCALE_HEADER, locale);
  const response =
    internal === path
      ? NextResponse.next({ request: { headers: requestHeaders } })
      : NextResponse.rewrite(new URL(`${internal}${request.nextUrl.search}`, request.url), { request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(securityHeaders({ https, policy }))) response.headers.set(name, value);
  return response;
}

export const config = {
  // Not for build output and files that carry no page: they get the common headers of next.config.mjs.
  matcher: ['/((?!_next/static|_next/image|icon.svg|favicon.ico|apple-touch-icon.png|reading-aids/).*)'],
};
