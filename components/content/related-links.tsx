import type { ArticleRef } from '@/lib/backend/types';
import { LocaleLink } from '@/components/locale-link';
import { ContentText } from './content-language';
import styles from './related-links.module.css';

/** Links to related articles or products, each in its own language. */
export function RelatedLinks({ items, base }: { items: ArticleRef[]; base: '/news/detail' | '/product/detail' }) {
  return (
    <ul className={styles.linkList}>
      {items.map((item) => (
        <li key={item.id}>
          <LocaleLink href={`${base}/${item.id}`}>
            <ContentText lang={item.lang}>{item.title}</ContentText>
          </LocaleLink>
        </li>
      ))}
    </ul>
  );
}
