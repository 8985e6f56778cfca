import Link from 'next/link';
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
  return (
    <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
      <ol>
        {items.map((item, index) => (
          <li key={`${item.name}-${index}`}>
            {item.href && index < items.length - 1 ? <Link href={item.href}>{item.name}</Link> : <span aria-current="page">{item.name}</span>}
          </li>
        ))}
      </ol>
      {origin ? <JsonLd data={breadcrumbJsonLd(origin, items)} /> : null}
    </nav>
  );
}
