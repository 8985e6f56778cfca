import { LocaleLink, usePageLocale } from '@/components/locale-link';
import { useTranslations } from 'next-intl';
import type { ArticleSummary } from '@/lib/backend/types';
import { formatBytes, displayDate, formatDate } from '@/lib/format';
import sectionStyles from './section.module.css';
import styles from './article-list.module.css';
import { CmsImg } from '@/components/cms-img';
import { ContentText, useContentLang } from './content-language';

/**
 * News-style list: cover, date, title and summary, each linking to its detail page. `compact`: in a
 * half-width column (home), with a narrower cover.
 */
export function NewsList({ items, compact }: { items: ArticleSummary[]; compact?: boolean }) {
  const t = useTranslations('Lists');
  const locale = usePageLocale();
  const textLang = useContentLang();
  if (items.length === 0) return <p className={sectionStyles.empty}>{t('empty')}</p>;
  return (
    <ul className={compact ? `${styles.newsList} ${styles.compact}` : styles.newsList}>
      {items.map((item) => (
        <li key={item.id}>
          <LocaleLink href={`/news/detail/${item.id}`} className={styles.newsItem}>
            {item.cover ? <CmsImg src={item.cover} alt="" width={240} height={150} sizes="(max-width: 767px) 112px, 200px" /> : null}
            <div>
              <time dateTime={formatDate(item.published_at)}>{displayDate(item.published_at, locale)}</time>
              <h3>
                <ContentText lang={item.lang}>{item.title}</ContentText>
              </h3>
              {item.summary ? <p {...textLang(item.lang)}>{item.summary}</p> : null}
            </div>
          </LocaleLink>
        </li>
      ))}
    </ul>
  );
}

/** Investor documents: number, date, title and the PDF with its size. */
export function FilingList({ items }: { items: ArticleSummary[] }) {
  const t = useTranslations('Lists');
  const locale = usePageLocale();
  const textLang = useContentLang();
  if (items.length === 0) return <p className={sectionStyles.empty}>{t('noFilings')}</p>;
  return (
    <ul className={styles.filingList}>
      {items.map((item) => (
        <li key={item.id}>
          <time dateTime={formatDate(item.published_at)}>{displayDate(item.published_at, locale)}</time>
          <span>
            {item.announcement?.number ? <span className={styles.filingNumber}>[{item.announcement.number}]</span> : null}
            <ContentText lang={item.lang}>{item.title}</ContentText>
            {item.announcement?.subtype ? <span className={styles.filingType}>{item.announcement.subtype}</span> : null}
          </span>
          {item.announcement?.pdf_url ? (
            <a href={item.announcement.pdf_url} target="_blank" rel="noopener noreferrer" className={styles.pdf}>
              {item.announcement.pdf_size ? t('pdfSize', { size: formatBytes(item.announcement.pdf_size) }) : t('pdf')}
              <span className="visually-hidden">
                {t('pdfOf')}
                <span {...textLang(item.lang)}>{item.title}</span>
              </span>
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
