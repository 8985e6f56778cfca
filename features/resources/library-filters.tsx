import { useTranslations } from 'next-intl';
import type { Category } from '@/lib/backend/types';
import { DOCUMENT_LANGUAGES, DOCUMENT_TYPES } from '@/lib/backend/types';
import type { ResourcesQuery } from '@/lib/resources/library';
import { ChoiceSelect, LineSelect } from '@/components/content/filter-form';

/** The library's filter fields: words (with a part number of the page as the example), type, line, language. */
export function LibraryFilters({ query, lines, example }: { query: ResourcesQuery; lines: Category[]; example?: string }) {
  const t = useTranslations('Resources');
  return (
    <>
      <label>
        {t('query')}
        <input
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={100}
          placeholder={example ? t('queryPlaceholder', { example }) : undefined}
        />
      </label>
      <ChoiceSelect
        name="type"
        label={t('type')}
        anyLabel={t('anyType')}
        value={query.type}
        choices={DOCUMENT_TYPES}
        labelOf={(type) => t(`types.${type}`)}
      />
      <LineSelect lines={lines} value={query.line} label={t('line')} anyLabel={t('anyLine')} />
      <ChoiceSelect
        name="language"
        label={t('language')}
        anyLabel={t('anyLanguage')}
        value={query.language}
        choices={DOCUMENT_LANGUAGES}
        labelOf={(language) => t(`languages.${language}`)}
      />
    </>
  );
}
