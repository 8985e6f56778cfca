import 'server-only';
import { getServerConfig } from '@/lib/core/config';

/** Used when SITE_URL is not set (local runs); production sets SITE_URL to the public origin. */
const FALLBACK_ORIGIN = `http://localhost:${process.env.PORT || 3000}`;

/** Absolute origin of the public site for canonical URLs, Open Graph, JSON-LD and the sitemap. */
export function siteOrigin(): string {
  return getServerConfig().siteUrl ?? FALLBACK_ORIGIN;
}
