import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { PageMain } from '@/components/layout/page-main';
import styles from '@/components/content/content.module.css';

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
          <Link href="/">{t('home')}</Link>
          <Link href="/product">{nav('product')}</Link>
          <Link href="/news">{nav('news')}</Link>
          <Link href="/contact">{nav('contact')}</Link>
        </p>
      </div>
    </PageMain>
  );
}
