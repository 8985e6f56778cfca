/**
 * Runs before every page and /api/ request (Node.js runtime):
 * - locale routing (next-intl, i18n/routing.ts): `/en/…` is English, every other page path Chinese, both
 *   rewritten to the `app/[locale]` tree; `/zh/…` is not an address of the site (Chinese has no prefix):
 *   it is the 404 page, not a redirect;
 * - a path whose percent-encoding is not valid UTF-8 is answered here (400 for /api/, the 404 page
 *   otherwise), before Next.js fails to decode it into route parameters;
 * - each page view gets a fresh nonce: the Content-Security-Policy allows only scripts that carry it.
 *   Next.js reads the policy from the request headers and puts the nonce on its own scripts (the site
 *   writes no executable script of its own; JSON-LD is data, which the policy does not govern). Under
 *   `npm start` the site server (lib/server/site-server.ts) serves pages to many visitors from one render,
 *   so it replaces this policy with one listing the page's inline script hashes; the nonce stays for
 *   `next dev`;
 * - HSTS when the visitor's connection is https.
 */
import { NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from '@/i18n/routing';
import { API_BASE } from '@/lib/backend/calls';
import { contentSecurityPolicy, createNonce, isHttps, STRICT_TRANSPORT_SECURITY } from '@/lib/security-headers';

function hasValidEncoding(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

const routeByLocale = createMiddleware(routing);

/** The path every address that is no page of the site is routed to: it matches no route, so it is the 404 page. */
const NOT_FOUND_PATH = '/_not-found-path';

/** `/zh` and `/zh/…`: the default locale written as a prefix, which the site does not use. */
function hasDefaultLocalePrefix(path: string): boolean {
  return new RegExp(`^/${routing.defaultLocale}(/|$)`, 'i').test(path);
}

/**
 * Addresses that are the same in every language, outside locale routing: the members-only article route
 * (its caller names the language), and the files for crawlers (they list both languages).
 */
function isLanguageNeutral(path: string): boolean {
  return path.startsWith('/member/') || path === '/robots.txt' || path === '/sitemap.xml';
}

export function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname;
  const https = isHttps(request.nextUrl.protocol, request.headers.get('x-forwarded-proto'));

  const validEncoding = hasValidEncoding(path);
  if (!validEncoding && path.startsWith(API_BASE)) {
    return NextResponse.json({ code: 0, msg: '请求路径无效', data: null }, { status: 400, headers: { 'cache-control': 'no-store' } });
  }
  if (path.startsWith(API_BASE) || (validEncoding && isLanguageNeutral(path))) return NextResponse.next();

  const nonce = createNonce();
  const policy = contentSecurityPolicy({ nonce, dev: process.env.NODE_ENV === 'development', https });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', policy);
  // A path that is no address of the site renders the 404 page (with its 404 status) in the site's shell.
  // The request's own URL string, not `nextUrl`: NextURL writes a loopback host as `localhost`, and a
  // rewrite to another origin than Next.js' own is proxied over the network instead of served in place.
  const target = !validEncoding || hasDefaultLocalePrefix(path) ? new URL(NOT_FOUND_PATH, request.url) : request.url;
  const response = routeByLocale(new NextRequest(target, { headers: requestHeaders }));
  response.headers.set('content-security-policy', policy);
  if (https) response.headers.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  return response;
}

export const config = {
  // Not for build output and files that carry no page: they get the common headers of next.config.mjs.
  matcher: ['/((?!_next/static|_next/image|icon.svg|favicon.ico|apple-touch-icon.png).*)'],
};
