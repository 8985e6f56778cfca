import { getPageLocale } from '@/i18n/server';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageNotFound } from '@/lib/core/not-found';
import { getArticle, getReplacedParts, getSiteInfo, orMembersOnly, orNotFound } from '@/lib/backend';
import { hasDocumentLibrary } from '@/features/resources/reads';
import { getInventory } from '@/features/where-to-buy/reads';
import { getProductCompliance } from '@/features/quality/reads';
import { getSampleOptions } from '@/features/samples/reads';
import { MembersOnlyPage } from '@/components/member/members-only-page';
import { parseId } from '@/lib/params';
import { PageMain } from '@/components/layout/page-main';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { ContentText, contentLangAttr } from '@/components/content/content-language';
import { JsonLd } from '@/components/json-ld';
import { pageMetadata, productJsonLd } from '@/lib/seo';
import { siteOrigin } from '@/lib/core/site-url';
import productStyles from '@/components/product/product.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';
import { ProductOverview } from '@/components/product/product-overview';
import { ProductDocuments } from '@/components/product/product-documents';
import { ProductOrdering } from '@/components/product/product-ordering';
import { ProductReplaces } from '@/components/cross-reference/product-replaces';
import { ProductCompliance } from '@/features/quality/product-compliance';
import { resourcesHref } from '@/lib/resources/library';
import { pricedOffers } from '@/features/where-to-buy/offers';
import { offersJsonLd } from '@/features/where-to-buy/json-ld';
import { WhereToBuy } from '@/features/where-to-buy/where-to-buy';
import { ProductLifecycle, ProductNotices, ProductNotifyMe, preloadProductNotices } from '@/features/change-notices/product-notices';
import { productName } from '@/lib/format';

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
  // For the reads asked beside the product's (loadProduct answers a malformed id with a 404).
  const parsedId = parseId(rawId);
  preloadProductNotices(parsedId);
  const [{ id, article, product, site }, t, nav, locale, replaced, library, compliance, inventory, samples] = await Promise.all([
    loadProduct(rawId),
    getTranslations('Product'),
    getTranslations('Nav'),
    getPageLocale(),
    // Asked beside the product, not after it: one round of calls.
    parsedId === null ? [] : getReplacedParts(parsedId),
    hasDocumentLibrary(),
    parsedId === null ? [] : getProductCompliance(parsedId),
    parsedId === null ? null : getInventory(parsedId),
    parsedId === null ? [] : getSampleOptions(parsedId),
  ]);
  if (!article || !product) {
    return <MembersOnlyPage id={id} locale={locale} section="product" />;
  }
  const origin = siteOrigin();
  // A document whose path the site could not take (another host, `..`) has nothing to link to; a
  // members' document is fetched by its id.
  const documents = product.documents.filter((doc) => doc.url || doc.access === 'member');
  // The library, showing the product's line (its own category) when it is below the product root.
  const category = article.category_path.length > 1 ? article.category_path.at(-1)?.id : undefined;
  const libraryHref = library ? resourcesHref({ line: category }) : null;
  return (
    <PageMain>
      <JsonLd
        data={productJsonLd(
          origin,
          locale,
          article,
          site,
          { name: t('lifecycle'), value: (await getTranslations('Lifecycle'))(product.status) },
          inventory ? offersJsonLd(pricedOffers(inventory)) : [],
        )}
      />
      <div className="container">
        <Breadcrumb
          origin={origin}
          items={[
            { name: nav('home'), href: '/' },
            { name: nav('product'), href: '/product' },
            // Every category below the product root, at any depth: /product lists each of them.
            ...article.category_path.slice(1).map((item) => ({ name: item.name, href: `/product?category=${item.id}` })),
            { name: product.part_number, lang: article.lang },
          ]}
        />
        <header className={productStyles.detailHeader}>
          <h1>
            <span className={productStyles.partNumber}>{product.part_number}</span>{' '}
            <ContentText lang={article.lang}>{productName(article.title, product.part_number)}</ContentText>
          </h1>
          <ProductLifecycle productId={article.id} status={product.status} />
          <ProductNotifyMe productId={article.id} partNumber={product.part_number} />
          {article.summary ? (
            <p className={productStyles.lead} {...contentLangAttr(article.lang, locale)}>
              {article.summary}
            </p>
          ) : null}
        </header>

        <ProductOverview article={article} product={product} locale={locale} />
        {documents.length > 0 ? <ProductDocuments documents={documents} locale={locale} libraryHref={libraryHref} /> : null}
        <ProductReplaces productId={article.id} partNumber={product.part_number} items={replaced} />
        <ProductCompliance items={compliance} partNumber={product.part_number} locale={locale} />
        <WhereToBuy inventory={inventory} partNumber={product.part_number} locale={locale} />
        <ProductNotices productId={article.id} line={category} />
        <ProductOrdering product={product} related={article.related} samples={samples} lang={article.lang} />
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(ProductDetailPage);
