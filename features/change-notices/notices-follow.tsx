import { useTranslations } from 'next-intl';
import type { Category } from '@/lib/backend/types';
import { feedPath } from '@/lib/feed-path';
import { usePageLocale } from '@/components/locale-link';
import { NotifyMe } from './notify-me';
import type { NotifyMeLabels } from './notify-me.labels';
import styles from './notices.module.css';

/**
 * Below the notices: their feeds (all, and the line's while a line narrows the list) and, for a line, "notify
 * me" of its next notice. `here`: the list's address in the page's language, where the form comes back to.
 */
export function NoticesFollow({ line, here, labels }: { line?: Category; here: string; labels: NotifyMeLabels }) {
  const locale = usePageLocale();
  const t = useTranslations('Notices');
  return (
    <>
      <p className={styles.feeds}>
        <a href={feedPath(locale, 'change-notices')}>{t('feed')}</a>
        {line ? <a href={feedPath(locale, 'change-notices', line.id)}>{t('feedLine', { line: line.name })}</a> : null}
      </p>
      {line ? (
        <p className={styles.notifyRow}>
          <NotifyMe kind="line" id={line.id} name={line.name} here={here} labels={labels} />
        </p>
      ) : null}
    </>
  );
}
