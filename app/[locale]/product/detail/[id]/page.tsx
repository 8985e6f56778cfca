import { getPageLocale } from '@/i18n/server';
import { localePath } from '@/i18n/paths';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/locale-link';
import { pageNotFound } from '@/lib/core/not-found';
import { getArticle, getSiteInfo, orMembersOnly, orNotFound } from '@/lib/backend';
import { MembersOnlyArticle } from '@/components/member/members-only-article';
import { membersLabels } from '@/components/member/members-labels';
import { parseId } from '@/lib/params';
import { formatBytes, displayDate, formatSpecValue, productName } from '@/lib/format';
import { PageMain } from '@/components/layout/page-main';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { RichText } from '@/components/content/rich-text';
import { ContentText, contentLangAttr } from '@/components/content/content-language';
import { LifecycleBadge } from '@/components/content/lifecycle-badge';
import { JsonLd } from '@/components/json-ld';
import { pageMetadata, productJsonLd } from '@/lib/seo';
import { siteOrigin } from '@/lib/core/site-url';
import styles from '@/components/content/content.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';
import { CmsImg } from '@/components/cms-img';

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
  const [{ id, article, product, site }, t, nav, locale] = await Promise.all([
    loadProduct((await params).id),
    getTranslations('Product'),
    getTranslations('Nav'),
    getPageLocale(),
  ]);
  if (!article || !product) {
    return (
      <PageMain>
        <div className="container">
          <MembersOnlyArticle
            id={id}
            labels={await membersLabels()}
            trailLabel={(await getTranslations('Navigation'))('breadcrumb')}
            trail={[
              { name: nav('home'), href: localePath(locale, '/') },
              { name: nav('product'), href: localePath(locale, '/product') },
            ]}
          />
        </div>
      </PageMain>
    );
  }
  const origin = siteOrigin();
  // A document whose path the site could not take (another host, `..`) has nothing to link to.
  const documents = product.documents.filter((doc) => doc.url);
  return (
    <PageMain>
      <JsonLd
        data={productJsonLd(origin, locale, article, site, {
          name: t('lifecycle'),
          value: (await getTranslations('Lifecycle'))(product.status),
        })}
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
        <header className={styles.detailHeader}>
          <h1>
            <span className={styles.partNumber}>{product.part_number}</span>{' '}
            <ContentText lang={article.lang}>{productName(article.title, product.part_number)}</ContentText>
          </h1>
          <LifecycleBadge status={product.status} />
          {article.summary ? (
            <p className={styles.lead} {...contentLangAttr(article.lang, locale)}>
              {article.summary}
            </p>
          ) : null}
        </header>

        <div className={styles.detailGrid}>
          <div>
            {product.key_specs.length > 0 ? (
              <section aria-labelledby="specs">
                <h2 id="specs" className={styles.sectionTitle}>
                  {t('specs')}
                </h2>
                <table className={styles.table}>
                  <tbody>
                    {product.key_specs.map((spec) => (
                      <tr key={spec.key}>
                        <th scope="row">{spec.label}</th>
                        <td>{formatSpecValue(spec.value, spec.unit)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            ) : null}
            {product.features.length > 0 ? (
              <section aria-labelledby="features">
                <h2 id="features" className={styles.sectionTitle}>
                  {t('features')}
                </h2>
                <ul className={styles.bullets}>
                  {product.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </section>
            ) : null}
            {product.applications.length > 0 ? (
              <section aria-labelledby="applications">
                <h2 id="applications" className={styles.sectionTitle}>
                  {t('applications')}
                </h2>
                <ul className={styles.bullets}>
                  {product.applications.map((application) => (
                    <li key={application}>{application}</li>
                  ))}
                </ul>
              </section>
            ) : null}
            {article.content.trim() ? (
              <section aria-labelledby="description">
                <h2 id="description" className={styles.sectionTitle}>
                  {t('description')}
                </h2>
                <div {...contentLangAttr(article.lang, locale)}>
                  <RichText html={article.content} />
                </div>
              </section>
            ) : null}
          </div>
          {product.block_diagram ? (
            <CmsImg
              className={styles.productImage}
              src={product.block_diagram}
              alt={t('imageAlt', { part: product.part_number })}
              width={480}
              height={400}
              sizes="(max-width: 767px) 100vw, 480px"
              eager
            />
          ) : null}
        </div>

        {documents.length > 0 ? (
          <section aria-labelledby="documents">
            <h2 id="documents" className={styles.sectionTitle}>
              {t('documents')}
            </h2>
            <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={t('documentsTable')}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('document')}</th>
                    <th scope="col">{t('version')}</th>
                    <th scope="col">{t('date')}</th>
                    <th scope="col">{t('size')}</th>
                  </tr>
                </thead>
                <tbody>
                  {documents.map((doc) => (
                    <tr key={doc.title}>
                      <td>
                        <a href={doc.url} target="_blank" rel="noopener noreferrer">
                          {doc.title}
                        </a>
                      </td>
                      <td>{doc.version}</td>
                      <td>{displayDate(doc.date, locale)}</td>
                      <td>{formatBytes(doc.size)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}

        <section aria-labelledby={product.ordering.length > 0 ? 'ordering' : undefined} className={styles.lastSection}>
          {product.ordering.length > 0 ? (
            <>
              <h2 id="ordering" className={styles.sectionTitle}>
                {t('ordering')}
              </h2>
              <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={t('orderingTable')}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('orderingCode')}</th>
                      <th scope="col">{t('package')}</th>
                      <th scope="col">{t('temperature')}</th>
                      <th scope="col">{t('packing')}</th>
                      <th scope="col">{t('status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {product.ordering.map((code) => (
                      <tr key={code.part_number}>
                        <td>{code.part_number}</td>
                        <td>{code.package}</td>
                        <td>{code.temperature_range}</td>
                        <td>{code.packing}</td>
                        <td>
                          <LifecycleBadge status={code.status} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : null}
          {article.related.length > 0 ? (
            <>
              <h2 className={styles.sectionTitle}>{t('related')}</h2>
              <ul className={styles.linkList}>
                {article.related.map((related) => (
                  <li key={related.id}>
                    <LocaleLink href={`/product/detail/${related.id}`}>
                      <ContentText lang={related.lang}>{related.title}</ContentText>
                    </LocaleLink>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(ProductDetailPage);
