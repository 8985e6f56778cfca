import { LocaleLink } from '@/components/locale-link';
import { useTranslations } from 'next-intl';
import styles from './pagination.module.css';

/** Which page numbers to show: first, last, and two around the current one, with gaps marked null. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const pages = new Set([1, total, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...pages].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  return sorted.flatMap((page, index) => (index > 0 && page - sorted[index - 1]! > 1 ? [null, page] : [page]));
}

/**
 * Pagination with real links (crawlable, works without JavaScript). Not prefetched: each prefetch is a
 * server render, and a visitor follows one page link of many.
 */
export function Pagination({
  page,
  pageSize,
  total,
  hrefFor,
}: {
  page: number;
  pageSize: number;
  total: number;
  hrefFor: (page: number) => string;
}) {
  const t = useTranslations('Navigation');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      {page > 1 ? (
        <LocaleLink href={hrefFor(page - 1)} rel="prev" prefetch={false}>
          {t('previousPage')}
        </LocaleLink>
      ) : null}
      {pageWindow(page, pages).map((number, index) =>
        number === null ? (
          <span key={`gap-${index}`} aria-hidden="true">
            …
          </span>
        ) : number === page ? (
          <span key={number} aria-current="page" className={styles.currentPage}>
            {number}
          </span>
        ) : (
          <LocaleLink key={number} href={hrefFor(number)} prefetch={false} aria-label={t('page', { number })}>
            {number}
          </LocaleLink>
        ),
      )}
      {page < pages ? (
        <LocaleLink href={hrefFor(page + 1)} rel="next" prefetch={false}>
          {t('nextPage')}
        </LocaleLink>
      ) : null}
    </nav>
  );
}
