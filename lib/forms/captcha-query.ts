/**
 * The captcha a page with a form draws (pure): its picture, or with `?captcha=text` the question in words a
 * blind visitor can answer (issue 24); the form links that address for a visitor without script.
 */
import type { CaptchaKind } from '@/lib/backend/form-problem';
import { firstParam } from '@/lib/params';
import { declarePageQuery, type QueryOf } from '@/lib/page-query';

/** What a page with a form reads for its captcha (lib/pages/page-queries.ts). */
export const CAPTCHA_QUERY = declarePageQuery(['captcha']);

export function captchaKindOf(query: QueryOf<typeof CAPTCHA_QUERY>): CaptchaKind {
  return firstParam(query.captcha) === 'text' ? 'text' : 'image';
}

/** This page's address asking for the question in words. */
export function textCaptchaHref(here: string): string {
  const url = new URL(here, 'http://site.invalid');
  url.searchParams.set('captcha', 'text');
  return `${url.pathname}${url.search}`;
}
