/** @jest-environment node */
import { parse } from 'csv-parse/sync';
import { FinancialsSchema, StockQuoteSchema } from './contract';
import { financials as demoFinancials } from '@/demo/content/financials';
import { stockQuote } from '@/demo/stock';
import { amountUnit, financialsCsv, formatAmount, formatPercent, periodLabel, seriesRows } from './financials';
import { barChart, lastYear, priceChart, ratioChart } from '@/lib/charts';

const demo = FinancialsSchema.parse(demoFinancials);

describe('financial highlights', () => {
  it('shows the last 5 years and 8 quarters, oldest first, one row per period, with the R&D share', () => {
    const years = seriesRows(
      FinancialsSchema.parse({
        annual: ['2019', '2020', '2021', '2022', '2023', '2024', '2025', '2025'].map((period, index) => ({
          period,
          revenue: 100 + index,
          rd_expense: 10,
        })),
      }),
      'annual',
    );
    expect(years.map((row) => row.period)).toEqual(['2021', '2022', '2023', '2024', '2025']);
    expect(years.at(-1)!.revenue).toBe(107);
    expect(years.at(-1)!.rd_share).toBeCloseTo(10 / 107);
    const quarters = seriesRows(demo, 'quarterly');
    expect(quarters.map((row) => row.period)).toEqual(['2024Q4', '2025Q1', '2025Q2', '2025Q3', '2025Q4', '2026Q1', '2026Q2', '2026Q3']);
    expect(
      seriesRows(
        FinancialsSchema.parse({
          annual: [
            { period: '2025', revenue: 0, rd_expense: 5 },
            { period: '2024', revenue: null },
          ],
        }),
        'annual',
      ).map((row) => row.rd_share),
    ).toEqual([null, null]);
  });

  it('agrees with the demo news: 2026 Q1–Q3 revenue 9.62 亿 (+31.6%), R&D 24.8% of it; 2025 revenue 10.87 亿', () => {
    const quarters = seriesRows(demo, 'quarterly');
    const sum = (periods: string[], key: 'revenue' | 'rd_expense') =>
      quarters.filter((row) => periods.includes(row.period)).reduce((total, row) => total + row[key]!, 0);
    const revenue2026 = sum(['2026Q1', '2026Q2', '2026Q3'], 'revenue');
    expect(formatAmount(revenue2026, 'zh')).toBe('9.62');
    expect(revenue2026 / sum(['2025Q1', '2025Q2', '2025Q3'], 'revenue')).toBeCloseTo(1.316, 3);
    expect(sum(['2026Q1', '2026Q2', '2026Q3'], 'rd_expense') / revenue2026).toBeCloseTo(0.248, 3);
    expect(formatAmount(seriesRows(demo, 'annual').at(-1)!.revenue, 'zh')).toBe('10.87');
  });

  it('writes amounts in 亿 in Chinese and in millions in English, ratios in percent', () => {
    expect(amountUnit('zh')).toBe(1e8);
    expect(formatAmount(962_000_000, 'zh')).toBe('9.62');
    expect(formatAmount(962_000_000, 'en')).toBe('962.0');
    expect(formatAmount(1_087_000_000, 'en')).toBe('1,087.0');
    expect(formatAmount(null, 'en')).toBe('—');
    expect(formatPercent(0.4657)).toBe('46.6%');
    expect(periodLabel('2026Q3')).toBe('2026 Q3');
  });

  it('exports a series as CSV: raw amounts, percent ratios, formulas defused', () => {
    const rows = seriesRows(
      FinancialsSchema.parse({
        annual: [{ period: '2025', revenue: 1_087_000_000, net_profit: -5, rd_expense: 255_000_000, gross_margin: 0.447 }],
      }),
      'annual',
    );
    const csv = financialsCsv(rows, {
      period: '=期间',
      revenue: '营业收入（元）',
      netProfit: '归母净利润（元）',
      rdExpense: '研发投入（元）',
      rdShare: '研发投入占比（%）',
      grossMargin: '毛利率（%）',
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(parse(csv.slice(1))).toEqual([
      ["'=期间", '营业收入（元）', '归母净利润（元）', '研发投入（元）', '研发投入占比（%）', '毛利率（%）'],
      ['2025', '1087000000', '-5', '255000000', '23.5', '44.7'],
    ]);
  });
});

describe('charts', () => {
  it('draws a year of closes: one point per day, oldest first, inside the box, the highest close at the top', () => {
    const quote = StockQuoteSchema.parse(stockQuote(Date.parse('2026-11-20T16:00:00+08:00')));
    const days = lastYear([...quote.history, quote.history[0]!].reverse());
    expect(days.length).toBe(quote.history.length);
    expect(days[0]!.date < days.at(-1)!.date).toBe(true);
    const chart = priceChart(days);
    expect(chart.points).toHaveLength(days.length);
    const highest = chart.points.reduce((best, point) => (point.close > best.close ? point : best));
    expect(Math.min(...chart.points.map((point) => point.y))).toBe(highest.y);
    for (const point of chart.points) expect(point.y).toBeLessThanOrEqual(chart.bottom);
    expect(chart.line.startsWith('M')).toBe(true);
  });

  it('draws bars from zero, taller for larger values, none for an absent value', () => {
    const chart = barChart(
      ['2024', '2025'],
      [
        { key: 'revenue', values: [8, 10] },
        { key: 'profit', values: [null, -1] },
      ],
    );
    const [first, second] = chart.groups;
    expect(first!.bars.map((bar) => bar.key)).toEqual(['revenue']);
    expect(second!.bars[0]!.height).toBeGreaterThan(first!.bars[0]!.height);
    expect(second!.bars[1]!.y).toBe(chart.zero);
  });

  it('draws ratio lines with a gap where a value is absent', () => {
    const chart = ratioChart(['a', 'b', 'c'], [{ key: 'margin', values: [0.4, null, 0.5] }]);
    expect(chart.lines[0]!.points).toHaveLength(2);
    expect(chart.lines[0]!.path.match(/M/g)).toHaveLength(2);
  });
});
