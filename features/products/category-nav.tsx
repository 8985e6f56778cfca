import { getTranslations } from 'next-intl/server';
import type { Category } from '@/lib/backend/types';
import { LocaleLink } from '@/components/locale-link';
import styles from './product.module.css';

/** The product lines beside the list, each with its number of products; the current one marked. */
export async function CategoryNav({ root, requested, hrefFor }: { root: Category; requested?: number; hrefFor: (id: number) => string }) {
  const t = await getTranslations('Products');
  return (
    <nav aria-label={t('categories')} className={styles.sidebar}>
      <ul>
        <li>
          <LocaleLink href="/product" aria-current={requested === undefined ? 'page' : undefined}>
            {t('all')} <span>{root.article_count}</span>
          </LocaleLink>
        </li>
        {root.children.map((line) => (
          <li key={line.id}>
            <LocaleLink href={hrefFor(line.id)} aria-current={requested === line.id ? 'page' : undefined}>
              {line.name} <span>{line.article_count}</span>
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
