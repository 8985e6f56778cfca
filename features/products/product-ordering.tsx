import { getTranslations } from 'next-intl/server';
import type { Article, ProductFields } from '@/lib/backend/types';
import { getLocalePath, getPageLocale } from '@/i18n/server';
import { contentLangAttr } from '@/components/content/content-language';
import { RelatedLinks } from '@/components/content/related-links';
import { LifecycleBadge } from '@/components/content/lifecycle-badge';
import sectionStyles from '@/components/content/section.module.css';
import tableStyles from '@/components/content/table.module.css';

/**
 * The last section of a product page: its ordering codes, each with a link to request samples where the
 * backend offers them (`web/get_sample_options`), then the related products.
 */
export async function ProductOrdering({
  product,
  related,
  samples,
  lang,
}: {
  product: ProductFields;
  related: Article['related'];
  /** The parts that may be asked for as samples (features/samples: `getSampleOptions`). */
  samples: readonly { part_number: string }[];
  /** The product's language when it is in one language only (its `lang`): its cells' text is marked with it (issue 42). */
  lang: Article['lang'];
}) {
  const [t, s, path, locale] = await Promise.all([
    getTranslations('Product'),
    getTranslations('Samples'),
    getLocalePath(),
    getPageLocale(),
  ]);
  const itemText = contentLangAttr(lang, locale);
  const sampleable = new Set(samples.map((option) => option.part_number.toUpperCase()));
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
                  {sampleable.size > 0 ? <th scope="col">{s('title')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {product.ordering.map((code) => (
                  <tr key={code.part_number}>
                    <td>{code.part_number}</td>
                    <td {...itemText}>{code.package}</td>
                    <td {...itemText}>{code.temperature_range}</td>
                    <td {...itemText}>{code.packing}</td>
                    <td>
                      <LifecycleBadge status={code.status} />
                    </td>
                    {sampleable.size > 0 ? (
                      <td>
                        {sampleable.has(code.part_number.toUpperCase()) ? (
                          <a
                            href={path(`/samples?part=${encodeURIComponent(code.part_number)}`)}
                            aria-label={s('requestSamplesFor', { part: code.part_number })}
                            rel="nofollow"
                          >
                            {s('requestSamples')}
                          </a>
                        ) : null}
                      </td>
                    ) : null}
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
