import 'server-only';
import { getTranslations } from 'next-intl/server';
import { accountLinkLabels, type AccountLabels } from '@/components/member/account-link.labels';
import { searchFieldLabels, type SearchLabels } from '@/components/search/search-field.labels';
import { languageSwitchLabels, type LanguageSwitchLabels } from './language-switch.labels';
import { stockTickerLabels, type StockLabels } from './stock-ticker.labels';
import { aidsButtonLabels, type AidsButtonLabels } from '@/components/reading-aids/aids-button.labels';

/** The menu button's and the drawer's text (messages `Menu`), with that of the islands the drawer repeats. */
export type MobileMenuLabels = {
  open: string;
  title: string;
  close: string;
  nav: string;
  stock: StockLabels;
  account: AccountLabels;
  language: LanguageSwitchLabels;
  search: SearchLabels;
  aids: AidsButtonLabels;
};

export async function mobileMenuLabels(): Promise<MobileMenuLabels> {
  const [t, stock, account, language, search, aids] = await Promise.all([
    getTranslations('Menu'),
    stockTickerLabels(),
    accountLinkLabels(),
    languageSwitchLabels(),
    searchFieldLabels(),
    aidsButtonLabels(),
  ]);
  return { open: t('open'), title: t('title'), close: t('close'), nav: t('nav'), stock, account, language, search, aids };
}
