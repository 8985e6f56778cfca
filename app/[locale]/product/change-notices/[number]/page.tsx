import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { permanentRedirect } from 'next/navigation';
import { getLocalePath, getPageLocale } from '@/i18n/server';
import { getChangeNotice } from '@/features/change-notices/reads';
import { pageNotFound } from '@/lib/core/not-found';
import { siteOrigin } from '@/lib/core/site-url';
import { pageMetadata } from '@/lib/seo';
import { CHANGE_NOTICES_PATH, noticePath, parseNoticeNumber } from '@/features/change-notices/notices';
import { PageMain } from '@/components/layout/page-main';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { Section } from '@/components/content/section';
import { LocaleLink } from '@/components/locale-link';
import { NoticeTypeBadge } from '@/features/change-notices/notice-type';
import { NoticeDates } from '@/features/change-notices/notice-dates';
import { AffectedParts } from '@/features/change-notices/affected-parts';
import { NoticeDocument } from '@/features/change-notices/notice-document';
import productStyles from '@/features/products/product.module.css';
import styles from '@/features/change-notices/notices.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

type Props = { params: Promise<{ number: string }> };

/**
 * The notice of this address; a 404 for a malformed number, an unknown one, or a backend without notices.
 * Another spelling of the number (`pcn-2026-012`) moves permanently to the notice's own address.
 */
async function loadNotice(segment: string) {
  const number = parseNoticeNumber(segment);
  if (number === null) pageNotFound();
  const notice = await getChangeNotice(number);
  if (!notice) pageNotFound();
  if (number !== notice.number) permanentRedirect((await getLocalePath())(noticePath(notice.number)));
  return notice;
}

async function generatePageMetadata({ params }: Props): Promise<Metadata> {
  const notice = await loadNotice((await params).number);
  return pageMetadata(await getPageLocale(), {
    title: `${notice.number} ${notice.title}`,
    description: notice.summary.slice(0, 160) || notice.title,
    path: noticePath(notice.number),
    type: 'article',
    publishedTime: notice.date,
  });
}

/**
 * One change notice: its number, title and type, its dates, what changes, every affected orderable part with
 * its product and the recommended replacement, and the notice itself to download.
 */
async function ChangeNoticePage({ params }: Props) {
  const [notice, t, nav] = await Promise.all([loadNotice((await params).number), getTranslations('Notices'), getTranslations('Nav')]);
  return (
    <PageMain>
      <div className={`container ${styles.page}`}>
        <Breadcrumb
          origin={siteOrigin()}
          items={[
            { name: nav('home'), href: '/' },
            { name: nav('product'), href: '/product' },
            { name: t('heading'), href: CHANGE_NOTICES_PATH },
            { name: notice.number },
          ]}
        />
        <header className={productStyles.detailHeader}>
          <h1>
            <span className={productStyles.partNumber}>{notice.number}</span> {notice.title}
          </h1>
          <NoticeTypeBadge type={notice.type} />
        </header>
        <NoticeDates notice={notice} />
        {notice.summary ? <p className={styles.summary}>{notice.summary}</p> : null}
        {notice.parts.length > 0 ? (
          <Section id="parts" title={t('affected')}>
            <AffectedParts parts={notice.parts} />
          </Section>
        ) : null}
        {notice.document ? (
          <Section id="document" title={t('document')}>
            <NoticeDocument document={notice.document} />
          </Section>
        ) : null}
        <p className={styles.feeds}>
          <LocaleLink href={CHANGE_NOTICES_PATH}>{t('backToList')}</LocaleLink>
        </p>
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(ChangeNoticePage);
