import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import type { ChangeNotice } from '@/lib/backend/change-notice-types';
import { noticesHref } from '@/lib/change-notices/notices';
import { Section } from '@/components/content/section';
import { LocaleLink } from '@/components/locale-link';
import { NoticeList } from './notice-list';
import styles from './notices.module.css';

type Props = {
  notices: ChangeNotice[];
  locale: Locale;
  /** The product's line, for the way to its other notices; none: the whole list. */
  line?: number;
};

/** A product page's "Change notices" (`#notices`, where its lifecycle badge leads): the notices affecting its parts. */
export async function ProductNotices({ notices, locale, line }: Props) {
  if (notices.length === 0) return null;
  const t = await getTranslations('Notices');
  return (
    <Section id="notices" title={t('section')}>
      <NoticeList notices={notices} locale={locale} level={3} />
      <p className={styles.feeds}>
        <LocaleLink href={noticesHref({ line })}>{t(line ? 'moreForLine' : 'all')}</LocaleLink>
      </p>
    </Section>
  );
}
