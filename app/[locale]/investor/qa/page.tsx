import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getLocalePath, getPageLocale } from '@/i18n/server';
import { getCompanyProfile, getSiteInfo, orNull } from '@/lib/backend';
import { getInvestorQuestions } from '@/features/investor-qa/reads';
import { QUESTION_CATEGORIES, QUESTION_LIMITS, QUESTIONS_PAGE_SIZE } from '@/lib/backend/question-form';
import { pageNotFound } from '@/lib/core/not-found';
import { exchangePlatform } from '@/lib/investor-qa/exchange-platform';
import { isNarrowed, parseQaQuery, QA_ASK_PATH, QA_PATH, QA_QUERY, qaHref, type QaQuery } from '@/lib/investor-qa/query';
import { PAGE_QUERIES } from '@/features';
import type { Query as PageQuery, QueryOf } from '@/lib/page-query';
import { pageMetadata } from '@/lib/seo';
import { shortCompanyName } from '@/lib/site-name';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { FilterForm } from '@/components/content/filter-form';
import { Pagination } from '@/components/content/pagination';
import { QuestionList } from '@/features/investor-qa/question-list';
import { LocaleLink } from '@/components/locale-link';
import sectionStyles from '@/components/content/section.module.css';
import filters from '@/components/content/filters.module.css';
import styles from '@/features/investor-qa/qa.module.css';
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
  const [{ query, site, questions }, t, nav, locale, path, profile] = await Promise.all([
    load(QUERY.read(await searchParams)),
    getTranslations('InvestorQa'),
    getTranslations('Nav'),
    getPageLocale(),
    getLocalePath(),
    orNull(getCompanyProfile()),
  ]);
  // The exchange's investor platform for the stock code: the company's own page there when the backend names it.
  const platform = site?.stock_code ? exchangePlatform(site.stock_code, profile?.ir_contact.interaction_url) : null;
  const platformName = platform ? t(platform.exchange === 'sse' ? 'platformSse' : 'platformSzse') : '';
  const hrefFor = (changes: Partial<QaQuery>) => qaHref({ ...query, ...changes });
  return (
    <PageMain>
      <PageHero title={t('title')} subtitle={t('lead')} />
      <div className={`container ${filters.pageEnd}`}>
        <Breadcrumb items={[{ name: nav('home'), href: '/' }, { name: nav('investor'), href: '/investor' }, { name: t('title') }]} />
        <div className={styles.actions}>
          <LocaleLink href={QA_ASK_PATH} className={styles.askButton} prefetch={false}>
            {t('ask')}
          </LocaleLink>
          {platform && site ? (
            <a href={platform.url} data-testid="exchange-platform">
              {platform.own
                ? t('platform', { platform: platformName, name: site.stock_name || shortCompanyName(site), code: site.stock_code })
                : t('platformHome', { platform: platformName, code: site.stock_code })}
            </a>
          ) : null}
        </div>
        <FilterForm
          action={path(QA_PATH)}
          label={t('filters')}
          applyLabel={t('apply')}
          reset={isNarrowed(query) ? { href: QA_PATH, label: t('reset') } : undefined}
          withQuery
        >
          <label>
            {t('query')}
            <input type="search" name="q" defaultValue={query.q} maxLength={QUESTION_LIMITS.q} />
          </label>
          <label>
            {t('category')}
            <select name="category" defaultValue={query.category ?? ''}>
              <option value="">{t('anyCategory')}</option>
              {QUESTION_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`categories.${category}`)}
                </option>
              ))}
            </select>
          </label>
        </FilterForm>
        <p className={filters.summary} role="status">
          {t('count', { count: questions.total })}
        </p>
        {questions.list.length > 0 ? (
          <QuestionList items={questions.list} locale={locale} />
        ) : (
          <p className={sectionStyles.empty}>{isNarrowed(query) ? t('none') : t('empty')}</p>
        )}
        <Pagination page={query.page} pageSize={QUESTIONS_PAGE_SIZE} total={questions.total} hrefFor={(page) => hrefFor({ page })} />
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(InvestorQaPage);
