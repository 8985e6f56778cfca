import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import { alertsByToken } from '@/lib/backend';
import { CALLS } from '@/lib/backend/calls';
import { ALERTS_CONFIRM_PATH, ALERTS_UNSUBSCRIBE_PATH, alertToken } from '@/lib/investor/alert-form';
import { pageMetadata } from '@/lib/seo';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { AlertResult } from '@/components/investor-pages/alert-result';
import sectionStyles from '@/components/content/section.module.css';

/**
 * The two pages an alert mail's link opens, by what the link does: `confirmed` (the confirmation mail's
 * link, double opt-in: `web/confirm_alerts`) and `unsubscribed` (the link every alert mail carries:
 * `web/unsubscribe_alerts`). A token the backend does not know, or one already spent, says so. Never
 * indexed.
 */
const STEPS = {
  confirmed: { path: ALERTS_CONFIRM_PATH, call: CALLS.confirmAlerts, title: 'confirmTitle' },
  unsubscribed: { path: ALERTS_UNSUBSCRIBE_PATH, call: CALLS.unsubscribeAlerts, title: 'unsubscribeTitle' },
} as const;

export type AlertLinkStep = keyof typeof STEPS;

export async function alertLinkMetadata(step: AlertLinkStep): Promise<Metadata> {
  const t = await getTranslations('Alerts');
  return pageMetadata(await getPageLocale(), {
    title: t(STEPS[step].title),
    description: t('lead'),
    path: STEPS[step].path,
    noindex: true,
  });
}

/**
 * The page's content for the link's `token` as the page read it. Awaited inside the page's own function
 * (not rendered as a child element), so that its backend call falls under the page's whenAvailable.
 */
export async function alertLinkPage(step: AlertLinkStep, tokenParam: string | string[] | undefined) {
  const token = alertToken(tokenParam);
  const [t, subscription] = await Promise.all([
    getTranslations('Alerts'),
    token ? alertsByToken(STEPS[step].call, token) : Promise.resolve(null),
  ]);
  return (
    <PageMain>
      <PageHero title={t(STEPS[step].title)} />
      <div className={`container ${sectionStyles.section} ${sectionStyles.lastSection}`}>
        <AlertResult kind={step} subscription={subscription} />
      </div>
    </PageMain>
  );
}
