import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import type { Article } from '@/lib/backend/types';
import { LocaleLink } from '@/components/locale-link';
import { contentLangAttr } from '@/components/content/content-language';
import styles from './news.module.css';

/** The links to the article before and after this one in its list, or what is missing. */
export async function PrevNext({ article }: { article: Pick<Article, 'prev' | 'next'> }) {
  const locale = await getPageLocale();
  const t = await getTranslations('News');
  const link = (item: NonNullable<Article['prev']>, rel: 'prev' | 'next') => (
    <LocaleLink href={`/news/detail/${item.id}`} rel={rel}>
      {t.rich(rel === 'prev' ? 'previous' : 'next', {
        title: item.title,
        text: (chunks) => <span {...contentLangAttr(item.lang, locale)}>{chunks}</span>,
      })}
    </LocaleLink>
  );
  return (
    <nav aria-label={t('prevNext')} className={styles.prevNext}>
      {article.prev ? link(article.prev, 'prev') : <span>{t('noPrevious')}</span>}
      {article.next ? link(article.next, 'next') : <span>{t('noNext')}</span>}
    </nav>
  );
}
