import { getTranslations } from 'next-intl/server';
import type { Category } from '@/lib/backend/types';
import { LocaleLink } from '@/components/locale-link';
import { Section } from '@/components/content/section';
import styles from './home.module.css';
import sectionStyles from '@/components/content/section.module.css';

/** The product lines on home, each a card leading to its list with its number of products. */
export async function ProductLines({ lines }: { lines: Category[] }) {
  const t = await getTranslations('Home');
  return (
    <Section id="home-products" title={t('products')} container className={`${sectionStyles.section} ${sectionStyles.sectionAlt}`}>
      <ul className={styles.cardGrid}>
        {lines.map((line) => (
          <li key={line.id}>
            <LocaleLink href={`/product?category=${line.id}`} className={styles.card}>
              <h3>{line.name}</h3>
              <p>{line.description}</p>
              <span className={styles.cardMeta}>{t('productCount', { count: line.article_count })}</span>
            </LocaleLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
