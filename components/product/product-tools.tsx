import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/locale-link';
import { CROSS_REFERENCE_PATH } from '@/lib/cross-reference/page-query';
import { RESOURCES_PATH } from '@/lib/resources/library';
import styles from './product-tools.module.css';

/**
 * The product list's ways to its tools, each with what it does: the cross-reference and the design
 * resources, each only when the backend has it (so no link leads to a 404). Nothing when neither.
 */
export async function ProductTools({ crossReference, resources }: { crossReference: boolean; resources: boolean }) {
  if (!crossReference && !resources) return null;
  const [xref, library] = await Promise.all([getTranslations('CrossReference'), getTranslations('Resources')]);
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
    </ul>
  );
}
