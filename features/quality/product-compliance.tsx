import { getTranslations } from 'next-intl/server';
import { getProductCompliance } from './reads';
import { Section } from '@/components/content/section';
import { LocaleLink } from '@/components/locale-link';
import { ComplianceTable } from './compliance-table';
import styles from './quality.module.css';

/** Starts the product page's compliance read beside the product's (React `cache` keeps it for the section). */
export function preloadProductCompliance(productId: number | null): void {
  if (productId !== null) void getProductCompliance(productId);
}

/** A product page's "Quality and compliance": each orderable part's data, and the way to /quality. Left out when there is none. */
export async function ProductCompliance({ productId, partNumber }: { productId: number; partNumber: string }) {
  const [items] = await Promise.all([getProductCompliance(productId)]);
  if (items.length === 0) return null;
  const t = await getTranslations('Quality');
  return (
    <Section id="quality" title={t('section')}>
      <ComplianceTable items={items} label={t('table', { part: partNumber })} />
      <p className={styles.more}>
        <LocaleLink href="/quality">{t('more')} →</LocaleLink>
      </p>
    </Section>
  );
}
