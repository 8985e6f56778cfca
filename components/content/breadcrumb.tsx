import { useLocalePath } from '@/components/locale-link';
import { useTranslations } from 'next-intl';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo';
import { JsonLd } from '@/components/json-ld';
import { useContentLang } from './content-language';
import { BreadcrumbTrail, type TrailItem } from './breadcrumb-trail';

export type { Crumb };

/** A trail's steps as printed on a page: addresses in the page's language, `lang` where the name is in another. */
export function useTrail(): (items: Crumb[]) => TrailItem[] {
  const href = useLocalePath();
  const langOf = useContentLang();
  return (items) =>
    items.map((item) => ({ name: item.name, ...(item.href ? { href: href(item.href) } : {}), ...langOf(item.lang ?? null) }));
}

/**
 * Breadcrumb trail; the last entry is the current page. With `origin` (detail pages) it also emits the
 * trail as schema.org BreadcrumbList JSON-LD, so the visible trail and the structured one never differ.
 */
export function Breadcrumb({ items, origin }: { items: Crumb[]; origin?: string }) {
  const t = useTranslations('Navigation');
  const trail = useTrail()(items);
  return (
    <>
      <BreadcrumbTrail label={t('breadcrumb')} items={trail} />
      {origin ? (
        <JsonLd
          data={breadcrumbJsonLd(
            origin,
            trail.map(({ name, href }) => ({ name, ...(href ? { href } : {}) })),
          )}
        />
      ) : null}
    </>
  );
}
