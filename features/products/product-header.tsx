import type { ReactNode } from 'react';
import type { Article, ProductFields } from '@/lib/backend/types';
import { productName } from '@/lib/format';
import { ContentText, contentLangAttr } from '@/components/content/content-language';
import { usePageLocale } from '@/components/locale-link';
import styles from './product.module.css';

/** A product page's heading: the part number and name, then `children` (lifecycle, "notify me"), then its summary. */
export function ProductHeader({ article, product, children }: { article: Article; product: ProductFields; children: ReactNode }) {
  const locale = usePageLocale();
  return (
    <header className={styles.detailHeader}>
      <h1>
        <span className={styles.partNumber}>{product.part_number}</span>{' '}
        <ContentText lang={article.lang}>{productName(article.title, product.part_number)}</ContentText>
      </h1>
      {children}
      {article.summary ? (
        <p className={styles.lead} {...contentLangAttr(article.lang, locale)}>
          {article.summary}
        </p>
      ) : null}
    </header>
  );
}
