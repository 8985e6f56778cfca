import { LocaleLink, useLocalePath } from '@/components/locale-link';
import { useTranslations } from 'next-intl';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo';
import { JsonLd } from '@/components/json-ld';
import styles from './content.module.css';

export type { Crumb };

/**
 * Breadcrumb trail; the last entry is the current page. With `origin` (detail pages) it also emits the
 * trail as schema.org BreadcrumbList JSON-LD, so the visible trail and the structured one never differ.
 */
export function Breadcrumb({ items, origin }: { items: Crumb[]; origin?: string }) {
  const t = useTranslations('Navigation');
  const href = useLocalePath();
  return (
    <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
      <ol>
        {items.map((item, index) => (
          <li key={`${item.name}-${index}`}>
            {item.href && index < items.length - 1 ? <LocaleLink href={item.href}>{item.name}</LocaleLink> : <span aria-current="page">{item.name}</span>}
          </li>
        ))}
      </ol>
      {origin ? <JsonLd data={breadcrumbJsonLd(origin, items.map((item) => (item.href ? { ...item, href: href(item.href) } : item)))} /> : null}
    </nav>
  );
}
