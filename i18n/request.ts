import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, TIME_ZONE } from './config';

/** next-intl's per-request configuration: the locale of the request and its message catalogue. */
export default getRequestConfig(async () => {
  const locale = DEFAULT_LOCALE;
  return { locale, timeZone: TIME_ZONE, messages: (await import(`../messages/${locale}.json`)).default };
});
