import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import type { ChangeNotice } from './contract';
import { noticePath } from './notices';
import { LocaleLink } from '@/components/locale-link';
import { NoticeTypeBadge } from './notice-type';
import { NoticeDates } from './notice-dates';
import { NoticeDocument } from './notice-document';
import styles from './notices.module.css';

/** Affected parts a list names before "and N more" (a notice's page lists them all). */
const PARTS_SHOWN = 6;

type Props = {
  notices: ChangeNotice[];
  /** The level of each notice's heading under the page's (a list page: 2; a product page's section: 3). */
  level: 2 | 3;
};

/**
 * Change notices, newest first: each its number, title (to its own page), type, dates, the parts it
 * affects and its document.
 */
export async function NoticeList({ notices, level }: Props) {
  const locale = await getPageLocale();
  const t = await getTranslations('Notices');
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.list}>
      {notices.map((notice) => {
        const shown = notice.parts.slice(0, PARTS_SHOWN).map((part) => part.part_number);
        const more = notice.parts.length - shown.length;
        return (
          <li key={notice.number} className={styles.item}>
            <Heading className={styles.title}>
              <LocaleLink href={noticePath(notice.number)}>
                <span className={styles.number}>{notice.number}</span> {notice.title}
              </LocaleLink>
              <NoticeTypeBadge type={notice.type} />
            </Heading>
            <NoticeDates notice={notice} />
            {shown.length > 0 ? (
              <p className={styles.parts}>
                {t('affectedList', { parts: shown.join(locale === 'zh' ? '、' : ', ') })}
                {more > 0 ? ` ${t('affectedMore', { count: more })}` : ''}
              </p>
            ) : null}
            <NoticeDocument document={notice.document} />
          </li>
        );
      })}
    </ul>
  );
}
