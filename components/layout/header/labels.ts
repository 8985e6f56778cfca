import type { SearchLabels } from '@/components/search/labels';

/**
 * Text of the header's client islands, translated on the server (next-intl) and handed down as props: the
 * browser downloads no i18n runtime and no message catalogue for the shell.
 */
export type StockLabels = { name: string; code: string };
export type AccountLabels = { signIn: string; signOut: string };
export type MenuLabels = { open: string; title: string; close: string; nav: string };
export type ShellLabels = { stock: StockLabels; account: AccountLabels; menu: MenuLabels; language: string; search: SearchLabels };
