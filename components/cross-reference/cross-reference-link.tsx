import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/locale-link';
import { CROSS_REFERENCE_PATH } from '@/lib/cross-reference/page-query';
import styles from './cross-reference.module.css';

/** The way from the product list to the cross-reference: its name as a link, and what it does. */
export async function CrossReferenceLink() {
  const t = await getTranslations('CrossReference');
  return (
    <p className={styles.entry}>
      <LocaleLink href={CROSS_REFERENCE_PATH}>{t('navLink')}</LocaleLink>
      <span>{t('navHint')}</span>
    </p>
  );
}
