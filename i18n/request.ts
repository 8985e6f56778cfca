import { headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_HEADER, TIME_ZONE, toLocale } from './config';

/**
 * next-intl's per-request configuration: the locale of the request (given explicitly, or the one the proxy
 * read from the address, proxy.ts) and its message catalogue. A page ships only its own language's text.
 */
export default getRequestConfig(async ({ locale }) => {
  const resolved = toLocale(locale ?? (await headers()).get(LOCALE_HEADER));
  return { locale: resolved, timeZone: TIME_ZONE, messages: (await import(`../messages/${resolved}.json`)).default };
});
