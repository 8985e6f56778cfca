/**
 * Investor questions in the demo backend (docs/backend-api.md): the published ones with their answers,
 * newest first, narrowed by a query (every word in the question or the answer, any case) and a category
 * (`web/get_investor_questions`); a new question (`web/submit_investor_question`: the captcha or a member's
 * token), kept in `$DEMO_DATA_DIR/investor-questions.jsonl` with its reference (`IQ-…`) and consent, never
 * published by the demo (the company answers first); and a member's own questions (`web/get_my_questions`).
 */
import type { z } from 'zod';
import { QA_CALLS, QuestionListRequestSchema, QuestionRequestSchema } from './contract';
import { siteNow } from '@/lib/core/clock';
import type { DemoLanguage } from '@/demo/content/catalog';
import { EARLIER_QUESTIONS, PUBLISHED_QUESTIONS } from '@/demo/content/investor-qa';
import { jsonlFile } from '@/demo/jsonl-file';
import { newReference, referenceOf } from '@/demo/reference';
import { userForToken } from '@/demo/auth';
import { verifyCaptcha } from '@/demo/captcha';
import { ok, refuse, REFUSALS, withRequest, type Handler } from '@/demo/handler-kit';
import { CODE_NOT_LOGGED_IN } from '@/lib/backend/calls';

type ListRequest = z.output<typeof QuestionListRequestSchema>;
type Request = z.output<typeof QuestionRequestSchema>;
export type StoredQuestion = Omit<Request, 'verify_key' | 'verify_code'> & {
  reference: string;
  created_at: string;
  lang: DemoLanguage;
  /** The member who asked, when signed in. */
  user: number | null;
};

const questions = jsonlFile<StoredQuestion>('investor-questions');
const PREFIX = 'IQ';
const DAY_MS = 24 * 60 * 60 * 1000;

export function publishedQuestions(lang: DemoLanguage, request: ListRequest) {
  const words = (request.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const found = PUBLISHED_QUESTIONS.filter((item) => {
    if (request.category && item.category !== request.category) return false;
    const text = `${item[lang].question} ${item[lang].answer}`.toLowerCase();
    return words.every((word) => text.includes(word));
  }).sort((a, b) => b.answered_at.localeCompare(a.answered_at));
  const start = (request.page - 1) * request.page_size;
  return {
    total: found.length,
    list: found.slice(start, start + request.page_size).map(({ zh, en, ...item }) => ({ ...item, ...(lang === 'en' ? en : zh) })),
  };
}

export async function submitQuestion(
  lang: DemoLanguage,
  request: Request,
  user: number | null,
  now = siteNow(),
): Promise<{ reference: string }> {
  const { verify_key: _key, verify_code: _code, ...fields } = request;
  const stored = await questions.append({
    ...fields,
    reference: newReference(PREFIX, now),
    created_at: new Date(now).toISOString(),
    lang,
    user,
  });
  return { reference: stored.reference };
}

/** A member's questions, newest first: those asked here (waiting for an answer), then the demo's earlier ones. */
export async function myQuestions(lang: DemoLanguage, user: number, now = siteNow()) {
  const mine = (await questions.readAll())
    .filter((kept) => kept.user === user)
    .map((kept) => ({
      reference: kept.reference,
      category: kept.category,
      question: kept.question,
      status: 'submitted',
      asked_at: kept.created_at,
      published: false,
    }))
    .reverse();
  const earlier = (EARLIER_QUESTIONS[user] ?? []).map(({ id, code, days_ago, answered_days_ago }) => {
    const item = PUBLISHED_QUESTIONS.find((candidate) => candidate.id === id)!;
    return {
      reference: referenceOf(PREFIX, now - days_ago * DAY_MS, code),
      category: item.category,
      question: item[lang].question,
      status: answered_days_ago === null ? 'submitted' : 'answered',
      asked_at: new Date(now - days_ago * DAY_MS).toISOString(),
      ...(answered_days_ago === null
        ? {}
        : { answer: item[lang].answer, answered_at: new Date(now - answered_days_ago * DAY_MS).toISOString() }),
      published: answered_days_ago !== null,
    };
  });
  return { list: [...mine, ...earlier] };
}

const CALLS = { getInvestorQuestions: QA_CALLS.getInvestorQuestions.name, submitInvestorQuestion: QA_CALLS.submitInvestorQuestion.name };

/** The feature's calls as the demo backend answers them (a member's own questions: demo/backend.ts). */
export const qaHandlers = {
  [CALLS.getInvestorQuestions]: withRequest(QuestionListRequestSchema, (request, { lang }) => ok(publishedQuestions(lang, request))),
  [CALLS.submitInvestorQuestion]: withRequest(QuestionRequestSchema, async (request, { token, lang }) => {
    const user = token ? await userForToken(token) : null;
    if (token && !user) return refuse(REFUSALS.signIn[lang], CODE_NOT_LOGGED_IN);
    if (!user && !verifyCaptcha(request.verify_key ?? '', request.verify_code ?? '', CALLS.submitInvestorQuestion))
      return refuse(REFUSALS.badCaptcha[lang]);
    return ok(await submitQuestion(lang, request, user?.id ?? null));
  }),
} satisfies Record<(typeof CALLS)[keyof typeof CALLS], Handler>;
