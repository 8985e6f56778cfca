/**
 * Preview on the real site (issue 45; docs/backend-api.md, `web/get_article_info_by_id`, "Preview"): the admin's
 * "Preview" button opens the site at `/preview/article/<id>/<token>`; the site reads the article with the `preview`
 * header, and the CMS answers its latest draft. The token is the permission: the article's id and an expiry ten
 * minutes ahead, sealed with PAYLOAD_SECRET (../members/seal.ts). No cookie crosses between the two hosts.
 */
import { open, seal } from '../members/seal';

export const PREVIEW_TTL_SECONDS = 600;
const PURPOSE = 'preview';

export function previewToken(id: number, now = Date.now()): string {
  return seal(PURPOSE, `${id}|${Math.floor(now / 1000) + PREVIEW_TTL_SECONDS}`);
}

/** The article a token lets its holder preview, while it holds; null for anything else. */
export function previewedId(token: string, now = Date.now()): number | null {
  const [id, expires] = open(PURPOSE, token)?.split('|') ?? [];
  return id && expires && Number(expires) * 1000 > now ? Number(id) : null;
}

/** The site's preview page of an article in a language, or null when the CMS knows no site (SITE_URL unset). */
export function previewUrl(id: unknown, locale: string | undefined, siteUrl = process.env.SITE_URL, now = Date.now()): string | null {
  if (!siteUrl || typeof id !== 'number') return null;
  return `${siteUrl.replace(/\/+$/, '')}${locale === 'en' ? '/en' : ''}/preview/article/${id}/${previewToken(id, now)}`;
}
