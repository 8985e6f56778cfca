import { getTranslations } from 'next-intl/server';
import type { Article, ProductFields } from '@/lib/backend/types';
import { RelatedLinks } from '@/components/content/related-links';
import { LifecycleBadge } from '@/components/content/lifecycle-badge';
import sectionStyles from '@/components/content/section.module.css';
import tableStyles from '@/components/content/table.module.css';

/** The last section of a product page: its ordering codes, then the related products. */
export async function ProductOrdering({ product, related }: { product: ProductFields; related: Article['related'] }) {
  const t = await getTranslations('Product');
  return (
    <section aria-labelledby={product.ordering.length > 0 ? 'ordering' : undefined} className={sectionStyles.lastSection}>
      {product.ordering.length > 0 ? (
        <>
          <h2 id="ordering" className={sectionStyles.sectionTitle}>
            {t('ordering')}
          </h2>
          <div className={tableStyles.tableScroll} tabIndex={0} role="region" aria-label={t('orderingTable')}>
            <table className={tableStyles.table}>
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
          <h2 className={sectionStyles.sectionTitle}>{t('related')}</h2>
          <RelatedLinks items={related} base="/product/detail" />
        </>
      ) : null}
    </section>
  );
}
