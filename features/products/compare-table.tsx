import type { ReactNode } from 'react';
import { getPageLocale } from '@/i18n/server';
import { getTranslations } from 'next-intl/server';
import type { Article } from '@/lib/backend/types';
import { formatBytes, formatSpecValue, productName } from '@/lib/format';
import { orderingValues } from '@/features/products/product-selection';
import { LocaleLink } from '@/components/locale-link';
import { LifecycleBadge } from '@/components/content/lifecycle-badge';
import { contentLangAttr } from '@/components/content/content-language';
import styles from './product.module.css';

export type Compared = Article & { product: NonNullable<Article['product']> };

/** The address of the comparison without one of its products (the product list when none is left). */
function without(products: Compared[], id: number): string {
  const rest = products.filter((item) => item.id !== id).map((item) => `id=${item.id}`);
  return rest.length > 0 ? `/product/compare?${rest.join('&')}` : '/product';
}

/** The products side by side: name, lifecycle, every key specification any of them has, packages, temperatures, datasheet. */
export async function CompareTable({ products }: { products: Compared[] }) {
  const locale = await getPageLocale();
  const [t, lists] = await Promise.all([getTranslations('Compare'), getTranslations('Lists')]);
  // Every spec any of the products has, in first-seen order.
  const specs = new Map<string, { label: string; unit: string }>();
  for (const item of products)
    for (const spec of item.product.key_specs) if (!specs.has(spec.key)) specs.set(spec.key, { label: spec.label, unit: spec.unit });
  const row = (label: string, cell: (item: Compared) => ReactNode) => (
    <tr>
      <th scope="row">{label}</th>
      {products.map((item) => (
        <td key={item.id}>{cell(item)}</td>
      ))}
    </tr>
  );
  const joined = (item: Compared, field: 'package' | 'temperature_range') =>
    orderingValues(item.product, field).join(lists('listSeparator')) || '—';
  return (
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={t('table')}>
      <table className={styles.compareTable}>
        <thead>
          <tr>
            <th scope="col">{t('part')}</th>
            {products.map((item) => (
              <th scope="col" key={item.id}>
                <LocaleLink href={`/product/detail/${item.id}`}>{item.product.part_number}</LocaleLink>
                <LocaleLink
                  href={without(products, item.id)}
                  className={styles.removeLink}
                  aria-label={t('removeOf', { part: item.product.part_number })}
                >
                  {t('remove')}
                </LocaleLink>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('name')}</th>
            {products.map((item) => (
              <td key={item.id} {...contentLangAttr(item.lang, locale)}>
                {productName(item.title, item.product.part_number)}
              </td>
            ))}
          </tr>
          {row(t('status'), (item) => (
            <LifecycleBadge status={item.product.status} />
          ))}
          {[...specs].map(([key, spec]) => (
            <tr key={key}>
              <th scope="row">
                {spec.label}
                {spec.unit ? <small>{lists('unit', { unit: spec.unit })}</small> : null}
              </th>
              {products.map((item) => {
                const value = item.product.key_specs.find((candidate) => candidate.key === key)?.value;
                return <td key={item.id}>{value === undefined ? '—' : formatSpecValue(value, '')}</td>;
              })}
            </tr>
          ))}
          {row(t('package'), (item) => joined(item, 'package'))}
          {row(t('temperature'), (item) => joined(item, 'temperature_range'))}
          {row(t('datasheet'), (item) => {
            const datasheet = item.product.documents.find((doc) => doc.type === 'datasheet');
            return datasheet?.url ? (
              <a href={datasheet.url} target="_blank" rel="noopener">
                {t('pdf', { size: formatBytes(datasheet.size) })}
              </a>
            ) : (
              '—'
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
