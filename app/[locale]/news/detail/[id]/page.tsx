import { getPageLocale } from '@/i18n/server';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageNotFound } from '@/lib/core/not-found';
import { getArticle, getSiteInfo, orMembersOnly, orNotFound } from '@/lib/backend';
import { MembersOnlyPage } from '@/components/member/members-only-page';
import { parseId } from '@/lib/params';
import { PageMain } from '@/components/layout/page-main';
import { NewsArticle } from '@/features/news/news-article';
import { PrevNext } from '@/features/news/prev-next';
import { Section } from '@/components/content/section';
import { RelatedLinks } from '@/components/content/related-links';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { JsonLd } from '@/components/json-ld';
import { baiduTimeJsonLd, newsArticleJsonLd, pageMetadata } from '@/lib/seo';
import { siteOrigin } from '@/lib/core/site-url';
import articleStyles from '@/components/content/article.module.css';
import sectionStyles from '@/components/content/section.module.css';
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
    return <MembersOnlyPage id={id} section="news" className={`container ${articleStyles.articleContainer}`} />;
  }
  const origin = siteOrigin();
  return (
    <PageMain>
      <JsonLd data={newsArticleJsonLd(origin, locale, article, site)} />
      <JsonLd data={baiduTimeJsonLd(origin, locale, article)} />
      <div className={`container ${articleStyles.articleContainer}`}>
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
        <NewsArticle article={article} />
        <PrevNext article={article} />
        {article.related.length > 0 ? (
          <Section id="related" title={t('related')} className={sectionStyles.lastSection}>
            <RelatedLinks items={article.related} base="/news/detail" />
          </Section>
        ) : null}
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(NewsDetailPage);
