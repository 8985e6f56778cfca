/** @jest-environment node */
import { CALLS } from '@/features';
import { QuestionListSchema } from './contract';
import { readMyQuestions } from '@/features/account/question-records';
import { call, solvedCaptcha, withDemoData } from '@/demo/test-call';

withDemoData('demo-qa-');

const captcha = solvedCaptcha;

describe('web/get_investor_questions (demo)', () => {
  it('answers the contract: newest answer first, paged, narrowed by words and a category, in the language asked for', async () => {
    const all = QuestionListSchema.parse((await call(CALLS.getInvestorQuestions, { lang: 'zh', page: 1, page_size: 10 })).body.data);
    expect(all.total).toBe(12);
    expect(all.list).toHaveLength(10);
    const answered = all.list.map((item) => item.answered_at);
    expect([...answered].sort().reverse()).toEqual(answered);
    const english = QuestionListSchema.parse(
      (await call(CALLS.getInvestorQuestions, { lang: 'en', q: 'GROSS margin', page: 1 })).body.data,
    );
    expect(english.list.map((item) => item.id)).toEqual([1012]);
    const dividends = QuestionListSchema.parse(
      (await call(CALLS.getInvestorQuestions, { lang: 'en', category: 'dividend', page: 1 })).body.data,
    );
    expect(dividends.total).toBe(2);
    expect((await call(CALLS.getInvestorQuestions, { lang: 'en', category: 'gossip' })).body.code).toBe(0);
  });
});

describe('web/submit_investor_question and web/get_my_questions (demo)', () => {
  it('keeps a question with its reference, from a visitor with the captcha or a member with the token', async () => {
    const question = { lang: 'en', category: 'finance', question: 'What is the order backlog?', email: 'a@investor.example' };
    expect((await call(CALLS.submitInvestorQuestion, { ...question, verify_key: 'x', verify_code: 'y' })).body.code).toBe(0);
    const sent = await call(CALLS.submitInvestorQuestion, { ...question, ...(await captcha(CALLS.submitInvestorQuestion)) });
    expect(sent.body.data.reference).toMatch(/^IQ-20261123-[A-Z2-9]{4}$/);

    const login = await call(CALLS.login, {
      username: 'investor',
      password: 'Xingyuan@2026',
      ...(await captcha(CALLS.login)),
    });
    const token = login.body.data.token as string;
    const mine = await call(CALLS.submitInvestorQuestion, { ...question, question: 'Will there be an investor day?' }, { token });
    expect(mine.body.code).toBe(1);
    const list = readMyQuestions((await call(CALLS.getMyQuestions, { lang: 'en' }, { token })).body.data);
    expect(list[0]).toMatchObject({ reference: mine.body.data.reference, status: 'submitted', question: 'Will there be an investor day?' });
    expect(list[1]).toMatchObject({ status: 'answered', published: true, question: 'Does the company plan a cash dividend this year?' });
    expect((await call(CALLS.getMyQuestions, { lang: 'en' })).body.code).toBe(-1000);
  });
});
