/**
 * The page the site server answers when no render came back at all (Next.js itself did not answer): plain
 * HTML in the language of the address asked for, its text from that language's message catalogue.
 */
import zh from '@/messages/zh.json';
import en from '@/messages/en.json';
import { LANGUAGE_TAG, type Locale } from '@/i18n/config';
import { localePath } from '@/i18n/paths';

const CATALOGUES: Record<Locale, typeof zh> = { zh, en };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A plain page in `locale`: its title as its heading, the paragraphs, and the way home. Text is escaped here. */
function plainPage(locale: Locale, title: string, paragraphs: string[]): string {
  const lines = [
    ...paragraphs.map(escapeHtml),
    `<a href="${localePath(locale, '/')}">${escapeHtml(CATALOGUES[locale].Unavailable.home)}</a>`,
  ];
  const heading = escapeHtml(title);
  return `<!DOCTYPE html><html lang="${LANGUAGE_TAG[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${heading}</title></head><body><main><h1>${heading}</h1>${lines.map((line) => `<p>${line}</p>`).join('')}</main></body></html>`;
}

export function plainUnavailableHtml(locale: Locale): string {
  const text = CATALOGUES[locale].Unavailable;
  return plainPage(locale, text.title, [text.text]);
}

/**
 * A page refused before it is rendered: too many of its views from one address (a page that draws a captcha
 * with every view: issue 42, finding 8), in the address's language, with the wait.
 */
export function plainTooManyHtml(locale: Locale, seconds: number): string {
  return plainPage(locale, CATALOGUES[locale].Errors.tooManyAttempts.replace('{seconds}', String(seconds)), []);
}
