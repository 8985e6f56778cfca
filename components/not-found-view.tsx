import { LocaleLink } from '@/components/locale-link';
import { useTranslations } from 'next-intl';
import { PageMain } from '@/components/layout/page-main';
import styles from './status-page.module.css';

/** The 404 page's content: an unknown address, or a page whose id, filter or category does not exist. */
export function NotFoundView() {
  const t = useTranslations('NotFound');
  const nav = useTranslations('Nav');
  return (
    <PageMain>
      <div className={`container ${styles.statusPage}`}>
        <p className={styles.statusCode}>404</p>
        <h1>{t('title')}</h1>
        <p>{t('text')}</p>
        <p className={styles.statusLinks}>
          <LocaleLink href="/">{t('home')}</LocaleLink>
          <LocaleLink href="/product">{nav('product')}</LocaleLink>
          <LocaleLink href="/news">{nav('news')}</LocaleLink>
          <LocaleLink href="/contact">{nav('contact')}</LocaleLink>
        </p>
      </div>
    </PageMain>
  );
}
