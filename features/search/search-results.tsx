import { useTranslations } from 'next-intl';
import { LocaleLink, usePageLocale } from '@/components/locale-link';
import { ContentText, useContentLang } from '@/components/content/content-language';
import { LifecycleBadge } from '@/components/content/lifecycle-badge';
import type { ArticleSummary } from '@/lib/backend/types';
import { displayDate, formatDate } from '@/lib/format';
import { resultHref } from '@/lib/search/page-query';
import { articleType } from '@/lib/backend/article-kind';
import { MarkedText } from '@/components/search/marked-text';
import styles from '@/components/search/search.module.css';

/** A result's title, linked where it leads: its page, or a document's PDF in a new tab. */
function ResultLink({ item, words }: { item: ArticleSummary; words: readonly string[] }) {
  const { href, external } = resultHref(item);
  const number = item.announcement?.number ? `[${item.announcement.number}] ` : '';
  const title = (
    <ContentText lang={item.lang}>
      <MarkedText text={`${number}${item.title}`} words={words} />
    </ContentText>
  );
  return external ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {title}
    </a>
  ) : (
    <LocaleLink href={href} prefetch={false}>
      {title}
    </LocaleLink>
  );
}

/** Search results, the searched words marked in titles and summaries. Server-rendered, no script. */
export function SearchResults({ items, words }: { items: ArticleSummary[]; words: readonly string[] }) {
  const t = useTranslations('Search');
  const locale = usePageLocale();
  const textLang = useContentLang();
  return (
    <ul className={styles.results}>
      {items.map((item) => {
        const type = articleType(item);
        return (
          <li key={item.id} className={styles.result}>
            <h3>
              <ResultLink item={item} words={words} />
            </h3>
            {item.summary ? (
              <p {...textLang(item.lang)}>
                <MarkedText text={item.summary} words={words} />
              </p>
            ) : null}
            <div className={styles.meta}>
              {item.product ? <LifecycleBadge status={item.product.status} /> : null}
              {type !== 'product' ? <time dateTime={formatDate(item.published_at)}>{displayDate(item.published_at, locale)}</time> : null}
              {item.announcement?.subtype ? <span>{item.announcement.subtype}</span> : null}
              {type === 'investor' && item.announcement?.pdf_url ? <span>{t('pdf')}</span> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
