import { readMyQuestions } from './question-records';

describe('readMyQuestions', () => {
  it('keeps what the contract requires, reads unknown categories and states as other, and leaves out the rest', () => {
    expect(
      readMyQuestions({
        list: [
          {
            reference: 'IQ-1',
            category: 'finance',
            question: 'Q?',
            status: 'answered',
            asked_at: '2026-11-01',
            answer: 'A.',
            answered_at: '2026-11-02',
            published: true,
          },
          { reference: 'IQ-2', category: 'weather', question: 'Q2?', status: 'pondering', asked_at: '2026-11-03T10:00:00Z' },
          { reference: '', question: 'no reference', asked_at: '2026-11-03' },
          { reference: 'IQ-3', question: 'bad date', asked_at: 'yesterday' },
          'nonsense',
        ],
      }),
    ).toEqual([
      {
        reference: 'IQ-1',
        category: 'finance',
        question: 'Q?',
        status: 'answered',
        asked_at: '2026-11-01',
        answer: 'A.',
        answered_at: '2026-11-02',
        published: true,
      },
      {
        reference: 'IQ-2',
        category: 'other',
        question: 'Q2?',
        status: 'other',
        asked_at: '2026-11-03T10:00:00Z',
        answer: '',
        published: false,
      },
    ]);
    expect(readMyQuestions(null)).toEqual([]);
  });
});
