import { getPageLocale } from '@/i18n/server';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageNotFound } from '@/lib/core/not-found';
import { getArticle, getSiteInfo, orMembersOnly, orNotFound } from '@/lib/backend';
import { hasDocumentLibrary } from '@/features/resources/reads';
import { getInventory } from '@/features/where-to-buy/reads';
import { getSampleOptions } from '@/features/samples/reads';
import { MembersOnlyPage } from '@/components/member/members-only-page';
import { parseId } from '@/lib/params';
import { PageMain } from '@/components/layout/page-main';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { ProductHeader } from '@/features/products/product-header';
import { ProductJsonLd } from '@/features/products/product-json-ld';
import { pageMetadata } from '@/lib/seo';
import { siteOrigin } from '@/lib/core/site-url';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';
import { ProductOverview } from '@/features/products/product-overview';
import { ProductDocuments } from '@/features/products/product-documents';
import { ProductOrdering } from '@/features/products/product-ordering';
import { preloadReplacedParts, ProductReplaces } from '@/features/cross-reference/product-replaces';
import { preloadProductCompliance, ProductCompliance } from '@/features/quality/product-compliance';
import { resourcesHref } from '@/lib/resources/library';
import { pricedOffers } from '@/features/where-to-buy/offers';
import { offersJsonLd } from '@/features/where-to-buy/json-ld';
import { WhereToBuy } from '@/features/where-to-buy/where-to-buy';
import { ProductLifecycle, ProductNotices, ProductNotifyMe, preloadProductNotices } from '@/features/change-notices/product-notices';

type Props = { params: Promise<{ id: string }> };

/** The product with this id, or a 404 when the id is malformed, unknown, or not a product. */
async function loadProduct(rawId: string) {
  const id = parseId(rawId);
  if (id === null) pageNotFound();
  const [article, site] = await Promise.all([orMembersOnly(orNotFound(getArticle(id))), getSiteInfo()]);
  if (article === 'members-only') return { id, article: null, product: null, site };
  const product = article.product;
  if (!product || article.category_path[0]?.id !== site.channels.product) pageNotFound();
  return { id, article, product, site };
}

async function generatePageMetadata({ params }: Props): Promise<Metadata> {
  const [{ id, article }, t] = await Promise.all([loadProduct((await params).id), getTranslations('Product')]);
  if (!article) return pageMetadata(await getPageLocale(), { title: t('membersOnly'), path: `/product/detail/${id}`, noindex: true });
  return pageMetadata(await getPageLocale(), {
    title: article.seo_title || article.title,
    description: article.seo_description || article.summary,
    keywords: article.seo_keywords,
    path: `/product/detail/${article.id}`,
    images: article.cover ? [article.cover] : [],
  });
}

async function ProductDetailPage({ params }: Props) {
  const rawId = (await params).id;
  // The sections' reads start beside the product's, in one round of calls (loadProduct answers a malformed id with a 404).
  const parsedId = parseId(rawId);
  for (const preload of [preloadProductNotices, preloadReplacedParts, preloadProductCompliance]) preload(parsedId);
  const [{ id, article, product, site }, nav, library, inventory, samples] = await Promise.all([
    loadProduct(rawId),
    getTranslations('Nav'),
    hasDocumentLibrary(),
    parsedId === null ? null : getInventory(parsedId),
    parsedId === null ? [] : getSampleOptions(parsedId),
  ]);
  if (!article || !product) return <MembersOnlyPage id={id} section="product" />;
  // The library, showing the product's line (its own category) when it is below the product root.
  const category = article.category_path.length > 1 ? article.category_path.at(-1)?.id : undefined;
  const libraryHref = library ? resourcesHref({ line: category }) : null;
  return (
    <PageMain>
      <ProductJsonLd
        article={article}
        status={product.status}
        site={site}
        offers={inventory ? offersJsonLd(pricedOffers(inventory)) : []}
      />
      <div className="container">
        <Breadcrumb
          origin={siteOrigin()}
          items={[
            { name: nav('home'), href: '/' },
            { name: nav('product'), href: '/product' },
            // Every category below the product root, at any depth: /product lists each of them.
            ...article.category_path.slice(1).map((item) => ({ name: item.name, href: `/product?category=${item.id}` })),
            { name: product.part_number, lang: article.lang },
          ]}
        />
        <ProductHeader article={article} product={product}>
          <ProductLifecycle productId={article.id} status={product.status} />
          <ProductNotifyMe productId={article.id} partNumber={product.part_number} />
        </ProductHeader>

        <ProductOverview article={article} product={product} />
        <ProductDocuments documents={product.documents} libraryHref={libraryHref} />
        <ProductReplaces productId={article.id} partNumber={product.part_number} />
        <ProductCompliance productId={article.id} partNumber={product.part_number} />
        <WhereToBuy productId={article.id} partNumber={product.part_number} />
        <ProductNotices productId={article.id} line={category} />
        <ProductOrdering product={product} related={article.related} samples={samples} lang={article.lang} />
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(ProductDetailPage);
