/**
 * What the site promises a visitor, as working days from receipt (./working-days.ts): each queue's due date. One
 * place for the numbers; docs/backend-api.md and the README cite them.
 *
 * - **Contact messages: 1.** The contact form's confirmation says so (我们将在一个工作日内回复您 / We will reply within
 *   one working day).
 * - **Sample requests: 2** to approve or refuse. Our choice: the form promises a review and a mail, without a number.
 * - **Investor questions: 5** to answer. Our choice: the CSRC's guideline on investor relations (上市公司投资者关系管理工作
 *   指引, 2022) asks a listed company to answer investors' questions in good time, without a number.
 * - **Privacy requests: 15.** PIPL art. 50 asks for a timely answer and the reasons of a refusal, without a number;
 *   GB/T 35273-2020 §8.7 c) gives at most 30 days; the regulators' method for judging apps
 *   (App违法违规收集使用个人信息行为认定方法, 国信办秘字〔2019〕191号, item 6(3)) takes 15 working days as the
 *   limit for access, correction, deletion and account closure when none is promised. We keep the shorter.
 */
export const DUE_WORKING_DAYS = {
  messages: 1,
  'sample-requests': 2,
  'investor-questions': 5,
  'privacy-requests': 15,
} as const;
export type QueueSlug = keyof typeof DUE_WORKING_DAYS;
