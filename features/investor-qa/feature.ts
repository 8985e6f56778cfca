/**
 * The investor Q&A (issue 24, item 2): the published questions and answers (/investor/qa), searchable and
 * paged, and the form that asks one (/investor/qa/ask), which works without script. A member's own questions
 * are read on /account (`web/get_my_questions`).
 */
import { CAPTCHA_QUERY } from '@/lib/forms/captcha-query';
import { QA_ASK_PATH, QA_PATH, QA_QUERY } from '@/lib/investor-qa/query';
import { defineFeature } from '../feature';
import { QA_CALLS } from './contract';

export const investorQa = defineFeature({
  name: 'investor-qa',
  calls: QA_CALLS,
  pageQueries: { [QA_PATH]: QA_QUERY, [QA_ASK_PATH]: CAPTCHA_QUERY },
  captchaPages: [QA_ASK_PATH],
  rateLimits: [{ call: QA_CALLS.submitInvestorQuestion.name, by: 'address', points: 5, seconds: 10 * 60 }],
});
