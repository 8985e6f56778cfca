/**
 * Investor questions and the company's answers (issue 24, item 2; the CSRC's investor-relations guideline):
 * the published ones (`web/get_investor_questions`), a new question (`web/submit_investor_question`) and a
 * member's own (`web/get_my_questions`, declared with the member's calls in lib/backend/calls.ts until the
 * account is a feature), as zod schemas beside lib/backend/types.ts (docs/backend-api.md).
 */
import { z } from 'zod';
import { defineCalls } from '@/lib/backend/call-spec';
import { itemsOf } from '@/lib/backend/lenient';
import { PHONE_PATTERN } from '@/lib/backend/phone';
import { QUESTION_CATEGORIES, QUESTION_LIMITS, QUESTION_STATUSES, QUESTIONS_PAGE_SIZE } from '@/lib/backend/question-form';

export const QA_CALLS = defineCalls({
  /** The published questions and their answers: investor content. */
  getInvestorQuestions: { name: 'web/get_investor_questions', tags: ['investor'] },
  /** A new question: from a member (token) or a visitor (a captcha bound to the call); it shows nothing. */
  submitInvestorQuestion: { name: 'web/submit_investor_question', tags: [], captcha: true },
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'ISO 8601 date');
const category = z.enum(QUESTION_CATEGORIES).catch('other');
const optionalText = (max: number) =>
  z
    .unknown()
    .transform((value) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : ''))
    .default('');

/** A published question with the company's answer. */
export const PublishedQuestionSchema = z.object({
  id: z.number().int().positive(),
  category,
  question: z.string().trim().min(1).max(2000),
  answer: z.string().trim().min(1).max(5000),
  asked_at: isoDate,
  answered_at: isoDate,
  /** How the asker is shown (a masked name, 投资者); empty: "an investor". Never a contact. */
  asker: optionalText(50),
});
export type PublishedQuestion = z.output<typeof PublishedQuestionSchema>;
export type PublishedQuestionInput = z.input<typeof PublishedQuestionSchema>;

export const QuestionListSchema = z.object({
  total: z.number().int().min(0),
  list: itemsOf(PublishedQuestionSchema, 'list', 50),
});
export type QuestionList = z.output<typeof QuestionListSchema>;

export const QuestionListRequestSchema = z.object({
  q: z.string().trim().max(QUESTION_LIMITS.q).optional(),
  category: z.enum(QUESTION_CATEGORIES).optional(),
  page: z.number().int().min(1).default(1),
  page_size: z.number().int().min(1).max(50).default(QUESTIONS_PAGE_SIZE),
});

/** A consent beyond what the question needs: to publish it with the answer, under the policy of that version. */
export const ConsentSchema = z.object({
  publish: z.literal(true),
  /** The privacy policy's version the visitor saw (its `updated_at`); empty when the site has none. */
  policy_version: z.string().max(40),
  given_at: z.string().regex(/^\d{4}-\d{2}-\d{2}T/, 'ISO 8601 instant'),
});
export type Consent = z.output<typeof ConsentSchema>;

/**
 * What the site sends with `web/submit_investor_question`: a signed-in member's question carries the
 * `token` header instead of a captcha.
 */
export const QuestionRequestSchema = z.object({
  category: z.enum(QUESTION_CATEGORIES),
  question: z.string().trim().min(QUESTION_LIMITS.question.min).max(QUESTION_LIMITS.question.max),
  /** Blank: asked anonymously. */
  name: z.string().trim().max(QUESTION_LIMITS.name).optional(),
  email: z.string().trim().max(QUESTION_LIMITS.email).pipe(z.email()),
  phone: z.string().trim().max(QUESTION_LIMITS.phone).regex(PHONE_PATTERN, 'phone').optional(),
  consent: ConsentSchema.optional(),
  verify_key: z.string().min(1).max(128).optional(),
  verify_code: z.string().min(1).max(16).optional(),
});
export type QuestionRequest = z.input<typeof QuestionRequestSchema>;

/**
 * What `web/get_my_questions` answers: a member's own questions. /account reads it without zod
 * (readMyQuestions, features/account/question-records.ts, leaves out the same items); the conformance suite
 * reads it with this.
 */
export const MyQuestionSchema = z.object({
  reference: z.string().trim().min(1).max(40),
  category: category.optional(),
  question: z.string().trim().min(1).max(2000),
  status: z
    .enum(QUESTION_STATUSES)
    .catch('other' as never)
    .optional(),
  asked_at: z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'ISO 8601 date'),
  answer: optionalText(5000),
  answered_at: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/)
    .optional()
    .catch(undefined),
  published: z.boolean().optional().catch(undefined),
});
export const MyQuestionListSchema = z.object({ list: itemsOf(MyQuestionSchema, 'list', 200).default([]) });
