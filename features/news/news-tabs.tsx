import { getTranslations } from 'next-intl/server';
import type { Category } from '@/lib/backend/types';
import { LocaleLink } from '@/components/locale-link';
import styles from './news.module.css';

type Props = {
  root: Category;
  /** The chosen category and the way down to it from the root (the root first). */
  requested?: number;
  trail: Category[];
  hrefFor: (category: number | undefined) => string;
};

/** The news categories as tabs: the root's children, and below them the children of the chosen top-level category. */
export async function NewsTabs({ root, requested, trail, hrefFor }: Props) {
  const t = await getTranslations('News');
  const top = trail[1];
  const tabs = [{ id: undefined, name: t('all') }, ...root.children.map((child) => ({ id: child.id, name: child.name }))];
  const subTabs =
    top && top.children.length > 0
      ? [{ id: top.id, name: t('all') }, ...top.children.map((child) => ({ id: child.id, name: child.name }))]
      : [];
  return (
    <>
      <nav aria-label={t('categories')} className={styles.tabs}>
        {tabs.map((tab) => (
          <LocaleLink
            key={tab.name}
            href={hrefFor(tab.id)}
            aria-current={tab.id === requested ? 'page' : tab.id !== undefined && tab.id === top?.id ? 'true' : undefined}
          >
            {tab.name}
          </LocaleLink>
        ))}
      </nav>
      {subTabs.length > 0 ? (
        <nav aria-label={t('subcategories', { category: top?.name ?? '' })} className={styles.tabs}>
          {subTabs.map((tab) => (
            <LocaleLink
              key={tab.id}
              href={hrefFor(tab.id)}
              aria-current={
                tab.id === requested ? 'page' : trail.some((item) => item.id === tab.id) && tab.id !== top?.id ? 'true' : undefined
              }
            >
              {tab.name}
            </LocaleLink>
          ))}
        </nav>
      ) : null}
    </>
  );
}
