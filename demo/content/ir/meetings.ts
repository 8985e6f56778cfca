/**
 * The demo's shareholders' meetings (`web/get_meetings`), consistent with its calendar (demo/content/ir-events.ts
 * links each by `meeting_id`) and its announcements (the resolutions of 315, 321 and 325). Pure data.
 */
import type { MeetingDocument, MeetingInput } from '@/lib/backend/ir-types';
import { fileDocument, irPdf, pick, w, type DemoLanguage, type DemoPdf, type Words } from './words';

const HEADQUARTERS = w(
  '上海市浦东新区张江高科技园区星垣路 88 号 公司总部一楼会议室',
  'Ground-floor meeting room, headquarters, 88 Xingyuan Road, Zhangjiang Hi-Tech Park, Pudong, Shanghai',
);
const ONLINE_VOTING = w(
  '上海证券交易所股东大会网络投票系统：交易系统投票平台 9:15–9:25、9:30–11:30、13:00–15:00；互联网投票平台 9:15–15:00。',
  "The Shanghai Stock Exchange's online voting system: through the trading system 9:15-9:25, 9:30-11:30 and 13:00-15:00; on the internet voting platform 9:15-15:00.",
);

type RawDocument = { kind: MeetingDocument['kind']; title: Words; file: string; date: string };
type RawMeeting = Omit<MeetingInput, 'title' | 'place' | 'online_voting' | 'agenda' | 'documents'> & {
  title: Words;
  agenda: { title: Words; special?: boolean; passed?: boolean }[];
  documents: RawDocument[];
};

const doc = (kind: RawDocument['kind'], title: Words, file: string, date: string): RawDocument => ({ kind, title, file, date });
const generated = (meeting: number, kind: string) => `docs/ir/meeting-${meeting}-${kind}.pdf`;

const RAW: RawMeeting[] = [
  {
    id: 711,
    kind: 'extraordinary',
    title: w('2026 年第一次临时股东大会', 'First Extraordinary General Meeting of 2026'),
    starts_at: '2026-12-15T14:30',
    ends_at: '2026-12-15T16:30',
    record_date: '2026-12-08',
    agenda: [
      { title: w('关于 2027 年度日常关联交易预计的议案', 'Estimated ordinary related-party transactions for 2027') },
      { title: w('关于续聘 2026 年度会计师事务所的议案', 'Reappointment of the auditor for 2026') },
      { title: w('关于修订《公司章程》的议案', 'Amendments to the Articles of Association'), special: true },
    ],
    documents: [
      doc(
        'notice',
        w('关于召开 2026 年第一次临时股东大会的通知', 'Notice of the First Extraordinary General Meeting of 2026'),
        generated(711, 'notice'),
        '2026-11-20',
      ),
      doc(
        'materials',
        w('2026 年第一次临时股东大会会议资料', 'Materials of the First Extraordinary General Meeting of 2026'),
        generated(711, 'materials'),
        '2026-11-20',
      ),
      doc('voting_guide', w('网络投票操作指引', 'How to vote online'), generated(711, 'voting-guide'), '2026-11-20'),
    ],
  },
  {
    id: 703,
    kind: 'annual',
    title: w('2025 年年度股东大会', '2025 Annual General Meeting'),
    starts_at: '2026-05-19T14:30',
    ends_at: '2026-05-19T16:00',
    record_date: '2026-05-12',
    agenda: [
      { title: w('关于《2025 年年度报告》及其摘要的议案', 'The 2025 annual report and its summary'), passed: true },
      { title: w('关于《2025 年度董事会工作报告》的议案', "The board's report for 2025"), passed: true },
      { title: w('关于 2025 年度利润分配方案的议案', 'The profit distribution plan for 2025'), passed: true },
      { title: w('关于 2026 年度董事薪酬方案的议案', "Directors' remuneration for 2026"), passed: true },
    ],
    documents: [
      doc(
        'notice',
        w('关于召开 2025 年年度股东大会的通知', 'Notice of the 2025 Annual General Meeting'),
        generated(703, 'notice'),
        '2026-04-25',
      ),
      doc(
        'materials',
        w('2025 年年度股东大会会议资料', 'Materials of the 2025 Annual General Meeting'),
        generated(703, 'materials'),
        '2026-05-08',
      ),
      doc('voting_guide', w('网络投票操作指引', 'How to vote online'), generated(703, 'voting-guide'), '2026-04-25'),
      doc(
        'resolutions',
        w('2025 年年度股东大会决议公告', 'Resolutions of the 2025 Annual General Meeting'),
        'docs/ir/315.pdf',
        '2026-05-20',
      ),
      doc(
        'legal_opinion',
        w('关于 2025 年年度股东大会的法律意见书', "Lawyer's opinion on the 2025 Annual General Meeting"),
        generated(703, 'legal-opinion'),
        '2026-05-20',
      ),
    ],
  },
  {
    id: 708,
    kind: 'extraordinary',
    title: w('2025 年第二次临时股东大会', 'Second Extraordinary General Meeting of 2025'),
    starts_at: '2025-12-11T14:30',
    ends_at: null,
    record_date: '2025-12-04',
    agenda: [{ title: w('关于 2026 年度日常关联交易预计的议案', 'Estimated ordinary related-party transactions for 2026'), passed: true }],
    documents: [
      doc(
        'notice',
        w('关于召开 2025 年第二次临时股东大会的通知', 'Notice of the Second Extraordinary General Meeting of 2025'),
        generated(708, 'notice'),
        '2025-11-25',
      ),
      doc(
        'resolutions',
        w('2025 年第二次临时股东大会决议公告', 'Resolutions of the Second Extraordinary General Meeting of 2025'),
        'docs/ir/321.pdf',
        '2025-12-12',
      ),
      doc(
        'legal_opinion',
        w('关于 2025 年第二次临时股东大会的法律意见书', "Lawyer's opinion on the Second Extraordinary General Meeting of 2025"),
        generated(708, 'legal-opinion'),
        '2025-12-12',
      ),
    ],
  },
  {
    id: 702,
    kind: 'annual',
    title: w('2024 年年度股东大会', '2024 Annual General Meeting'),
    starts_at: '2025-05-19T14:30',
    ends_at: null,
    record_date: '2025-05-12',
    agenda: [
      { title: w('关于《2024 年年度报告》及其摘要的议案', 'The 2024 annual report and its summary'), passed: true },
      {
        title: w('关于 2024 年度利润分配及资本公积金转增股本方案的议案', 'The profit distribution and capital reserve transfer for 2024'),
        special: true,
        passed: true,
      },
    ],
    documents: [
      doc(
        'resolutions',
        w('2024 年年度股东大会决议公告', 'Resolutions of the 2024 Annual General Meeting'),
        'docs/ir/325.pdf',
        '2025-05-20',
      ),
    ],
  },
];

/** The generated PDFs of the meetings' documents. */
export const MEETING_PDFS: DemoPdf[] = RAW.flatMap((meeting) =>
  meeting.documents
    .filter((document) => document.file.startsWith(`docs/ir/meeting-`))
    .map((document) => irPdf(document.file.slice('docs/ir/'.length, -'.pdf'.length), `${document.title.en} (demo)`)),
);

/** The answer of `web/get_meetings` in `lang`: every meeting, newest first. */
export function meetings(lang: DemoLanguage) {
  return {
    list: RAW.map(({ title, agenda, documents, ...meeting }) => ({
      ...meeting,
      title: pick(title, lang),
      place: pick(HEADQUARTERS, lang),
      online_voting: pick(ONLINE_VOTING, lang),
      agenda: agenda.map((item) => ({ ...item, title: pick(item.title, lang) })),
      documents: documents.map((document) => ({
        kind: document.kind,
        ...fileDocument(pick(document.title, lang), document.file, document.date),
      })),
    })),
  };
}
