/**
 * The demo's results briefings (`web/get_briefings`), consistent with its calendar (demo/content/ir-events.ts
 * links each by `briefing_id`), its announcement of the third-quarter briefing (301) and its activity records
 * (338, 340). Replays are on the SSE Roadshow Center, as A-share briefings' are. Pure data.
 */
import type { BriefingInput } from '@/lib/backend/ir-types';
import { fileDocument, irPdf, pick, w, type DemoLanguage, type DemoPdf, type Words } from './words';

const ROADSHOW = 'https://roadshow.sseinfo.com/';
const JOIN = w(
  '上证路演中心网络互动：登录上证路演中心网站或“上证路演中心”微信小程序，在会议时间内在线提问。',
  'Online on the SSE Roadshow Center: open its website or its WeChat mini program and ask questions during the briefing.',
);
const SPEAKERS = w(
  '董事长、总经理 林启航；副总经理、财务总监 陈立衡；董事会秘书 许文澜；独立董事 1 名',
  'Chairman and CEO Lin Qihang; CFO Chen Liheng; Board Secretary Xu Wenlan; an independent director',
);

type Qa = { question: Words; answer?: Words; by?: Words };
type RawBriefing = Omit<BriefingInput, 'title' | 'join' | 'speakers' | 'questions' | 'record' | 'slides'> & {
  title: Words;
  questions: Qa[];
  record: Qa[];
  slides?: { title: Words; file: string; date: string };
};

const CFO = w('财务总监 陈立衡', 'CFO Chen Liheng');
const CHAIR = w('董事长、总经理 林启航', 'Chairman and CEO Lin Qihang');

export const BRIEFING_PDFS: DemoPdf[] = [
  irPdf('briefing-802-slides', 'Q3 2026 results briefing: slides (demo)'),
  irPdf('briefing-803-slides', 'FY2025 and Q1 2026 results briefing: slides (demo)'),
];

const RAW: RawBriefing[] = [
  {
    id: 804,
    title: w('2026 年度暨 2027 年第一季度业绩说明会', '2026 Full-Year and 2027 First-Quarter Results Briefing'),
    starts_at: '2027-05-07T15:00',
    ends_at: '2027-05-07T16:30',
    join_url: ROADSHOW,
    questions: [
      { question: w('公司 2027 年车规级产品的出货目标是多少？', 'What is the shipment target for automotive-grade parts in 2027?') },
      { question: w('新建封测产线的产能爬坡进度如何？', 'How is the ramp-up of the new packaging and test line going?') },
    ],
    record: [],
  },
  {
    id: 802,
    title: w('2026 年第三季度业绩说明会', '2026 Third-Quarter Results Briefing'),
    starts_at: '2026-11-12T15:00',
    ends_at: '2026-11-12T16:30',
    join_url: ROADSHOW,
    replay_url: ROADSHOW,
    slides: {
      title: w('2026 年第三季度业绩说明会演示材料', 'Q3 2026 results briefing: slides'),
      file: BRIEFING_PDFS[0]!.file,
      date: '2026-11-12',
    },
    questions: [
      {
        question: w('第三季度毛利率环比提升的主要原因是什么？', 'What raised the gross margin in the third quarter?'),
        answer: w(
          '主要来自高毛利的车规级和工业级产品占比提升，以及 12 英寸晶圆成本的下降。',
          'Mostly a larger share of high-margin automotive and industrial parts, and lower 12-inch wafer costs.',
        ),
        by: CFO,
      },
    ],
    record: [
      {
        question: w('第三季度毛利率环比提升的主要原因是什么？', 'What raised the gross margin in the third quarter?'),
        answer: w(
          '主要来自高毛利的车规级和工业级产品占比提升，以及 12 英寸晶圆成本的下降。',
          'Mostly a larger share of high-margin automotive and industrial parts, and lower 12-inch wafer costs.',
        ),
        by: CFO,
      },
      {
        question: w('公司如何看待第四季度的需求？', 'How do you see demand in the fourth quarter?'),
        answer: w(
          '工业和汽车客户订单保持稳定，消费类需求温和复苏，公司对第四季度保持审慎乐观。',
          'Industrial and automotive orders are steady and consumer demand is recovering slowly; we are cautiously optimistic.',
        ),
        by: CHAIR,
      },
      {
        question: w('研发投入未来是否会继续保持较高水平？', 'Will R&D spending stay high?'),
        answer: w('公司将继续保持研发投入占营业收入 20% 以上。', 'We will keep R&D above 20 % of revenue.'),
        by: CHAIR,
      },
    ],
  },
  {
    id: 803,
    title: w('2025 年度暨 2026 年第一季度业绩说明会', '2025 Full-Year and 2026 First-Quarter Results Briefing'),
    starts_at: '2026-05-07T15:00',
    ends_at: '2026-05-07T17:00',
    join_url: ROADSHOW,
    replay_url: ROADSHOW,
    slides: {
      title: w('2025 年度业绩说明会演示材料', 'FY2025 results briefing: slides'),
      file: BRIEFING_PDFS[1]!.file,
      date: '2026-05-07',
    },
    questions: [],
    record: [
      {
        question: w('2025 年度利润分配方案的考虑是什么？', 'What lies behind the 2025 distribution plan?'),
        answer: w(
          '在保障研发投入和产能建设的前提下，公司现金分红比例保持在归母净利润的 30% 左右。',
          'With R&D and capacity funded first, we pay out about 30 % of net profit in cash.',
        ),
        by: CFO,
      },
    ],
  },
];

/** The answer of `web/get_briefings` in `lang`: every briefing, newest first. */
export function briefings(lang: DemoLanguage) {
  const qa = (item: Qa) => ({
    question: pick(item.question, lang),
    ...(item.answer ? { answer: pick(item.answer, lang) } : {}),
    ...(item.by ? { answered_by: pick(item.by, lang) } : {}),
  });
  return {
    list: RAW.map(({ title, questions, record, slides, ...briefing }) => ({
      ...briefing,
      title: pick(title, lang),
      join: pick(JOIN, lang),
      speakers: pick(SPEAKERS, lang),
      questions: questions.map(qa),
      record: record.map(qa),
      ...(slides ? { slides: fileDocument(pick(slides.title, lang), slides.file, slides.date) } : {}),
    })),
  };
}
