import { CALLS, PAGE_QUERIES } from '@/features';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LOCALES } from '@/i18n/config';
import { getPageLocale } from '@/i18n/server';
import { getSiteInfo, orNull } from '@/lib/backend';
import { getAlertOptions } from '@/features/alerts/reads';
import { ALERT_LIMITS } from '@/features/alerts/contract';
import { pageNotFound } from '@/lib/core/not-found';
import { ALERTS_PATH } from '@/features/alerts/form';
import { cataloguedPageMetadata } from '@/lib/pages/catalogue-metadata';
import type { Query as PageQuery } from '@/lib/page-query';
import type { FormField } from '@/components/forms/fields';
import { CaptchaFormPage } from '@/components/page-kit/captcha-form-page';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';
import { subscribe } from './actions';

/** The page's query: `captcha=text`, the question in words instead of the picture (lib/forms/captcha-query.ts). */
const QUERY = PAGE_QUERIES['/investor/alerts'];
type Props = { searchParams: Promise<PageQuery> };

/** What may be subscribed to; a backend without alerts (`web/get_alert_options` absent): 404. */
async function load() {
  const options = await getAlertOptions();
  if (!options) pageNotFound();
  return options;
}

async function generatePageMetadata(): Promise<Metadata> {
  const [, site] = await Promise.all([load(), orNull(getSiteInfo())]);
  // A form for one visitor, with a captcha: never indexed, never kept (/investor links it).
  return cataloguedPageMetadata('Alerts', ALERTS_PATH, site, { noindex: true });
}

/**
 * /investor/alerts (issue 25, item 1): an e-mail address subscribed to the categories the backend offers, in
 * either language, with a consent never ticked beforehand. Works without script; the backend sends a mail
 * whose link (/investor/alerts/confirm) starts the subscription.
 */
async function AlertsPage({ searchParams }: Props) {
  const options = await load();
  const [t, locale] = await Promise.all([getTranslations('Alerts'), getPageLocale()]);
  const fields: FormField[] = [
    {
      kind: 'email',
      name: 'email',
      label: t('fieldEmail'),
      required: true,
      maxLength: ALERT_LIMITS.email,
      autoComplete: 'email',
      half: true,
    },
    {
      kind: 'select',
      name: 'alert_lang',
      label: t('fieldLang'),
      required: true,
      half: true,
      options: LOCALES.map((lang) => ({ value: lang, label: t(`langs.${lang}`) })),
    },
    ...options.categories.map((category, index): FormField => ({
      kind: 'checkbox',
      name: category,
      label: t(`categories.${category}`),
      ...(index === 0 ? { hint: t('categoriesHint') } : {}),
    })),
    { kind: 'checkbox', name: 'consent', label: t('consent'), required: true, hint: t('consentHint') },
  ];
  return (
    <CaptchaFormPage
      query={QUERY.read(await searchParams)}
      call={CALLS.subscribeAlerts}
      title={t('title')}
      lead={t('lead')}
      parents={(nav) => [{ name: nav('investor'), href: '/investor' }]}
      form={{
        action: subscribe,
        id: 'investor-alerts',
        fields,
        here: ALERTS_PATH,
        purpose: t('purpose'),
        submit: t('submit'),
        initial: { alert_lang: locale, ...Object.fromEntries(options.categories.map((category) => [category, 'on'])) },
        sent: {
          title: t('sentTitle'),
          text: t('sentText'),
          next: [
            { href: '/investor', label: t('backToInvestor') },
            { href: ALERTS_PATH, label: t('subscribeAnother') },
          ],
        },
      }}
    />
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(AlertsPage);
