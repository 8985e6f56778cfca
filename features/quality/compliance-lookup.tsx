import { getTranslations } from 'next-intl/server';
import { getLocalePath } from '@/i18n/server';
import { getArticle, orNull } from '@/lib/backend';
import { Section } from '@/components/content/section';
import { FieldForm } from '@/components/content/field-form';
import { ComplianceTable } from './compliance-table';
import { findCompliance } from './reads';
import styles from './quality.module.css';

/** The product each found part belongs to, by its part number, for a link to its page (a product the backend lacks: none). */
async function productsOf(items: { product_id?: number }[]): Promise<Map<number, string>> {
  const ids = [...new Set(items.flatMap((item) => (item.product_id ? [item.product_id] : [])))];
  const articles = await Promise.all(ids.map((id) => orNull(getArticle(id))));
  return new Map(articles.flatMap((article) => (article?.product ? [[article.id, article.product.part_number] as const] : [])));
}

/**
 * /quality's lookup (`#lookup`): a part number (`part`, from the address) and, once asked, each orderable
 * part found with its compliance data, linking its product. Works without script (a GET form).
 */
export async function ComplianceLookup({ part }: { part: string }) {
  const [t, path, found] = await Promise.all([getTranslations('Quality'), getLocalePath(), part ? findCompliance(part) : null]);
  const products = await productsOf(found?.list ?? []);
  return (
    <Section id="lookup" title={t('lookup')}>
      <FieldForm
        action={path('/quality')}
        name={t('lookup')}
        id="quality-part"
        field="part"
        label={t('lookupLabel')}
        defaultValue={part}
        submit={t('lookupSubmit')}
        hint={t('lookupHint')}
        maxLength={64}
      />
      {part && found ? (
        found.list.length > 0 ? (
          <>
            <p className={styles.summary} role="status">
              {t('lookupSummary', { part, count: found.total })}
            </p>
            <ComplianceTable items={found.list} label={t('lookupTable')} products={products} />
          </>
        ) : (
          <p className={styles.summary} role="status">
            {t('lookupNone', { part })}
          </p>
        )
      ) : null}
    </Section>
  );
}
