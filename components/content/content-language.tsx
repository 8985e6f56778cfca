import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { usePageLocale } from '@/components/locale-link';
import { LANGUAGE_TAG, type Locale } from '@/i18n/config';
import styles from './content-language.module.css';

/**
 * Text of an item the backend has only in another language than the page's (`lang` of the item,
 * docs/backend-api.md): marked with its language for readers and screen readers, with a note such as
 * "Chinese only" beside it. In the page's language, or unmarked: the text alone.
 */
export function ContentText({ lang, children }: { lang: Locale | null; children: ReactNode }) {
  const page = usePageLocale();
  const t = useTranslations('Lists');
  if (!lang || lang === page) return children;
  return (
    <>
      <span lang={LANGUAGE_TAG[lang]}>{children}</span> <span className={styles.languageNote}>{t('onlyIn', { lang })}</span>
    </>
  );
}

/** The `lang` attribute of a block of an item's text (a summary, an article body): set only when it differs from the page. */
export function contentLangAttr(lang: Locale | null, page: Locale): { lang?: string } {
  return lang && lang !== page ? { lang: LANGUAGE_TAG[lang] } : {};
}

export function useContentLang(): (lang: Locale | null) => { lang?: string } {
  const page = usePageLocale();
  return (lang) => contentLangAttr(lang, page);
}
