/**
 * Investor questions' categories, limits and a member's question states, shared by the pages, the server
 * action and /account's island (features/account/question-records.ts). No zod here: the browser imports this file.
 */

/** What a question is about; a complaint goes the same way, under its own category. */
export const QUESTION_CATEGORIES = ['operations', 'finance', 'governance', 'dividend', 'products', 'complaint', 'other'] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

export const QUESTION_LIMITS = { name: 50, email: 128, phone: 30, question: { min: 10, max: 500 }, q: 50 } as const;

/** Published questions per page of /investor/qa. */
export const QUESTIONS_PAGE_SIZE = 10;

/** The states of a member's own question (`web/get_my_questions`); any other reads as `other`. */
export const QUESTION_STATUSES = ['submitted', 'answered', 'closed'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number] | 'other';
