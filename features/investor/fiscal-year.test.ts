import type { AnnouncementFields } from '@/lib/backend/types';
import { AnnouncementFieldsSchema } from '@/lib/backend/types';
import { fiscalYearOf } from './fiscal-year';

const report = (title: string, published_at: string, subtype: string, fiscal_year: number | null = null) => ({
  title,
  published_at,
  announcement: { number: '', type: 'periodic', subtype, pdf_url: '', pdf_size: 0, fiscal_year } as AnnouncementFields,
});

describe('fiscalYearOf', () => {
  it('takes the year the backend sends', () => {
    expect(fiscalYearOf(report('年度报告', '2026-04-20', '年度报告', 2025))).toBe(2025);
  });

  it('reads the year from the title when the backend sends none', () => {
    expect(fiscalYearOf(report('星垣微电子 2024 年年度报告', '2025-04-18', '年度报告'))).toBe(2024);
    expect(fiscalYearOf(report('2025年第三季度报告', '2025-10-28', '第三季度报告'))).toBe(2025);
    expect(fiscalYearOf(report('2025 年半年度报告摘要', '2025-08-20', '半年度报告'))).toBe(2025);
  });

  it('counts an annual report to the year before its publication, other reports to their own', () => {
    expect(fiscalYearOf(report('年度报告', '2025-04-18', '年度报告'))).toBe(2024);
    expect(fiscalYearOf(report('第一季度报告', '2025-04-25', '第一季度报告'))).toBe(2025);
  });
});

describe('announcement.fiscal_year as sent', () => {
  const parse = (fiscal_year: unknown) => AnnouncementFieldsSchema.safeParse({ type: 'periodic', fiscal_year });

  it('accepts a number, a numeric string, an empty string, null or nothing', () => {
    expect(parse(2024).data?.fiscal_year).toBe(2024);
    expect(parse('2024').data?.fiscal_year).toBe(2024);
    expect(parse(' 2024 ').data?.fiscal_year).toBe(2024);
    expect(parse('').data?.fiscal_year).toBeNull();
    expect(parse(null).data?.fiscal_year).toBeNull();
    expect(parse(undefined).data?.fiscal_year).toBeNull();
  });

  it('refuses what is not a year', () => {
    expect(parse('2024年').success).toBe(false);
    expect(parse(24).success).toBe(false);
    expect(parse('abcd').success).toBe(false);
  });
});
