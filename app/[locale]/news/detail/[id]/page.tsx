import { getPageLocale } from '@/i18n/server';
import { localePath } from '@/i18n/paths';
import { ContentText, contentLangAttr } from '@/components/content/content-language';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/locale-link';
import { pageNotFound } from '@/lib/core/not-found';
import { getArticle, getSiteInfo, orMembersOnly, orNotFound } from '@/lib/backend';
import { MembersOnlyArticle } from '@/components/member/members-only-article';
import { membersLabels } from '@/components/member/members-labels';
import { parseId } from '@/lib/params';
import { displayDate, formatDate } from '@/lib/format';
import { PageMain } from '@/components/layout/page-main';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { RichText } from '@/components/content/rich-text';
import { AttachmentList } from '@/components/content/attachment-list';
import { JsonLd } from '@/components/json-ld';
import { newsArticleJsonLd, pageMetadata } from '@/lib/seo';
import { siteOrigin } from '@/lib/core/site-url';
import styles from '@/components/content/content.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

type Props = { params: Promise<{ id: string }> };

/** The news article with this id, or a 404 when the id is malformed, unknown, or not news. */
async function loadNews(rawId: string) {
  const id = parseId(rawId);
  if (id === null) pageNotFound();
  const [article, site] = await Promise.all([orMembersOnly(orNotFound(getArticle(id))), getSiteInfo()]);
  if (article === 'members-only') return { id, article: null, site };
  if (article.category_path[0]?.id !== site.channels.news) pageNotFound();
  return { id, article, site };
}

async function generatePageMetadata({ params }: Props): Promise<Metadata> {
  const [{ id, article }, t] = await Promise.all([loadNews((await params).id), getTranslations('News')]);
  if (!article) return pageMetadata(await getPageLocale(), { title: t('membersOnly'), path: `/news/detail/${id}`, noindex: true });
  return pageMetadata(await getPageLocale(), {
    title: article.seo_title || article.title,
    description: article.seo_description || article.summary,
    keywords: article.seo_keywords,
    path: `/news/detail/${article.id}`,
    images: article.cover ? [article.cover] : [],
    type: 'article',
    publishedTime: article.published_at,
    modifiedTime: article.updated_at,
  });
}

async function NewsDetailPage({ params }: Props) {
  const [{ id, article, site }, t, nav, locale] = await Promise.all([
    loadNews((await params).id),
    getTranslations('News'),
    getTranslations('Nav'),
    getPageLocale(),
  ]);
  if (!article) {
    return (
      <PageMain>
        <div className={`container ${styles.articleContainer}`}>
          <MembersOnlyArticle
            id={id}
            labels={await membersLabels()}
            trailLabel={(await getTranslations('Navigation'))('breadcrumb')}
            trail={[
              { name: nav('home'), href: localePath(locale, '/') },
              { name: nav('news'), href: localePath(locale, '/news') },
            ]}
          />
        </div>
      </PageMain>
    );
  }
  const origin = siteOrigin();
  // Files whose path the site could not take (another host, `..`) are left out.
  const attachments = article.attachments.filter((file) => file.url);
  return (
    <PageMain>
      <JsonLd data={newsArticleJsonLd(origin, locale, article, site)} />
      <div className={`container ${styles.articleContainer}`}>
        <Breadcrumb
          origin={origin}
          items={[
            { name: nav('home'), href: '/' },
            { name: nav('news'), href: '/news' },
            // Every category below the news root, at any depth: /news lists each of them.
            ...article.category_path.slice(1).map((item) => ({ name: item.name, href: `/news?category=${item.id}` })),
            { name: article.title, lang: article.lang },
          ]}
        />
        <article>
          <header className={styles.articleHeader}>
            <h1>
              <ContentText lang={article.lang}>{article.title}</ContentText>
            </h1>
            <p className={styles.articleMeta}>
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
          <AttachmentList items={attachments} heading={(await getTranslations('Lists'))('attachments')} />
        </article>
        <nav aria-label={t('prevNext')} className={styles.prevNext}>
          {article.prev ? (
            <LocaleLink href={`/news/detail/${article.prev.id}`} rel="prev">
              {t.rich('previous', {
                title: article.prev.title,
                text: (chunks) => <span {...contentLangAttr(article.prev!.lang, locale)}>{chunks}</span>,
              })}
            </LocaleLink>
          ) : (
            <span>{t('noPrevious')}</span>
          )}
          {article.next ? (
            <LocaleLink href={`/news/detail/${article.next.id}`} rel="next">
              {t.rich('next', {
                title: article.next.title,
                text: (chunks) => <span {...contentLangAttr(article.next!.lang, locale)}>{chunks}</span>,
              })}
            </LocaleLink>
          ) : (
            <span>{t('noNext')}</span>
          )}
        </nav>
        {article.related.length > 0 ? (
          <section aria-labelledby="related" className={styles.lastSection}>
            <h2 id="related" className={styles.sectionTitle}>
              {t('related')}
            </h2>
            <ul className={styles.linkList}>
              {article.related.map((related) => (
                <li key={related.id}>
                  <LocaleLink href={`/news/detail/${related.id}`}>
                    <ContentText lang={related.lang}>{related.title}</ContentText>
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(NewsDetailPage);
