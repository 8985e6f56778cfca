import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/locale-link';
import { CROSS_REFERENCE_PATH } from '@/lib/cross-reference/page-query';
import { RESOURCES_PATH } from '@/lib/resources/library';
import styles from './product-tools.module.css';

/**
 * The product list's ways to its tools, each with what it does: the cross-reference, the design resources,
 * the quality lookup and the change notices, each only when the backend has it (so no link leads to a 404). Nothing when none.
 * `notices`: the change notices' address (features/change-notices), or null.
 */
export async function ProductTools({
  crossReference,
  resources,
  quality,
  notices,
}: {
  crossReference: boolean;
  resources: boolean;
  quality: boolean;
  notices: string | null;
}) {
  if (!crossReference && !resources && !quality && !notices) return null;
  const [xref, library, compliance, changes] = await Promise.all([
    getTranslations('CrossReference'),
    getTranslations('Resources'),
    getTranslations('Quality'),
    getTranslations('Notices'),
  ]);
  return (
    <ul className={styles.tools}>
      {crossReference ? (
        <li>
          <LocaleLink href={CROSS_REFERENCE_PATH}>{xref('navLink')}</LocaleLink>
          <span>{xref('navHint')}</span>
        </li>
      ) : null}
      {resources ? (
        <li>
          <LocaleLink href={RESOURCES_PATH}>{library('heading')}</LocaleLink>
          <span>{library('subtitle')}</span>
        </li>
      ) : null}
      {quality ? (
        <li>
          <LocaleLink href="/quality">{compliance('heading')}</LocaleLink>
          <span>{compliance('lookup')}</span>
        </li>
      ) : null}
      {notices ? (
        <li>
          <LocaleLink href={notices}>{changes('heading')}</LocaleLink>
          <span>{changes('navHint')}</span>
        </li>
      ) : null}
    </ul>
  );
}
