/**
 * /investor/qa's address, read and written (pure): a query (trimmed, inner spaces made one, at most 50
 * characters), a category and the page. A category the contract does not know, or a malformed page, is a
 * 404 like any bad address.
 */
import { QUESTION_CATEGORIES, QUESTION_LIMITS, type QuestionCategory } from '@/lib/backend/question-form';
import { firstParam, parsePage } from '@/lib/params';
import { cleanText } from '@/lib/clean-text';
import { declarePageQuery, type QueryOf } from '@/lib/page-query';

export const QA_PATH = '/investor/qa';
export const QA_ASK_PATH = '/investor/qa/ask';

/** What /investor/qa reads (lib/pages/page-queries.ts). */
export const QA_QUERY = declarePageQuery(['q', 'category', 'page']);

export type QaQuery = { q: string; category: QuestionCategory | undefined; page: number };

export function parseQaQuery(query: QueryOf<typeof QA_QUERY>): QaQuery | null {
  const page = parsePage(query.page);
  const raw = firstParam(query.category) ?? '';
  const category = raw === '' ? undefined : (QUESTION_CATEGORIES as readonly string[]).includes(raw) ? (raw as QuestionCategory) : null;
  if (page === null || category === null) return null;
  return { q: cleanText(firstParam(query.q), QUESTION_LIMITS.q), category, page };
}

/** The address of a list (site-relative, the Chinese form): page 1 and blank parts left out. */
export function qaHref({ q = '', category, page = 1 }: Partial<QaQuery>): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `${QA_PATH}${search ? `?${search}` : ''}`;
}

export const isNarrowed = (query: QaQuery) => query.q !== '' || query.category !== undefined;
