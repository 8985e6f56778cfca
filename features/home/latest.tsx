import { getTranslations } from 'next-intl/server';
import type { ArticleSummary } from '@/lib/backend/types';
import { LocaleLink } from '@/components/locale-link';
import { FilingList, NewsList } from '@/components/content/article-list';
import styles from './home.module.css';
import sectionStyles from '@/components/content/section.module.css';

/** Home's latest news and investor documents side by side, each with a link to the rest; a column without items is left out. */
export async function Latest({ news, filings }: { news: ArticleSummary[]; filings: ArticleSummary[] }) {
  const t = await getTranslations('Home');
  return (
    <section className={sectionStyles.section} aria-label={t('newsAndFilings')}>
      <div className={`container ${styles.twoColumns}`}>
        {news.length > 0 ? (
          <div>
            <h2 className={sectionStyles.sectionTitle}>{t('news')}</h2>
            <NewsList items={news} compact />
            <LocaleLink href="/news" className={styles.more}>
              {t('moreNews')}
            </LocaleLink>
          </div>
        ) : null}
        {filings.length > 0 ? (
          <div>
            <h2 className={sectionStyles.sectionTitle}>{t('investors')}</h2>
            <FilingList items={filings} />
            <LocaleLink href="/investor" className={styles.more}>
              {t('moreFilings')}
            </LocaleLink>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** The band at the end of home that leads to the contact page. */
export async function ContactBand() {
  const t = await getTranslations('Home');
  return (
    <section className={styles.ctaBand}>
      <div className="container">
        <h2>{t('ctaTitle')}</h2>
        <p>{t('ctaText')}</p>
        <LocaleLink href="/contact" className={styles.cta}>
          {t('ctaLink')}
        </LocaleLink>
      </div>
    </section>
  );
}
