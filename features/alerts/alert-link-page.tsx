import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import { localePath } from '@/i18n/paths';
import { getAlertOptions } from './reads';
import { pageNotFound } from '@/lib/core/not-found';
import { ALERTS_CONFIRM_PATH, ALERTS_PATH, ALERTS_UNSUBSCRIBE_PATH } from './form';
import { mailLinkToken } from '@/lib/forms/mail-link';
import type { AlertLinkStep } from './alert-link';
import { pageMetadata } from '@/lib/seo';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { AlertLinkForm } from './alert-link-form';
import { alertLinkFormLabels } from './alert-link-form.labels';
import { applyAlertLink } from './alert-link-actions';
import sectionStyles from '@/components/content/section.module.css';

/**
 * The two pages an alert mail's link opens, by what the link does: `confirmed` (the confirmation mail's
 * link, double opt-in: `web/confirm_alerts`) and `unsubscribed` (the link every alert mail carries:
 * `web/unsubscribe_alerts`). Opening one asks nothing of the backend: its button does (issue 42, finding 9;
 * ./alert-link-form.tsx). Never indexed.
 */
const STEPS = {
  confirmed: { path: ALERTS_CONFIRM_PATH, title: 'confirmTitle' },
  unsubscribed: { path: ALERTS_UNSUBSCRIBE_PATH, title: 'unsubscribeTitle' },
} as const;

export type { AlertLinkStep };

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
 * The page's content for the link's `token` as the page read it: its button, or that the link is incomplete.
 * A backend without alerts (no `web/get_alert_options`) has neither the form nor these pages: a 404, like the
 * form's, so no page links a missing one (issue 42, part 2). Awaited inside the page's own function, so that
 * its backend read falls under the page's whenAvailable.
 */
export async function alertLinkPage(step: AlertLinkStep, tokenParam: string | string[] | undefined) {
  const [t, labels, locale, options] = await Promise.all([
    getTranslations('Alerts'),
    alertLinkFormLabels(),
    getPageLocale(),
    getAlertOptions(),
  ]);
  if (!options) pageNotFound();
  const token = mailLinkToken(tokenParam);
  return (
    <PageMain>
      <PageHero title={t(STEPS[step].title)} />
      <div className={`container ${sectionStyles.section} ${sectionStyles.lastSection}`}>
        <AlertLinkForm
          step={step}
          token={token}
          lang={locale}
          action={applyAlertLink}
          labels={labels}
          links={{ alerts: localePath(locale, ALERTS_PATH), investor: localePath(locale, '/investor') }}
          here={`${localePath(locale, STEPS[step].path)}?token=${encodeURIComponent(token ?? '')}`}
        />
      </div>
    </PageMain>
  );
}
