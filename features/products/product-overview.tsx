import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import type { Article, ProductFields } from '@/lib/backend/types';
import { formatSpecValue } from '@/lib/format';
import { Section } from '@/components/content/section';
import { RichText } from '@/components/content/rich-text';
import { contentLangAttr } from '@/components/content/content-language';
import { CmsImg } from '@/components/cms-img';
import styles from './product.module.css';
import tableStyles from '@/components/content/table.module.css';

/**
 * A product page's first screen below its title: key specifications, features, applications, description, and its block
 * diagram beside them.
 */
export async function ProductOverview({ article, product }: { article: Article; product: ProductFields }) {
  const locale = await getPageLocale();
  const t = await getTranslations('Product');
  const bullets = (items: string[]) => (
    <ul className={styles.bullets}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
  return (
    <div className={styles.detailGrid}>
      <div>
        {product.key_specs.length > 0 ? (
          <Section id="specs" title={t('specs')}>
            <table className={tableStyles.table} {...contentLangAttr(article.lang, locale)}>
              <tbody>
                {product.key_specs.map((spec) => (
                  <tr key={spec.key}>
                    <th scope="row">{spec.label}</th>
                    <td>{formatSpecValue(spec.value, spec.unit)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
        ) : null}
        {product.features.length > 0 ? (
          <Section id="features" title={t('features')}>
            <div {...contentLangAttr(article.lang, locale)}>{bullets(product.features)}</div>
          </Section>
        ) : null}
        {product.applications.length > 0 ? (
          <Section id="applications" title={t('applications')}>
            <div {...contentLangAttr(article.lang, locale)}>{bullets(product.applications)}</div>
          </Section>
        ) : null}
        {article.content.trim() ? (
          <Section id="description" title={t('description')}>
            <div {...contentLangAttr(article.lang, locale)}>
              <RichText html={article.content} />
            </div>
          </Section>
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
  );
}
