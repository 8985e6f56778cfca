'use client';
import { Suspense } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { LANGUAGE_NAME, LANGUAGE_TAG, LOCALES } from '@/i18n/config';
import { switchLanguageHref } from '@/i18n/paths';
import { setLanguage } from '@/lib/client/storage';
import type { LanguageSwitchLabels } from './language-switch.labels';
import styles from './header.module.css';

type Props = { labels: LanguageSwitchLabels; className?: string };

/**
 * 中文 / EN: the current language, and a real link to the same page (same query) in the other language,
 * so it works without JavaScript and crawlers follow it. Choosing stores the language (requirements §3 `language`);
 * the address alone decides what a page shows, so nothing redirects by it.
 */
function Switch({ labels, className, query }: Props & { query: string }) {
  const { locale, href } = switchLanguageHref(usePathname(), query);
  return (
    <span className={`${styles.language} ${className ?? ''}`}>
      {LOCALES.map((each, index) => (
        <span key={each} className={styles.languageItem}>
          {index > 0 ? <span aria-hidden="true">/</span> : null}
          {each === locale ? (
            <span aria-current="true" lang={LANGUAGE_TAG[each]}>
              {LANGUAGE_NAME[each]}
            </span>
          ) : (
            <a href={href} hrefLang={LANGUAGE_TAG[each]} onClick={() => setLanguage(each)} data-testid="language-switch">
              <span lang={LANGUAGE_TAG[each]}>{LANGUAGE_NAME[each]}</span>
              {/* The name starts with what the link shows (WCAG 2.5.3), each part in its own language. */}
              <span className="visually-hidden"> {labels.link}</span>
            </a>
          )}
        </span>
      ))}
    </span>
  );
}

function SwitchWithQuery(props: Props) {
  return <Switch {...props} query={useSearchParams().toString()} />;
}

export function LanguageSwitch(props: Props) {
  // The query is read from the request; a page rendered ahead of time has none and links without it.
  return (
    <Suspense fallback={<Switch {...props} query="" />}>
      <SwitchWithQuery {...props} />
    </Suspense>
  );
}
