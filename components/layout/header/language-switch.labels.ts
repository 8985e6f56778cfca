import 'server-only';
import { getTranslations } from 'next-intl/server';

/** The language switch's text (messages `Language`). */
export type LanguageSwitchLabels = {
  /**
   * Said, not shown, after the link's visible name (中文, EN), which its accessible name starts with (WCAG
   * 2.5.3): where it leads, in the page's language.
   */
  link: string;
};

export async function languageSwitchLabels(): Promise<LanguageSwitchLabels> {
  return { link: (await getTranslations('Language'))('switch') };
}
