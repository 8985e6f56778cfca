'use server';
/**
 * The alert form's server action (lib/forms/submit.ts): the form posts here with or without script. The
 * consent travels with the subscription, with the privacy policy's version (its date) and the time. The
 * links of the mails are the backend's to build (issue 42): none is sent.
 */
import { toLocale } from '@/i18n/config';
import { getPrivacyPolicy, inLanguage } from '@/lib/backend';
import { getAlertOptions, subscribeAlerts } from '@/features/alerts/reads';
import { CALLS } from '@/features';
import { ALERT_CATEGORIES } from '@/features/alerts/contract';
import { siteNow } from '@/lib/core/clock';
import { submitForm } from '@/lib/forms/submit';
import { FORM_HIDDEN, type FormState } from '@/lib/forms/state';
import { ALERT_FIELDS, alertFormSchema, alertPayload } from '@/features/alerts/form';

export async function subscribe(_previous: FormState, form: FormData): Promise<FormState> {
  const lang = toLocale(form.get(FORM_HIDDEN.lang));
  const [policy, options] = await inLanguage(lang, () =>
    Promise.all([getPrivacyPolicy().catch(() => null), getAlertOptions().catch(() => null)]),
  );
  return submitForm(
    {
      call: CALLS.subscribeAlerts,
      fields: ALERT_FIELDS,
      build: (values) => alertPayload(values, policy?.updated_at ?? '', new Date(siteNow())),
      schema: alertFormSchema(options?.categories[0] ?? ALERT_CATEGORIES[0]),
      members: false,
      send: (lang, payload) => subscribeAlerts(lang, payload),
    },
    form,
  );
}
