/**
 * The site's languages. Chinese (zh-CN) is the default, served without a prefix; English lives under `/en`.
 * The interface text of each lives in messages/<locale>.json (next-intl).
 */
export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';

/** The time zone dates are shown in: the company's (China Standard Time). */
export const TIME_ZONE = 'Asia/Shanghai';

/** The request header in which the proxy hands the page's language to the render (i18n/request.ts). */
export const LOCALE_HEADER = 'x-site-locale';

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** `value` when it names one of the site's languages, else the default language. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** `<html lang>`, `hreflang` and the language tags of metadata, per locale. */
export const LANGUAGE_TAG: Record<Locale, string> = { zh: 'zh-CN', en: 'en' };

/** Open Graph's `og:locale`, per locale. */
export const OPEN_GRAPH_LOCALE: Record<Locale, string> = { zh: 'zh_CN', en: 'en_US' };

/**
 * Each language's name in that language, for the language switch: a reader looks for their own language's
 * name, so these are the same on every page and are not translated.
 */
export const LANGUAGE_NAME: Record<Locale, string> = { zh: '中文', en: 'EN' };

/** The other language: where the language switch leads. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'zh' ? 'en' : 'zh';
}
