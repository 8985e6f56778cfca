import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

process.env.PAYLOAD_SECRET ??= 'unit-test-secret';
process.env.SITE_URL = 'https://www.example.cn';
const { answerMail, isPublished, maskedAsker, myItem, publishedItem, publishedWhere, questionProblem, QUESTION_REFUSALS } =
  await import('./questions');

const ir = { roles: ['ir'], email: 'ir@x.example' };
const publisher = { roles: ['publisher'], email: 'publisher@x.example' };
const asked = { status: 'submitted', question: '第三季度毛利率为何提升？', answer: null, translation: { question: null, answer: null } };
const drafted = { ...asked, status: 'drafted', answer: '感谢关注。' };
const answered = { ...drafted, status: 'answered' };

describe('investor questions: who may do what', () => {
  it('an IR officer drafts; only a publisher approves, and only an answer that is written', () => {
    assert.equal(questionProblem(ir, asked, drafted), null);
    assert.equal(questionProblem(ir, asked, { ...asked, status: 'drafted' }), QUESTION_REFUSALS.noAnswer);
    assert.equal(questionProblem(ir, drafted, answered), QUESTION_REFUSALS.notPublisher);
    assert.equal(questionProblem(publisher, drafted, answered), null);
    assert.equal(questionProblem(publisher, asked, { ...asked, status: 'answered', answer: '  ' }), QUESTION_REFUSALS.noAnswer);
    assert.equal(questionProblem({ roles: ['admin'] }, drafted, answered), null);
  });

  it("an answer mailed is never changed nor withdrawn; what shows of it is a publisher's to change", () => {
    assert.equal(questionProblem(publisher, answered, { ...answered, answer: '改了' }), QUESTION_REFUSALS.answerSent);
    assert.equal(questionProblem(publisher, answered, { ...answered, status: 'drafted' }), QUESTION_REFUSALS.answerSent);
    const translated = { ...answered, translation: { question: 'Why did the margin rise?', answer: 'Thank you.' } };
    assert.equal(questionProblem(ir, answered, translated), QUESTION_REFUSALS.publisherOnly);
    assert.equal(questionProblem(publisher, answered, translated), null);
    assert.equal(questionProblem(ir, answered, { ...answered, withhold: true }), QUESTION_REFUSALS.publisherOnly);
    assert.equal(questionProblem(publisher, answered, { ...answered, withhold: true }), null);
    // Saved again as it is: nothing to refuse (a blank translation field and none are the same).
    assert.equal(questionProblem(ir, answered, { ...answered, translation: { question: '', answer: '' } }), null);
  });

  it('a translation has both halves; closing without an answer needs its reason', () => {
    assert.equal(
      questionProblem(ir, asked, { ...drafted, translation: { question: 'Why?', answer: '' } }),
      QUESTION_REFUSALS.halfTranslation,
    );
    assert.equal(questionProblem(ir, asked, { ...asked, status: 'closed' }), QUESTION_REFUSALS.noReason);
    assert.equal(questionProblem(ir, asked, { ...asked, status: 'closed', close_reason: '重复提问' }), null);
  });
});

describe('investor questions: what is published, and how', () => {
  it('only answered questions whose askers agreed, unless a publisher held them back', () => {
    const consented = { ...answered, consent: { publish: true } };
    assert.equal(isPublished(consented), true);
    assert.equal(isPublished({ ...consented, withhold: true }), false);
    assert.equal(isPublished({ ...answered, consent: { publish: false } }), false);
    assert.equal(isPublished({ ...drafted, consent: { publish: true } }), false);
  });

  it('lists a question in the language it was asked in, and in the other once translated', () => {
    const where = JSON.stringify(publishedWhere('en', '毛利率  Q3', 'finance'));
    assert.match(where, /"published":\{"equals":true\}/);
    assert.match(where, /"category":\{"equals":"finance"\}/);
    assert.match(where, /"lang":\{"equals":"en"\}.*"question":\{"contains":"毛利率"\}.*"answer":\{"contains":"毛利率"\}/);
    assert.match(
      where,
      /"lang":\{"not_equals":"en"\}.*"translation.question":\{"exists":true\}.*"translation.question":\{"contains":"Q3"\}/,
    );
    const doc = {
      id: 7,
      lang: 'zh',
      category: 'finance',
      question: '问题',
      answer: '答复',
      translation: { question: 'Question', answer: 'Answer' },
      received_at: '2026-11-02T02:20:00.000Z',
      answered_at: '2026-11-05T08:00:00.000Z',
      asker_zh: '投资者 王**',
      asker_en: 'Investor W.',
      email: 'wang@example.com',
    };
    assert.deepEqual(publishedItem(doc, 'en'), {
      id: 7,
      category: 'finance',
      question: 'Question',
      answer: 'Answer',
      asked_at: '2026-11-02T10:20:00+08:00',
      answered_at: '2026-11-05T16:00:00+08:00',
      asker: 'Investor W.',
    });
    assert.equal(publishedItem(doc, 'zh').question, '问题');
    // Never a contact: the address stays inside.
    assert.doesNotMatch(JSON.stringify(publishedItem(doc, 'zh')), /example\.com/);
    assert.equal('asker' in publishedItem({ ...doc, asker_zh: null }, 'zh'), false);
  });

  it('shows an asker by a masked name only', () => {
    assert.deepEqual(maskedAsker('王小明'), { zh: '投资者 王**', en: 'Investor 王**' });
    assert.deepEqual(maskedAsker(' li ming'), { zh: '投资者 l**', en: 'Investor L.' });
    assert.deepEqual(maskedAsker(undefined), {});
    assert.deepEqual(maskedAsker('𠀋先生'), { zh: '投资者 𠀋**', en: 'Investor 𠀋**' });
  });

  it("gives a member their question's state; a draft is still in progress to them", () => {
    const mine = { reference: 'IQ-20261123-7Q2M', category: 'dividend', question: 'Q?', received_at: '2026-11-23T08:00:00.000Z' };
    assert.equal(myItem({ ...mine, status: 'drafted', answer: 'draft' }, 'zh').status, 'submitted');
    assert.equal('answer' in myItem({ ...mine, status: 'drafted', answer: 'draft' }, 'zh'), false);
    const translated = { ...mine, lang: 'en', translation: { question: '问？', answer: '答。' } };
    assert.equal(myItem({ ...translated, status: 'answered', answer: 'A.' }, 'zh').answer, '答。');
    assert.equal(myItem({ ...translated, status: 'answered', answer: 'A.' }, 'en').answer, 'A.');
    assert.deepEqual(
      myItem({ ...mine, status: 'answered', answer: 'A.', answered_at: '2026-11-24T08:00:00.000Z', published: true }, 'zh'),
      {
        ...{ reference: mine.reference, category: 'dividend', question: 'Q?', status: 'answered', asked_at: '2026-11-23T16:00:00+08:00' },
        answer: 'A.',
        answered_at: '2026-11-24T16:00:00+08:00',
        published: true,
      },
    );
  });

  it("mails the answer in the asker's language, with the page when published", () => {
    const doc = {
      reference: 'IQ-20261123-7Q2M',
      name: 'Li Ming',
      question: 'Will you pay a dividend?\nWhen?',
      answer: 'The board will propose one.',
    };
    const en = answerMail('en', doc, true);
    assert.match(en.subject, /IQ-20261123-7Q2M/);
    assert.match(en.text, /^Dear Li Ming,/);
    assert.match(en.text, /> Will you pay a dividend\?\n> When\?/);
    assert.match(en.text, /https:\/\/www\.example\.cn\/en\/investor\/qa/);
    const zh = answerMail('zh', { ...doc, name: null }, false);
    assert.match(zh.text, /^投资者，您好/);
    assert.doesNotMatch(zh.text, /investor\/qa/);
  });
});
