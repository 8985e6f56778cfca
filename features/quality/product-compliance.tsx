import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import type { Compliance } from './contract';
import { Section } from '@/components/content/section';
import { LocaleLink } from '@/components/locale-link';
import { ComplianceTable } from './compliance-table';
import styles from './quality.module.css';

/** A product page's "Quality and compliance": each orderable part's data, and the way to /quality. Left out when there is none. */
export async function ProductCompliance({ items, partNumber, locale }: { items: Compliance[]; partNumber: string; locale: Locale }) {
  if (items.length === 0) return null;
  const t = await getTranslations('Quality');
  return (
    <Section id="quality" title={t('section')}>
      <ComplianceTable items={items} locale={locale} label={t('table', { part: partNumber })} />
      <p className={styles.more}>
        <LocaleLink href="/quality">{t('more')} →</LocaleLink>
      </p>
    </Section>
  );
}
