/**
 * The demo's published investor questions with the company's answers (web/get_investor_questions), in both
 * languages. Invented like the company: figures agree with the demo's financials and calendar.
 */
import type { QuestionCategory } from '@/lib/backend/question-form';

export type DemoQuestion = {
  id: number;
  category: QuestionCategory;
  asked_at: string;
  answered_at: string;
  zh: { question: string; answer: string; asker: string };
  en: { question: string; answer: string; asker: string };
};

export const PUBLISHED_QUESTIONS: DemoQuestion[] = [
  {
    id: 1012,
    category: 'finance',
    asked_at: '2026-11-02T10:20:00+08:00',
    answered_at: '2026-11-05T16:00:00+08:00',
    zh: {
      question: '第三季度毛利率环比提升的主要原因是什么？后续能否保持？',
      answer:
        '感谢您的关注。第三季度毛利率提升主要来自车规级电源管理产品出货占比提高以及 12 英寸晶圆代工成本下降。后续毛利率受产品结构与行业价格影响，具体请以公司定期报告披露为准。',
      asker: '投资者 王**',
    },
    en: {
      question: 'What drove the quarter-on-quarter rise in gross margin in Q3, and will it last?',
      answer:
        'Thank you for your interest. The rise came mainly from a larger share of automotive power-management products and lower 12-inch foundry costs. Future margins depend on the product mix and industry prices; please refer to the periodic reports.',
      asker: 'Investor W.',
    },
  },
  {
    id: 1011,
    category: 'dividend',
    asked_at: '2026-10-28T09:05:00+08:00',
    answered_at: '2026-10-30T15:30:00+08:00',
    zh: {
      question: '公司今年是否有现金分红计划？',
      answer: '公司重视股东回报，利润分配方案将由董事会结合经营情况和资金需求拟定，经股东大会审议后实施，届时请关注公司公告。',
      asker: '',
    },
    en: {
      question: 'Does the company plan a cash dividend this year?',
      answer:
        "The company values shareholder returns. The board will propose a profit distribution plan in the light of results and funding needs; it takes effect once the shareholders' meeting approves it. Please watch our announcements.",
      asker: '',
    },
  },
  {
    id: 1010,
    category: 'products',
    asked_at: '2026-10-20T14:40:00+08:00',
    answered_at: '2026-10-23T10:00:00+08:00',
    zh: {
      question: 'XY6201 系列 LDO 是否已通过 AEC-Q100 认证？有哪些客户在用？',
      answer:
        'XY6201 系列已通过 AEC-Q100 Grade 1 认证，相关可靠性报告可在官网“质量与可靠性”页面查阅。出于商业保密，公司不便披露具体客户名称。',
      asker: '投资者 李*',
    },
    en: {
      question: 'Is the XY6201 LDO series AEC-Q100 qualified, and who uses it?',
      answer:
        'The XY6201 series is AEC-Q100 Grade 1 qualified; its reliability reports are on the Quality page of this website. For reasons of confidentiality we do not name customers.',
      asker: 'Investor L.',
    },
  },
  {
    id: 1009,
    category: 'operations',
    asked_at: '2026-10-11T11:00:00+08:00',
    answered_at: '2026-10-15T17:20:00+08:00',
    zh: {
      question: '公司目前的产能利用率如何？是否存在供应紧张？',
      answer: '公司为 Fabless 模式，晶圆与封测产能由合作伙伴提供。目前主要产品交期稳定，公司与主要供应商签有长期产能协议。',
      asker: '',
    },
    en: {
      question: 'How much of your capacity is in use, and is supply tight?',
      answer:
        'We are a fabless company: wafers, assembly and test come from our partners. Lead times of our main products are stable, and we hold long-term capacity agreements with our main suppliers.',
      asker: '',
    },
  },
  {
    id: 1008,
    category: 'governance',
    asked_at: '2026-09-25T16:10:00+08:00',
    answered_at: '2026-09-28T09:30:00+08:00',
    zh: {
      question: '公司控股股东近期是否有减持计划？',
      answer: '截至本回复日，公司未收到控股股东及实际控制人的减持计划告知。如有相关计划，公司将按规定及时履行信息披露义务。',
      asker: '投资者 赵**',
    },
    en: {
      question: 'Does the controlling shareholder plan to sell shares?',
      answer:
        'As of this reply, the company has received no notice of a planned sale from its controlling shareholder or actual controller. Any such plan would be disclosed as the rules require.',
      asker: 'Investor Z.',
    },
  },
  {
    id: 1007,
    category: 'finance',
    asked_at: '2026-09-10T10:30:00+08:00',
    answered_at: '2026-09-12T14:00:00+08:00',
    zh: {
      question: '研发投入占营业收入的比例是多少？',
      answer: '2025 年度公司研发投入占营业收入的比例为 18.6%，详见 2025 年年度报告“研发投入”一节。',
      asker: '',
    },
    en: {
      question: 'What share of revenue goes to research and development?',
      answer: 'In 2025, R&D spending was 18.6% of revenue; see the R&D section of the 2025 annual report.',
      asker: '',
    },
  },
  {
    id: 1006,
    category: 'products',
    asked_at: '2026-08-30T15:00:00+08:00',
    answered_at: '2026-09-03T11:10:00+08:00',
    zh: {
      question: '公司在工业电流检测领域有哪些新产品？',
      answer: '公司于 2026 年推出 XY3321 系列高精度电流检测放大器，适用于电机驱动与电池管理，产品资料请见官网产品中心。',
      asker: '投资者 陈*',
    },
    en: {
      question: 'What is new in industrial current sensing?',
      answer:
        'In 2026 we launched the XY3321 series of precision current-sense amplifiers for motor drives and battery management; see the product center of this website.',
      asker: 'Investor C.',
    },
  },
  {
    id: 1005,
    category: 'operations',
    asked_at: '2026-08-12T09:45:00+08:00',
    answered_at: '2026-08-15T16:30:00+08:00',
    zh: {
      question: '公司海外收入占比如何？地缘政治对业务有何影响？',
      answer: '2025 年度公司境外收入占比约 12%。公司持续关注国际贸易环境变化，并通过多元化的供应链布局降低相关风险。',
      asker: '',
    },
    en: {
      question: 'How much of your revenue comes from abroad, and how does geopolitics affect you?',
      answer:
        'About 12% of 2025 revenue came from abroad. We follow changes in international trade closely and spread our supply chain to reduce the risk.',
      asker: '',
    },
  },
  {
    id: 1004,
    category: 'complaint',
    asked_at: '2026-07-20T13:00:00+08:00',
    answered_at: '2026-07-22T10:00:00+08:00',
    zh: {
      question: '股东大会网络投票时无法登录，希望公司改进。',
      answer:
        '感谢您的反馈。经核实，当日为交易所网络投票系统短时拥堵，公司已提醒投资者可通过互联网投票平台与交易系统两种方式投票，并将在后续股东大会通知中提供更详细的操作指引。',
      asker: '投资者 周**',
    },
    en: {
      question: "I could not sign in to vote online at the shareholders' meeting; please improve this.",
      answer:
        "Thank you. The exchange's online voting system was briefly congested that day. We reminded investors that they can vote through the internet voting platform or the trading system, and will give more detailed guidance in future meeting notices.",
      asker: 'Investor Z.',
    },
  },
  {
    id: 1003,
    category: 'governance',
    asked_at: '2026-06-18T10:15:00+08:00',
    answered_at: '2026-06-20T15:00:00+08:00',
    zh: {
      question: '公司是否有股权激励计划？',
      answer: '公司于 2025 年实施了限制性股票激励计划，覆盖核心技术与业务骨干，详见 2025 年 4 月披露的相关公告。',
      asker: '',
    },
    en: {
      question: 'Does the company have an equity incentive plan?',
      answer:
        'In 2025 the company put in place a restricted stock plan for key technical and business staff; see the announcement of April 2025.',
      asker: '',
    },
  },
  {
    id: 1002,
    category: 'other',
    asked_at: '2026-05-08T14:20:00+08:00',
    answered_at: '2026-05-11T09:00:00+08:00',
    zh: {
      question: '公司是否会举办投资者开放日？如何报名？',
      answer: '公司每年举办投资者开放日活动，具体时间与报名方式将在“投资者关系—投资者日历”及公告中提前发布。',
      asker: '投资者 刘*',
    },
    en: {
      question: 'Do you hold an investor open day, and how do I sign up?',
      answer:
        'We hold an investor open day every year; its date and how to sign up are published in advance in the investor calendar and in our announcements.',
      asker: 'Investor L.',
    },
  },
  {
    id: 1001,
    category: 'dividend',
    asked_at: '2026-04-26T09:00:00+08:00',
    answered_at: '2026-04-28T16:00:00+08:00',
    zh: {
      question: '2025 年度利润分配方案何时实施？',
      answer:
        '2025 年度利润分配方案已经 2026 年 5 月召开的年度股东大会审议通过，将在股东大会后两个月内实施，具体日期以权益分派实施公告为准。',
      asker: '',
    },
    en: {
      question: 'When will the 2025 profit distribution be paid?',
      answer:
        "The 2025 profit distribution plan was approved at the annual shareholders' meeting in May 2026 and will be carried out within two months of it; the dates are in the implementation announcement.",
      asker: '',
    },
  },
];

/** A member's earlier questions (the demo's member `investor`), shown on /account beside what they ask here. */
export const EARLIER_QUESTIONS: Record<number, { id: number; code: string; days_ago: number; answered_days_ago: number | null }[]> = {
  1: [{ id: 1011, code: 'D7QF', days_ago: 30, answered_days_ago: 28 }],
};
