import { reportKindOf, reportsByYear } from './report-kind';

describe('reportKindOf', () => {
  it('reads the Chinese names and their English equivalents', () => {
    expect(['第一季度报告', '半年度报告', '第三季度报告', '年度报告'].map(reportKindOf)).toEqual(['q1', 'half', 'q3', 'annual']);
    expect(['First-quarter report', 'Semi-annual report', 'Third-quarter report', 'Annual report'].map(reportKindOf)).toEqual([
      'q1',
      'half',
      'q3',
      'annual',
    ]);
    expect(['Q1', 'interim report', 'annual'].map(reportKindOf)).toEqual(['q1', 'half', 'annual']);
  });

  it('tells a semi-annual report from an annual one, and knows nothing else', () => {
    expect(reportKindOf('Semi-annual report')).toBe('half');
    expect(['董事会决议', 'Board resolution', '', undefined, '年度报告摘要'].map(reportKindOf)).toEqual([null, null, null, null, null]);
  });
});

describe('periodic reports by year', () => {
  const report = (title: string, published_at: string, subtype: string, pdf_url = '/api/files/a.pdf') => ({
    title,
    published_at,
    announcement: { subtype, pdf_url },
  });
  const yearOf = (item: { title: string }) => Number(/(\d{4})/.exec(item.title)![1]);

  it('keeps a correction beside the report it corrects, newest first, in the same slot', () => {
    const grouped = reportsByYear(
      [
        report('2025 年年度报告', '2026-04-25', '年度报告'),
        report('2025 年年度报告（更正后）', '2026-05-10', '年度报告'),
        report('2025 年半年度报告', '2025-08-22', '半年度报告'),
        report('2024 年年度报告', '2025-04-20', '年度报告'),
      ],
      yearOf,
    );
    expect(grouped.map(([year]) => year)).toEqual([2025, 2024]);
    expect(grouped[0]![1].get('annual')!.map((item) => item.title)).toEqual(['2025 年年度报告（更正后）', '2025 年年度报告']);
    expect(grouped[0]![1].get('half')!.map((item) => item.title)).toEqual(['2025 年半年度报告']);
  });

  it('leaves out what has no document or is no periodic report kind', () => {
    expect(
      reportsByYear(
        [report('2025 年年度报告', '2026-04-25', '年度报告', ''), report('2025 年董事会决议', '2026-04-25', '董事会决议')],
        yearOf,
      ),
    ).toEqual([]);
  });
});
