'use server';
/**
 * The sample form's server action: the form posts here with or without script (React's form actions). It
 * reads the form (features/samples/read-form.ts), counts the request against the site's limit by the
 * visitor's address (lib/core/form-limit.ts), and sends it (failures read as lib/forms/submit.ts reads them);
 * what the visitor typed comes back with every refusal, and a new captcha with every attempt that used one.
 */
import { getTranslations } from 'next-intl/server';
import { toLocale, type Locale } from '@/i18n/config';
import { inLanguage } from '@/lib/backend';
import { findSampleOption, submitSampleRequest } from '@/features/samples/reads';
import { CALLS } from '@/features';
import { HIDDEN, type SampleFormState } from '@/lib/backend/sample-form';
import { afterFailure, captchaKindPosted, formLimit, recipientOf } from '@/lib/forms/submit';
import { readSampleForm } from '@/features/samples/read-form';

export async function sendSampleRequest(_previous: SampleFormState, form: FormData): Promise<SampleFormState> {
  const lang = toLocale(form.get(HIDDEN.lang));
  const part = String(form.get(HIDDEN.part) ?? '').slice(0, 64);
  return inLanguage(lang, async () => {
    const option = await findSampleOption(part).catch(() => undefined);
    // The part cannot be checked now (the backend failed): nothing is sent, nothing typed is lost.
    const read = readSampleForm((name) => form.get(name), option?.part_number ?? part, option?.max_quantity ?? Infinity);
    const kept = { sent: false as const, values: read.values, errors: read.errors };
    if (option === undefined) return { ...kept, problem: 'failed' };
    if (option === null) return { ...kept, refusal: await notOffered(lang, part) };
    if (!read.request) return read.captchaMissing ? { ...kept, problem: 'captcha' } : kept;

    const limit = await formLimit(CALLS.submitSampleRequest, recipientOf(read.request));
    if (!limit.allowed) return { ...kept, problem: 'tooMany', retryAfter: limit.retryAfterSeconds };
    try {
      const { reference } = await submitSampleRequest(lang, read.request, read.token);
      return { sent: true, reference, partNumber: option.part_number, quantity: read.request.quantity, member: read.token !== null };
    } catch (error) {
      return afterFailure(error, kept, read.token, lang, captchaKindPosted(form), CALLS.submitSampleRequest);
    }
  });
}

async function notOffered(lang: Locale, part: string): Promise<string> {
  return (await getTranslations({ locale: lang, namespace: 'Samples' }))('notOffered', { part });
}
