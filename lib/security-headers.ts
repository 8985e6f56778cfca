/**
 * The site's response security headers (`securityHeaders`). The Content-Security-Policy of a page lists
 * the hashes of its inline scripts (lib/server/site-server.ts, which serves every page), or a fresh nonce
 * per view where Next.js renders for one visitor (proxy.ts); the rest are the same for every response.
 *
 * Why each relaxation is there:
 * - style-src 'unsafe-inline': antd and React write `style="…"` attributes, which cannot carry a nonce,
 *   and antd's scroll locker (@rc-component/portal, used by the drawer and the image viewer) adds style
 *   elements without one. A nonce in style-src would switch 'unsafe-inline' off and break both. Scripts
 *   stay nonce-only, and CMS markup is sanitized without any style (lib/pages/sanitize.ts).
 * - img-src https: and data:: CMS content may show images from the CMS's own image host; antd inlines
 *   small SVG icons as data: URLs.
 * - 'unsafe-eval' only under `next dev` (React's debugging needs it), never in production.
 */
import { EMBED_HOSTS } from './embeds';

/**
 * Which inline scripts may run: those carrying the view's nonce (a page rendered for this one answer), or
 * those whose hash is listed (a cached page, whose bytes are known and served to many). With hashes there
 * is no 'strict-dynamic': Next.js' `<script src>` tags and the chunks they load are allowed by 'self'.
 */
export type ScriptAllowance = { nonce: string } | { hashes: readonly string[] };

export type CspOptions = ScriptAllowance & { dev: boolean; https: boolean };

export function contentSecurityPolicy(options: CspOptions): string {
  const { dev, https } = options;
  const scripts = 'nonce' in options ? [`'nonce-${options.nonce}'`, "'strict-dynamic'"] : options.hashes;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts, ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(dev ? ['ws:'] : [])],
    'media-src': ["'self'", 'https:'],
    'frame-src': EMBED_HOSTS.map((host) => `https://${host}`),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/**
 * Files and answers under /api/ come from the CMS: an uploaded SVG or HTML file opened on its own must not
 * run script in the site's origin.
 */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'self'";

/**
 * The policy of an answer that has none of its own when its head is written (a page Next.js draws by
 * itself, such as its 404 for a missing build file): a document that runs nothing and loads only the
 * site's own styles and images.
 */
export const FALLBACK_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";

/** Answers a browser would run as a document of the site's origin if opened on their own. */
const MARKUP_TYPE = /^\s*(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml)\b/i;

/**
 * The policy of an answer under /api/, by its type. Markup also runs in a sandbox (a unique origin: no
 * cookies, storage or same-origin requests of the site). Not PDFs: Chromium's viewer refuses sandboxed
 * documents.
 */
export function apiContentSecurityPolicy(contentType: string | null): string {
  return MARKUP_TYPE.test(contentType ?? '') ? `${API_CONTENT_SECURITY_POLICY}; sandbox` : API_CONTENT_SECURITY_POLICY;
}

/** Sent with every response. */
const COMMON_SECURITY_FIELDS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()',
};

/** HSTS, sent only on answers that went out over https (directly or behind a TLS-terminating proxy). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The one place the security headers of an answer are decided: the common ones, HSTS over https, and
 * the answer's Content-Security-Policy when it has one. The site server applies it to every answer under
 * `npm start`; proxy.ts to what Next.js answers under `next dev`.
 */
export function securityHeaders({ https, policy }: { https: boolean; policy?: string }): Record<string, string> {
  return {
    ...COMMON_SECURITY_FIELDS,
    ...(https ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
    ...(policy ? { 'content-security-policy': policy } : {}),
  };
}

/** Whether the visitor's connection is https: the URL's scheme, or the first X-Forwarded-Proto hop. */
export function isHttps(protocol: string, forwardedProto: string | null): boolean {
  return protocol === 'https:' || forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
