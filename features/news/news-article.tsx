import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import type { Article } from '@/lib/backend/types';
import { displayDate, formatDate } from '@/lib/format';
import { ContentText, contentLangAttr } from '@/components/content/content-language';
import { RichText } from '@/components/content/rich-text';
import { AttachmentList } from '@/components/content/attachment-list';
import articleStyles from '@/components/content/article.module.css';

/** A news article: title, date and source, its text (sanitized CMS HTML) and its attachments. */
export async function NewsArticle({ article }: { article: Article }) {
  const locale = await getPageLocale();
  const [t, lists] = await Promise.all([getTranslations('News'), getTranslations('Lists')]);
  // Files whose path the site could not take (another host, `..`) are left out.
  const attachments = article.attachments.filter((file) => file.url);
  return (
    <article>
      <header className={articleStyles.articleHeader}>
        <h1>
          <ContentText lang={article.lang}>{article.title}</ContentText>
        </h1>
        <p className={articleStyles.articleMeta}>
          <time dateTime={formatDate(article.published_at)}>{displayDate(article.published_at, locale)}</time>
          {article.source ? (
            <span>
              {t.rich('source', {
                source: article.source,
                text: (chunks) => <span {...contentLangAttr(article.lang, locale)}>{chunks}</span>,
              })}
            </span>
          ) : null}
        </p>
      </header>
      <div {...contentLangAttr(article.lang, locale)}>
        <RichText html={article.content} />
      </div>
      <AttachmentList items={attachments} heading={lists('attachments')} />
    </article>
  );
}
