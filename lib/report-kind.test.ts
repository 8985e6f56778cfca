import { reportKindOf } from './report-kind';

describe('reportKindOf', () => {
  it('reads the Chinese names and their English equivalents', () => {
    expect(['第一季度报告', '半年度报告', '第三季度报告', '年度报告'].map(reportKindOf)).toEqual(['q1', 'half', 'q3', 'annual']);
    expect(['First-quarter report', 'Semi-annual report', 'Third-quarter report', 'Annual report'].map(reportKindOf)).toEqual(['q1', 'half', 'q3', 'annual']);
    expect(['Q1', 'interim report', 'annual'].map(reportKindOf)).toEqual(['q1', 'half', 'annual']);
  });

  it('tells a semi-annual report from an annual one, and knows nothing else', () => {
    expect(reportKindOf('Semi-annual report')).toBe('half');
    expect(['董事会决议', 'Board resolution', '', undefined, '年度报告摘要'].map(reportKindOf)).toEqual([null, null, null, null, null]);
  });
});
