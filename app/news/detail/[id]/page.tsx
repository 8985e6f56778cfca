import type { Metadata } from 'next';
import Link from 'next/link';
import { pageNotFound } from '@/lib/server/not-found';
import { getArticle, getSiteInfo, orMembersOnly, orNotFound } from '@/lib/backend';
import { MembersOnlyArticle } from '@/components/member/members-only-article';
import { parseId } from '@/lib/params';
import { formatDate } from '@/lib/format';
import { PageMain } from '@/components/layout/page-main';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { RichText } from '@/components/content/rich-text';
import { AttachmentList } from '@/components/content/attachment-list';
import { JsonLd } from '@/components/json-ld';
import { newsArticleJsonLd, pageMetadata } from '@/lib/seo';
import { siteOrigin } from '@/lib/server/site-url';
import styles from '@/components/content/content.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/lib/server/unavailable';

type Props = { params: Promise<{ id: string }> };

const MEMBERS_ONLY = '会员专享内容';

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
  const { id, article } = await loadNews((await params).id);
  if (!article) return pageMetadata({ title: MEMBERS_ONLY, path: `/news/detail/${id}`, noindex: true });
  return pageMetadata({
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
  const { id, article, site } = await loadNews((await params).id);
  if (!article) {
    return (
      <PageMain>
        <div className={`container ${styles.articleContainer}`}>
          <Breadcrumb items={[{ name: '首页', href: '/' }, { name: '新闻中心', href: '/news' }, { name: MEMBERS_ONLY }]} />
          <MembersOnlyArticle id={id} />
        </div>
      </PageMain>
    );
  }
  const origin = siteOrigin();
  // Files whose path the site could not take (another host, `..`) are left out.
  const attachments = article.attachments.filter((file) => file.url);
  return (
    <PageMain>
      <JsonLd data={newsArticleJsonLd(origin, article, site)} />
      <div className={`container ${styles.articleContainer}`}>
        <Breadcrumb
          origin={origin}
          items={[
            { name: '首页', href: '/' },
            { name: '新闻中心', href: '/news' },
            // Every category below the news root, at any depth: /news lists each of them.
            ...article.category_path.slice(1).map((item) => ({ name: item.name, href: `/news?category=${item.id}` })),
            { name: article.title },
          ]}
        />
        <article>
          <header className={styles.articleHeader}>
            <h1>{article.title}</h1>
            <p className={styles.articleMeta}>
              <time dateTime={formatDate(article.published_at)}>{formatDate(article.published_at)}</time>
              {article.source ? <span>来源：{article.source}</span> : null}
            </p>
          </header>
          <RichText html={article.content} />
          <AttachmentList items={attachments} />
        </article>
        <nav aria-label="上一篇与下一篇" className={styles.prevNext}>
          {article.prev ? (
            <Link href={`/news/detail/${article.prev.id}`} rel="prev">
              上一篇：{article.prev.title}
            </Link>
          ) : (
            <span>上一篇：没有了</span>
          )}
          {article.next ? (
            <Link href={`/news/detail/${article.next.id}`} rel="next">
              下一篇：{article.next.title}
            </Link>
          ) : (
            <span>下一篇：没有了</span>
          )}
        </nav>
        {article.related.length > 0 ? (
          <section aria-labelledby="related" className={styles.lastSection}>
            <h2 id="related" className={styles.sectionTitle}>
              相关新闻
            </h2>
            <ul className={styles.linkList}>
              {article.related.map((related) => (
                <li key={related.id}>
                  <Link href={`/news/detail/${related.id}`}>{related.title}</Link>
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
