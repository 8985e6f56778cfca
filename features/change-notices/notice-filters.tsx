import { useTranslations } from 'next-intl';
import type { Category } from '@/lib/backend/types';
import { ChoiceSelect, LineSelect } from '@/components/content/filter-form';
import { NOTICE_TYPES } from './contract';
import type { NoticesQuery } from './notices';

/** The notices' filter fields: product line, type, and the years offered (`years`, ./notices.ts's yearChoices). */
export function NoticeFilters({ query, lines, years }: { query: NoticesQuery; lines: Category[]; years: number[] }) {
  const t = useTranslations('Notices');
  return (
    <>
      <LineSelect lines={lines} value={query.line} label={t('line')} anyLabel={t('anyLine')} />
      <ChoiceSelect
        name="type"
        label={t('type')}
        anyLabel={t('anyType')}
        value={query.type}
        choices={NOTICE_TYPES}
        labelOf={(type) => t(`types.${type}`)}
      />
      <ChoiceSelect name="year" label={t('year')} anyLabel={t('anyYear')} value={query.year} choices={years} />
    </>
  );
}
