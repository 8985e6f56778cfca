/** The investor Q&A's reads and its question: a page of the published questions, whether there is a Q&A at all, a new question. */
import 'server-only';
import { callBackend, languageRead, orAbsent, orNull } from '@/lib/backend/read';
import { SampleReceiptSchema } from '@/lib/backend/sample-types';
import { QUESTIONS_PAGE_SIZE, type QuestionCategory } from '@/lib/backend/question-form';
import type { Locale } from '@/i18n/config';
import { QA_CALLS, QuestionListSchema, type QuestionRequest } from './contract';

/**
 * One page of the published investor questions, newest first, narrowed by a query and a category; null
 * when the backend has no investor Q&A (code 0, HTTP 404).
 */
export const getInvestorQuestions = languageRead((lang, q: string, category: QuestionCategory | undefined, page: number) =>
  orAbsent(
    callBackend(
      QA_CALLS.getInvestorQuestions,
      { lang, ...(q ? { q } : {}), ...(category ? { category } : {}), page, page_size: QUESTIONS_PAGE_SIZE },
      QuestionListSchema,
    ),
  ),
);

/** Whether the backend has an investor Q&A (pages link /investor/qa only then); a fault reads as no. */
export const hasInvestorQuestions = languageRead(async (_lang) => (await orNull(getInvestorQuestions('', undefined, 1))) !== null);

/** Sends an investor question: with a member's token (no captcha), or with the captcha's key and code. */
export function submitInvestorQuestion(lang: Locale, request: QuestionRequest, token: string | null) {
  return callBackend(QA_CALLS.submitInvestorQuestion, { lang, ...request }, SampleReceiptSchema, token ? { token } : { own: true });
}
