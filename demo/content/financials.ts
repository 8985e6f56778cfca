/**
 * The demo's financial highlights (`web/get_financials`), in yuan, consistent with its own news: 2025
 * revenue 10.87 亿 (+27.1%), 2025 Q1–Q3 7.31 亿 and H1 4.88 亿, 2026 H1 6.31 亿 with R&D 1.57 亿 (24.9%),
 * 2026 Q1–Q3 9.62 亿 (+31.6%), net profit 1.18 亿 (+42.3%), R&D 24.8% of revenue. Quarters are each
 * quarter alone. Pure data; the same in both languages.
 */
import type { FinancialsInput } from '@/features/investor/contract';

const YI = 100_000_000;
const period = (name: string, revenue: number, netProfit: number, rd: number, grossMargin: number) => ({
  period: name,
  revenue: Math.round(revenue * YI),
  net_profit: Math.round(netProfit * YI),
  rd_expense: Math.round(rd * YI),
  gross_margin: grossMargin,
});

export const financials: FinancialsInput = {
  currency: 'CNY',
  annual: [
    period('2021', 4.12, 0.41, 0.95, 0.409),
    period('2022', 5.48, 0.55, 1.31, 0.421),
    period('2023', 6.71, 0.71, 1.66, 0.428),
    period('2024', 8.553, 0.98, 2.05, 0.437),
    period('2025', 10.87, 1.289, 2.55, 0.447),
  ],
  quarterly: [
    period('2024Q4', 2.788, 0.35, 0.66, 0.438),
    period('2025Q1', 2.28, 0.24, 0.55, 0.441),
    period('2025Q2', 2.6, 0.31, 0.62, 0.446),
    period('2025Q3', 2.43, 0.279, 0.6, 0.449),
    period('2025Q4', 3.56, 0.46, 0.78, 0.452),
    period('2026Q1', 2.95, 0.33, 0.74, 0.455),
    period('2026Q2', 3.36, 0.44, 0.83, 0.461),
    period('2026Q3', 3.31, 0.41, 0.816, 0.466),
  ],
};
