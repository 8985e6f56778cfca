import { getTranslations } from 'next-intl/server';
import { DataTable } from '@/components/content/data-table';
import type { Article, ProductFields } from '@/lib/backend/types';
import { getLocalePath, getPageLocale } from '@/i18n/server';
import { contentLangAttr } from '@/components/content/content-language';
import { RelatedLinks } from '@/components/content/related-links';
import { LifecycleBadge } from '@/components/content/lifecycle-badge';
import sectionStyles from '@/components/content/section.module.css';

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
          <DataTable
            label={t('orderingTable')}
            columns={[
              t('orderingCode'),
              t('package'),
              t('temperature'),
              t('packing'),
              t('status'),
              sampleable.size > 0 ? s('title') : null,
            ]}
          >
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
          </DataTable>
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
