import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import { alertsByToken } from '@/lib/backend';
import { CALLS } from '@/lib/backend/calls';
import { ALERTS_CONFIRM_PATH, alertToken } from '@/lib/investor/alert-form';
import { PAGE_QUERIES } from '@/lib/pages/page-queries';
import type { Query as PageQuery } from '@/lib/page-query';
import { pageMetadata } from '@/lib/seo';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { AlertResult } from '@/components/investor-pages/alert-result';
import sectionStyles from '@/components/content/section.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

/** The page's query: the confirmation mail's `token`. */
const QUERY = PAGE_QUERIES['/investor/alerts/confirm'];
type Props = { searchParams: Promise<PageQuery> };

async function generatePageMetadata(): Promise<Metadata> {
  const t = await getTranslations('Alerts');
  return pageMetadata(await getPageLocale(), {
    title: t('confirmTitle'),
    description: t('lead'),
    path: ALERTS_CONFIRM_PATH,
    noindex: true,
  });
}

/**
 * /investor/alerts/confirm?token=…: the confirmation mail's link (double opt-in). Opening it confirms the
 * subscription (`web/confirm_alerts`); a token the backend does not know, or one already ended, says so.
 */
async function ConfirmPage({ searchParams }: Props) {
  const token = alertToken(QUERY.read(await searchParams).token);
  const [t, subscription] = await Promise.all([
    getTranslations('Alerts'),
    token ? alertsByToken(CALLS.confirmAlerts, token) : Promise.resolve(null),
  ]);
  return (
    <PageMain>
      <PageHero title={t('confirmTitle')} />
      <div className={`container ${sectionStyles.section} ${sectionStyles.lastSection}`}>
        <AlertResult kind="confirmed" subscription={subscription} />
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(ConfirmPage);
