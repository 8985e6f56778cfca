/**
 * A draft opened from the CMS (issue 45): `/preview/article/<id>/<token>`, the link its "Preview" button opens, as
 * the site would show the article, read with the `preview` header (docs/backend-api.md, `web/get_article_info_by_id`).
 * Never kept (the read is the viewer's own: the page cache passes it), never indexed, with a bar saying it is a
 * preview. The token is the backend's: an unknown, expired or foreign one is a 404 here.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getArticlePreview, getSiteInfo, orNotFound } from '@/lib/backend';
import { pageNotFound } from '@/lib/core/not-found';
import { parseId } from '@/lib/params';
import { PageMain } from '@/components/layout/page-main';
import { PreviewBar } from '@/components/preview/preview-bar';
import { NewsArticle } from '@/features/news/news-article';
import { ProductHeader } from '@/features/products/product-header';
import { ProductOverview } from '@/features/products/product-overview';
import { ProductDocuments } from '@/features/products/product-documents';
import { ProductOrdering } from '@/features/products/product-ordering';
import articleStyles from '@/components/content/article.module.css';
import { whenAvailable } from '@/components/unavailable';

export const dynamic = 'force-dynamic';

/** A token as a backend makes one: URL-safe characters, not a page's worth of them. */
const TOKEN = /^[A-Za-z0-9._~-]{16,1024}$/;

type Props = { params: Promise<{ id: string; token: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Preview');
  return { title: t('label'), robots: { index: false, follow: false } };
}

async function PreviewPage({ params }: Props) {
  const { id: rawId, token } = await params;
  const id = parseId(rawId);
  if (id === null || !TOKEN.test(token)) pageNotFound();
  const [article, site] = await Promise.all([orNotFound(getArticlePreview(id, token)), getSiteInfo()]);
  const product = article.category_path[0]?.id === site.channels.product ? article.product : null;
  return (
    <PageMain>
      <PreviewBar />
      {product ? (
        <div className="container">
          <ProductHeader article={article} product={product}>
            {null}
          </ProductHeader>
          <ProductOverview article={article} product={product} />
          <ProductDocuments documents={product.documents} libraryHref={null} />
          <ProductOrdering product={product} related={article.related} samples={[]} lang={article.lang} />
        </div>
      ) : (
        <div className={`container ${articleStyles.articleContainer}`}>
          <NewsArticle article={article} />
        </div>
      )}
    </PageMain>
  );
}

export default whenAvailable(PreviewPage);
