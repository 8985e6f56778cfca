import { useTranslations } from 'next-intl';
import type { CrossReference } from '@/lib/backend/cross-reference-types';
import type { ShownCrossReference } from './shown';
import {
  BROWSE_PAGE_SIZE,
  crossReferenceHref,
  crossReferencePartPath,
  RESULTS_PAGE_SIZE,
  type CrossReferenceQuery,
} from '@/lib/cross-reference/page-query';
import { Pagination } from '@/components/content/pagination';
import { Section } from '@/components/content/section';
import { LocaleLink } from '@/components/locale-link';
import { CrossReferenceCard } from './cross-reference-card';
import styles from './cross-reference.module.css';

/** One page of what a search (`query.q`) found, each part with what replaces it; or "none", with where to ask. */
export function CrossReferenceResults(props: { query: CrossReferenceQuery; total: number; results: ShownCrossReference[] }) {
  const { query, total, results } = props;
  const t = useTranslations('CrossReference');
  if (results.length === 0) {
    return (
      <>
        <p className={styles.summary} role="status">
          {t('none', { query: query.q })}
        </p>
        <p>
          {t('noneTipsBefore')}
          <LocaleLink href="/contact">{t('contactSales')}</LocaleLink>
          {t('noneTipsAfter')}
        </p>
      </>
    );
  }
  return (
    <>
      <p className={styles.summary} role="status">
        {t('summary', { query: query.q, count: total })}
      </p>
      <p className={styles.notice}>{t('notice')}</p>
      {results.map((item, index) => (
        <CrossReferenceCard key={`${item.vendor} ${item.part_number}`} item={item} index={index} linkPart />
      ))}
      <Pagination
        page={query.page}
        pageSize={RESULTS_PAGE_SIZE}
        total={total}
        hrefFor={(page) => crossReferenceHref({ q: query.q, page })}
      />
    </>
  );
}

/** Without a search: one page of every part number the backend knows, each linking its own page. */
export function KnownParts({ known, total, page }: { known: CrossReference[]; total: number; page: number }) {
  const t = useTranslations('CrossReference');
  return (
    <Section id="xref-known" title={t('browseTitle')} note={t('browseNote', { count: total })}>
      <ul className={styles.browse}>
        {known.map((item) => (
          <li key={`${item.vendor} ${item.part_number}`}>
            <LocaleLink href={crossReferencePartPath(item.part_number)}>{item.part_number}</LocaleLink>
            <span>{item.vendor}</span>
          </li>
        ))}
      </ul>
      <Pagination page={page} pageSize={BROWSE_PAGE_SIZE} total={total} hrefFor={(next) => crossReferenceHref({ q: '', page: next })} />
    </Section>
  );
}
