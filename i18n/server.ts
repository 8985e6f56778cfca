import 'server-only';
import { getLocale } from 'next-intl/server';
import { toLocale, type Locale } from './config';
import { localePath } from './paths';

/** The language of the page being rendered (locale routing, proxy.ts). */
export async function getPageLocale(): Promise<Locale> {
  return toLocale(await getLocale());
}

/** Writes a site path in the language of the page being rendered. */
export async function getLocalePath(): Promise<(path: string) => string> {
  const locale = await getPageLocale();
  return (path) => localePath(locale, path);
}
