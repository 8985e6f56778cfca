import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale, TIME_ZONE } from './config';

/**
 * next-intl's per-request configuration: the locale of the request (given explicitly, or the one the
 * routing proxy read from the URL) and its message catalogue. A page ships only its own language's text.
 */
export default getRequestConfig(async ({ locale, requestLocale }) => {
  const candidate = locale ?? (await requestLocale);
  const resolved = isLocale(candidate) ? candidate : DEFAULT_LOCALE;
  return { locale: resolved, timeZone: TIME_ZONE, messages: (await import(`../messages/${resolved}.json`)).default };
});
