import { useTranslations } from 'next-intl';
import { usePageLocale } from '@/components/locale-link';
import type { ChangeNotice } from './contract';
import { chinaDateTime, displayDate } from '@/lib/format';
import { siteNow } from '@/lib/core/clock';
import { lastTimeBuyPassed } from './notices';
import styles from './notices.module.css';

/**
 * A notice's dates: published, effective (a discontinuance's last shipment), and the last day to order,
 * marked when it has passed (today by the site's clock, in China).
 */
export function NoticeDates({ notice }: { notice: ChangeNotice }) {
  const locale = usePageLocale();
  const t = useTranslations('Notices');
  const today = chinaDateTime(siteNow()).day;
  const date = (iso: string) => <time dateTime={iso}>{displayDate(iso, locale)}</time>;
  return (
    <dl className={styles.dates}>
      <div>
        <dt>{t('published')}</dt>
        <dd>{date(notice.date)}</dd>
      </div>
      {notice.effective_date ? (
        <div>
          <dt>{notice.type === 'pdn' ? t('lastShipment') : t('effective')}</dt>
          <dd>{date(notice.effective_date)}</dd>
        </div>
      ) : null}
      {notice.last_time_buy ? (
        <div>
          <dt>{t('lastTimeBuy')}</dt>
          <dd>
            {date(notice.last_time_buy)}
            {lastTimeBuyPassed(notice.last_time_buy, today) ? <span className={styles.passed}>{t('passed')}</span> : null}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
