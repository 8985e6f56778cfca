/**
 * A member's own questions as /account reads them in the browser (pure, no zod): each item that lacks what
 * the contract requires left out, an unknown category or status read as `other`.
 */
import { QUESTION_CATEGORIES, QUESTION_STATUSES, type QuestionCategory, type QuestionStatus } from '@/lib/backend/question-form';

export type MyQuestion = {
  reference: string;
  category: QuestionCategory;
  question: string;
  status: QuestionStatus;
  asked_at: string;
  answer: string;
  answered_at?: string;
  published: boolean;
};

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.trim().slice(0, max) : '');
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}/.test(value);
const oneOf = <T extends string>(values: readonly T[], value: unknown, other: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : other;

/** The questions of a `web/get_my_questions` answer (at most 200). */
export function readMyQuestions(data: unknown): MyQuestion[] {
  const list = record(data).list;
  if (!Array.isArray(list)) return [];
  return list.slice(0, 200).flatMap((item): MyQuestion[] => {
    const fields = record(item);
    const reference = text(fields.reference, 40);
    const question = text(fields.question, 2000);
    const asked = text(fields.asked_at, 40);
    if (!reference || !question || !isDate(asked)) return [];
    const answered = text(fields.answered_at, 40);
    return [
      {
        reference,
        category: oneOf(QUESTION_CATEGORIES, fields.category, 'other'),
        question,
        status: oneOf<QuestionStatus>(QUESTION_STATUSES, fields.status, 'other'),
        asked_at: asked,
        answer: text(fields.answer, 5000),
        ...(isDate(answered) ? { answered_at: answered } : {}),
        published: fields.published === true,
      },
    ];
  });
}
