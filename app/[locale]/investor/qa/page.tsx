import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getLocalePath, getPageLocale } from '@/i18n/server';
import { getCompanyProfile, getSiteInfo, orNull } from '@/lib/backend';
import { getInvestorQuestions } from '@/features/investor-qa/reads';
import { QUESTION_CATEGORIES, QUESTION_LIMITS, QUESTIONS_PAGE_SIZE } from '@/lib/backend/question-form';
import { pageNotFound } from '@/lib/core/not-found';
import { isNarrowed, parseQaQuery, QA_PATH, QA_QUERY, qaHref, type QaQuery } from '@/lib/investor-qa/query';
import { PAGE_QUERIES } from '@/features';
import type { Query as PageQuery, QueryOf } from '@/lib/page-query';
import { pageMetadata } from '@/lib/seo';
import { shortCompanyName } from '@/lib/site-name';
import { ChoiceSelect } from '@/components/content/filter-form';
import { FilteredListPage } from '@/components/page-kit/filtered-list-page';
import { QuestionList } from '@/features/investor-qa/question-list';
import { QaActions } from '@/features/investor-qa/qa-actions';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

/** The page's query: `q`, `category` and `page` (lib/investor-qa/query.ts). */
const QUERY = PAGE_QUERIES['/investor/qa'];
type Props = { searchParams: Promise<PageQuery> };

/**
 * One page of the published questions as the address narrows it. A malformed query, a page past the last,
 * or a backend without an investor Q&A (`web/get_investor_questions` absent): 404.
 */
async function load(declared: QueryOf<typeof QA_QUERY>) {
  const query = parseQaQuery(declared);
  if (!query) pageNotFound();
  const [site, questions] = await Promise.all([orNull(getSiteInfo()), getInvestorQuestions(query.q, query.category, query.page)]);
  if (!questions || (query.page > 1 && questions.list.length === 0)) pageNotFound();
  return { query, site, questions };
}

async function generatePageMetadata({ searchParams }: Props): Promise<Metadata> {
  const [{ query, site }, t] = await Promise.all([load(QUERY.read(await searchParams)), getTranslations('InvestorQa')]);
  return pageMetadata(await getPageLocale(), {
    title: query.page > 1 ? `${t('title')} ${t('filterPage', { page: query.page })}` : t('title'),
    description: t('description', { company: shortCompanyName(site) }),
    path: qaHref(query),
    // Searches are the same questions again: out of the index, their links followed.
    noindex: isNarrowed(query),
  });
}

async function InvestorQaPage({ searchParams }: Props) {
  const [{ query, site, questions }, t, nav, path, profile] = await Promise.all([
    load(QUERY.read(await searchParams)),
    getTranslations('InvestorQa'),
    getTranslations('Nav'),
    getLocalePath(),
    orNull(getCompanyProfile()),
  ]);
  const hrefFor = (changes: Partial<QaQuery>) => qaHref({ ...query, ...changes });
  return (
    <FilteredListPage
      title={t('title')}
      subtitle={t('lead')}
      trail={[{ name: nav('home'), href: '/' }, { name: nav('investor'), href: '/investor' }, { name: t('title') }]}
      before={<QaActions site={site} profile={profile} />}
      form={{
        action: path(QA_PATH),
        label: t('filters'),
        applyLabel: t('apply'),
        reset: isNarrowed(query) ? { href: QA_PATH, label: t('reset') } : undefined,
        withQuery: true,
      }}
      fields={
        <>
          <label>
            {t('query')}
            <input type="search" name="q" defaultValue={query.q} maxLength={QUESTION_LIMITS.q} />
          </label>
          <ChoiceSelect
            name="category"
            label={t('category')}
            anyLabel={t('anyCategory')}
            value={query.category}
            choices={QUESTION_CATEGORIES}
            labelOf={(category) => t(`categories.${category}`)}
          />
        </>
      }
      summary={t('count', { count: questions.total })}
      list={<QuestionList items={questions.list} />}
      empty={questions.list.length > 0 ? null : isNarrowed(query) ? t('none') : t('empty')}
      pagination={{ page: query.page, pageSize: QUESTIONS_PAGE_SIZE, total: questions.total, hrefFor: (page) => hrefFor({ page }) }}
    />
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(InvestorQaPage);
