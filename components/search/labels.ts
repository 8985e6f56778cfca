import type { CategoryType } from '@/lib/backend/types';

/**
 * The search field's text, translated on the server and handed to the field and its suggestions (client
 * islands) as props, like the header's other labels.
 */
export type SearchLabels = {
  /** The /search address in the page's language: the form's action. */
  action: string;
  label: string;
  placeholder: string;
  submit: string;
  suggestions: string;
  types: Record<CategoryType, string>;
  /** What a screen reader hears for 0…SUGGESTION_COUNT suggestions, by count. */
  counts: string[];
};

/** How many suggestions the field shows. */
export const SUGGESTION_COUNT = 8;

type Translate = (key: string, values?: Record<string, number>) => string;

/** The labels from the `Search` messages (next-intl's `useTranslations` or `getTranslations`). */
export function searchLabelsFrom(t: Translate, action: string): SearchLabels {
  return {
    action,
    label: t('fieldLabel'),
    placeholder: t('placeholder'),
    submit: t('submit'),
    suggestions: t('suggestions'),
    types: { product: t('types.product'), news: t('types.news'), investor: t('types.investor') },
    counts: Array.from({ length: SUGGESTION_COUNT + 1 }, (_, count) =>
      count === 0 ? t('noSuggestions') : t('suggestionCount', { count }),
    ),
  };
}
