/**
 * The site's languages. Chinese (zh-CN) is the default and the only one served today; the interface text of
 * both lives in messages/<locale>.json (next-intl), so English pages need routes, not new text.
 */
export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';

/** The time zone dates are shown in: the company's (China Standard Time). */
export const TIME_ZONE = 'Asia/Shanghai';
