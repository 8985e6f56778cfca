import 'server-only';
import { getTranslations } from 'next-intl/server';

/** The language switch's text (messages `Language`). */
export type LanguageSwitchLabels = {
  /** The accessible name of the link to the other language (the page's language says where it leads). */
  link: string;
};

export async function languageSwitchLabels(): Promise<LanguageSwitchLabels> {
  return { link: (await getTranslations('Language'))('switch') };
}
