import { getTranslations } from 'next-intl/server';
import type { Article, ProductFields } from '@/lib/backend/types';
import { RelatedLinks } from '@/components/content/related-links';
import { LifecycleBadge } from '@/components/content/lifecycle-badge';
import styles from '@/components/content/content.module.css';

/** The last section of a product page: its ordering codes, then the related products. */
export async function ProductOrdering({ product, related }: { product: ProductFields; related: Article['related'] }) {
  const t = await getTranslations('Product');
  return (
    <section aria-labelledby={product.ordering.length > 0 ? 'ordering' : undefined} className={styles.lastSection}>
      {product.ordering.length > 0 ? (
        <>
          <h2 id="ordering" className={styles.sectionTitle}>
            {t('ordering')}
          </h2>
          <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={t('orderingTable')}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('orderingCode')}</th>
                  <th scope="col">{t('package')}</th>
                  <th scope="col">{t('temperature')}</th>
                  <th scope="col">{t('packing')}</th>
                  <th scope="col">{t('status')}</th>
                </tr>
              </thead>
              <tbody>
                {product.ordering.map((code) => (
                  <tr key={code.part_number}>
                    <td>{code.part_number}</td>
                    <td>{code.package}</td>
                    <td>{code.temperature_range}</td>
                    <td>{code.packing}</td>
                    <td>
                      <LifecycleBadge status={code.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      {related.length > 0 ? (
        <>
          <h2 className={styles.sectionTitle}>{t('related')}</h2>
          <RelatedLinks items={related} base="/product/detail" />
        </>
      ) : null}
    </section>
  );
}
