import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { EMBED_HOSTS } from '@/lib/embeds';
import { toApiUrl } from '@/lib/backend/media';
import { backendLinkHref } from '@/lib/backend/links';
import type { Locale } from '@/i18n/config';

/**
 * CMS HTML is untrusted: it is sanitized on the server before it is rendered (sanitize-html, which parses
 * with htmlparser2 and rebuilds the markup from an allow-list). Allowed: text formatting, lists, tables,
 * headings, images, links, and video players from the hosts of lib/embeds.ts; no scripts, event handlers,
 * styles, forms, other iframes, objects or SVG. Links may only use http(s), mailto and tel; images only
 * http(s) and the site's own paths. Links to other sites open a new tab with rel="noopener noreferrer";
 * links to the site's own pages follow lib/backend/links.ts (in the page's language; none off the site).
 */
const optionsFor = (locale: Locale): sanitizeHtml.IOptions => ({
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'code',
    'pre',
    'blockquote',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'figure',
    'figcaption',
    'img',
    'a',
    'span',
    'div',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'sandbox', 'loading', 'referrerpolicy'],
  },
  allowedIframeHostnames: [...EMBED_HOSTS],
  allowIframeRelativeUrls: false,
  // An iframe or image whose address was not allowed has lost its src: drop it whole.
  exclusiveFilter: (frame) => (frame.tag === 'iframe' || frame.tag === 'img') && !frame.attribs.src,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const next = { ...attribs };
      if (next.href !== undefined) next.href = linkHref(next.href, locale);
      if (next.href === '') delete next.href;
      // Absolute links lead to other sites (the CMS links its own pages by path); so does any new tab.
      const external = /^https?:\/\//i.test(next.href ?? '') || (next.target !== undefined && next.target !== '_self');
      if (external) {
        next.target = '_blank';
        next.rel = 'noopener noreferrer';
      } else {
        delete next.target;
        delete next.rel;
      }
      return { tagName, attribs: next };
    },
    // A page has exactly one <h1>, the page title; headings from the CMS start at <h2>.
    h1: 'h2',
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(attribs.src !== undefined ? { src: resolveBackendPath(attribs.src) } : {}), loading: 'lazy' },
    }),
    // A player may run its own scripts in its own origin, never navigate the page or open pop-ups.
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.src ? { src: attribs.src } : {}),
        ...(attribs.width ? { width: attribs.width } : {}),
        ...(attribs.height ? { height: attribs.height } : {}),
        title: attribs.title || '视频',
        sandbox: 'allow-scripts allow-same-origin allow-presentation',
        allowfullscreen: '',
        loading: 'lazy',
        referrerpolicy: 'strict-origin-when-cross-origin',
      },
    }),
  },
});

const OPTIONS: Record<Locale, sanitizeHtml.IOptions> = { zh: optionsFor('zh'), en: optionsFor('en') };

/**
 * A link of CMS HTML: an in-page anchor, mail and phone as they are; a relative path is a backend file
 * (resolveBackendPath); an address or a site path by the rule of backend links.
 */
function linkHref(value: string, locale: Locale): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('#') || /^(mailto|tel):/i.test(trimmed)) return trimmed;
  const resolved = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || /^[/\\?]/.test(trimmed) ? trimmed : resolveBackendPath(trimmed);
  return backendLinkHref(resolved, locale);
}

/**
 * A relative path in CMS HTML (`files/news/a.png`: no scheme, no leading `/`, `#` or `?`) is a backend
 * file, resolved under /api/ as the path fields of every answer are (docs/backend-api.md); a browser
 * would otherwise resolve it against the page's own address. Site paths (`/product`) and URLs stay as
 * they are; a relative path that climbs out (`../x`) is dropped.
 */
export function resolveBackendPath(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || /^[/#?\\]/.test(trimmed)) return value;
  return toApiUrl(trimmed);
}

/** CMS HTML made safe to render on a page in `locale` (its links in that language). */
export function sanitizeCmsHtml(html: string, locale: Locale = 'zh'): string {
  return sanitizeHtml(html, OPTIONS[locale]);
}
