import { useTranslations } from 'next-intl';
import { useLocalePath } from '@/components/locale-link';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import heroStyles from '@/components/content/page-hero.module.css';
import styles from './status-page.module.css';

/**
 * What a page shows when the backend failed and nothing kept can stand in for its content: rendered on the
 * server (a visitor without JavaScript and a crawler read it), inside the header and footer, answered with
 * 503 and Retry-After by the site's HTTP server. Reloading the same address is the retry.
 */
export function UnavailableView({ home = false }: { home?: boolean }) {
  const t = useTranslations('Unavailable');
  const href = useLocalePath();
  return (
    <PageMain home={home}>
      <PageHero title={t('title')} className={home ? heroStyles.heroUnderHeader : undefined} />
      <div className={`container ${styles.statusPage}`} role="alert">
        <p>{t('text')}</p>
        <p className={styles.statusLinks}>
          {/* An empty href is this very address, query included: a reload that works without JavaScript. */}
          <a href="">{t('retry')}</a>
          <a href={href('/')}>{t('home')}</a>
          <a href={href('/contact')}>{useTranslations('Nav')('contact')}</a>
        </p>
      </div>
    </PageMain>
  );
}
