import 'server-only';
import { getTranslations } from 'next-intl/server';
import { SUGGESTION_COUNT, type SuggestionKind } from '@/lib/search/suggestions';
import { getLocalePath } from '@/i18n/server';

/** The search field's text (messages `Search`), for the field, its suggestions and the forms around it. */
export type SearchLabels = {
  /** The /search address in the page's language: the form's action. */
  action: string;
  label: string;
  placeholder: string;
  submit: string;
  suggestions: string;
  /** What each kind of result (and suggestion) is called. */
  types: Record<SuggestionKind, string>;
  /** What a screen reader hears for 0…SUGGESTION_COUNT suggestions, by count. */
  counts: string[];
};

export async function searchFieldLabels(): Promise<SearchLabels> {
  const [t, path] = await Promise.all([getTranslations('Search'), getLocalePath()]);
  return {
    action: path('/search'),
    label: t('fieldLabel'),
    placeholder: t('placeholder'),
    submit: t('submit'),
    suggestions: t('suggestions'),
    types: {
      product: t('types.product'),
      news: t('types.news'),
      investor: t('types.investor'),
      crossReference: t('types.crossReference'),
    },
    counts: Array.from({ length: SUGGESTION_COUNT + 1 }, (_, count) =>
      count === 0 ? t('noSuggestions') : t('suggestionCount', { count }),
    ),
  };
}
