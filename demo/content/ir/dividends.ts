/**
 * The demo's distributions of profit (`web/get_dividends`), consistent with its announcements: the 2025 plan
 * announced 2026-04-25 (316), approved at the annual meeting and paid in June (314); 2024's likewise (324).
 * 400 million shares until 2024's transfer of 2 per 10 (paid 2025-07-01), 480 million since. Pure data.
 */
import type { DividendInput } from '@/lib/backend/ir-types';
import { fileDocument, irPdf, pick, w, type DemoLanguage, type DemoPdf, type Words } from './words';

const SHARES_BEFORE = 400_000_000;
const SHARES_AFTER = 480_000_000;

type RawDividend = Omit<DividendInput, 'plan' | 'announcement' | 'total_cash'> & {
  plan: Words;
  announcement?: { title: Words; file: string; date: string };
};

const cashPlan = (per10: number, extra?: Words): Words =>
  w(
    `每 10 股派发现金红利 ${per10.toFixed(2)} 元（含税）${extra?.zh ?? ''}`,
    `Cash dividend of CNY ${per10.toFixed(2)} per 10 shares (before tax)${extra?.en ?? ''}`,
  );

/** Announcements the demo has no filing for get a generated PDF each. */
export const DIVIDEND_PDFS: DemoPdf[] = [
  irPdf('dividend-2023', 'Implementation of the 2023 profit distribution (demo)'),
  irPdf('dividend-2022', 'Implementation of the 2022 profit distribution (demo)'),
  irPdf('dividend-2021', 'Implementation of the 2021 profit distribution (demo)'),
  irPdf('dividend-2025-interim', 'Implementation of the 2025 interim profit distribution (demo)'),
];

const RAW: RawDividend[] = [
  {
    year: 2025,
    kind: 'annual',
    plan: cashPlan(3.2),
    cash_per_10: 3.2,
    record_date: '2026-06-24',
    ex_date: '2026-06-25',
    payment_date: '2026-06-25',
    status: 'implemented',
    announcement: {
      title: w('2025 年年度权益分派实施公告', 'Implementation of the 2025 annual profit distribution'),
      file: 'docs/ir/314.pdf',
      date: '2026-06-18',
    },
  },
  {
    year: 2025,
    kind: 'interim',
    plan: cashPlan(1.0),
    cash_per_10: 1.0,
    record_date: '2025-10-15',
    ex_date: '2025-10-16',
    payment_date: '2025-10-16',
    status: 'implemented',
    announcement: {
      title: w('2025 年半年度权益分派实施公告', 'Implementation of the 2025 interim profit distribution'),
      file: DIVIDEND_PDFS[3]!.file,
      date: '2025-10-09',
    },
  },
  {
    year: 2024,
    kind: 'annual',
    plan: cashPlan(2.8, w('，以资本公积金向全体股东每 10 股转增 2 股', '; 2 shares per 10 from the capital reserve')),
    cash_per_10: 2.8,
    transfer_per_10: 2,
    record_date: '2025-06-30',
    ex_date: '2025-07-01',
    payment_date: '2025-07-01',
    status: 'implemented',
    announcement: {
      title: w('2024 年年度权益分派实施公告', 'Implementation of the 2024 annual profit distribution'),
      file: 'docs/ir/324.pdf',
      date: '2025-06-26',
    },
  },
  {
    year: 2023,
    kind: 'annual',
    plan: cashPlan(2.1),
    cash_per_10: 2.1,
    record_date: '2024-06-19',
    ex_date: '2024-06-20',
    payment_date: '2024-06-20',
    status: 'implemented',
    announcement: {
      title: w('2023 年年度权益分派实施公告', 'Implementation of the 2023 annual profit distribution'),
      file: DIVIDEND_PDFS[0]!.file,
      date: '2024-06-13',
    },
  },
  {
    year: 2022,
    kind: 'annual',
    plan: cashPlan(1.5),
    cash_per_10: 1.5,
    record_date: '2023-06-27',
    ex_date: '2023-06-28',
    payment_date: '2023-06-28',
    status: 'implemented',
    announcement: {
      title: w('2022 年年度权益分派实施公告', 'Implementation of the 2022 annual profit distribution'),
      file: DIVIDEND_PDFS[1]!.file,
      date: '2023-06-20',
    },
  },
  {
    year: 2021,
    kind: 'annual',
    plan: cashPlan(1.0),
    cash_per_10: 1.0,
    record_date: '2022-07-05',
    ex_date: '2022-07-06',
    payment_date: '2022-07-06',
    status: 'implemented',
    announcement: {
      title: w('2021 年年度权益分派实施公告', 'Implementation of the 2021 annual profit distribution'),
      file: DIVIDEND_PDFS[2]!.file,
      date: '2022-06-29',
    },
  },
];

/** The answer of `web/get_dividends` in `lang`: newest first, totals from the share count on the record date. */
export function dividends(lang: DemoLanguage) {
  return {
    currency: 'CNY',
    list: RAW.map(({ plan, announcement, ...item }) => ({
      ...item,
      plan: pick(plan, lang),
      total_cash: item.cash_per_10
        ? Math.round((item.cash_per_10 / 10) * ((item.record_date ?? '') > '2025-07-01' ? SHARES_AFTER : SHARES_BEFORE))
        : null,
      announcement: announcement ? fileDocument(pick(announcement.title, lang), announcement.file, announcement.date) : null,
    })),
  };
}
