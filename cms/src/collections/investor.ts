/**
 * The investor pages' own content (docs/backend-api.md): the investor calendar (`web/get_ir_events`), the daily
 * closes the quote is made from (`web/get_stock_quote`), every distribution of profit (`web/get_dividends`),
 * shareholders' meetings (`web/get_meetings`) and results briefings (`web/get_briefings`). Kept by the IR officers
 * and publishers. The announcements themselves are articles, approved by two people; these are the facts the
 * pages draw around them.
 */
import type { CollectionConfig, Field } from 'payload';
import { irEditors, signedIn } from '../access';
import { auditHooks } from '../workflow/hooks';
import { alertOnCreation } from '../alerts/rounds';
import { day, eventTimes, linkedDocument, linkedDocumentFields, number, text } from '../fields';

const group = { zh: '投资者关系', en: 'Investor relations' };
const access = { read: signedIn, create: irEditors, update: irEditors, delete: irEditors };

const select = (
  name: string,
  label: { zh: string; en: string },
  options: { value: string; label: { zh: string; en: string } }[],
  defaultValue?: string,
): Field => ({
  name,
  type: 'select',
  options,
  label,
  ...(defaultValue ? { defaultValue, required: true } : {}),
});

/** A question asked, and its answer once given (a briefing's questions and record). */
const questionFields = (): Field[] => [
  text(
    'question',
    { zh: '问题', en: 'Question' },
    { zh: '纯文本，至多 2000 字', en: 'Plain text, at most 2000 characters' },
    { textarea: true, required: true },
  ),
  text(
    'answer',
    { zh: '回答', en: 'Answer' },
    { zh: '纯文本，至多 5000 字', en: 'Plain text, at most 5000 characters' },
    { textarea: true },
  ),
  text('answered_by', { zh: '回答人', en: 'Answered by' }, { zh: '如 财务总监 陈立衡', en: 'e.g. CFO Chen Liheng' }),
];

const address = (name: string, label: { zh: string; en: string }, where: { zh: string; en: string }) =>
  text(name, label, where, { shared: true });

export const IrEvents: CollectionConfig = {
  slug: 'ir-events',
  labels: { singular: { zh: '投资者日历事件', en: 'Investor event' }, plural: { zh: '投资者日历', en: 'Investor calendar' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'starts_at'],
    group,
    description: {
      zh: '投资者关系页的“投资者日历”和可订阅的日历文件（/investor/events.ics）：定期报告披露日、股东大会、业绩说明会、路演。',
      en: 'The "Investor calendar" of the investor page and its calendar file (/investor/events.ics): results dates, meetings, briefings, roadshows.',
    },
  },
  defaultSort: '-starts_at',
  access,
  // Live once saved: its creation mails its alerts (../alerts/rounds.ts).
  hooks: { ...auditHooks, afterChange: [...auditHooks.afterChange, alertOnCreation] },
  fields: [
    select(
      'type',
      { zh: '类型', en: 'Type' },
      [
        { value: 'results', label: { zh: '定期报告披露', en: 'Results' } },
        { value: 'meeting', label: { zh: '股东大会', en: "Shareholders' meeting" } },
        { value: 'call', label: { zh: '业绩说明会', en: 'Results briefing' } },
        { value: 'roadshow', label: { zh: '路演', en: 'Roadshow' } },
        { value: 'other', label: { zh: '其他', en: 'Other' } },
      ],
      'other',
    ),
    text(
      'title',
      { zh: '标题', en: 'Title' },
      { zh: '日历与日历文件中的标题', en: 'The title in the calendar and its files' },
      { required: true },
    ),
    ...eventTimes(),
    text('location', { zh: '地点', en: 'Location' }, { zh: '纯文本', en: 'Plain text' }, { textarea: true }),
    text('description', { zh: '说明', en: 'Description' }, { zh: '纯文本', en: 'Plain text' }, { textarea: true }),
    address(
      'url',
      { zh: '链接', en: 'Link' },
      {
        zh: '直播、报名或公告页：https:// 网址或网站路径',
        en: 'A webcast, registration or notice page: an https:// address or a site path',
      },
    ),
    {
      name: 'meeting',
      type: 'relationship',
      relationTo: 'meetings',
      label: { zh: '股东大会', en: "Shareholders' meeting" },
      admin: { description: { zh: '标题链接该会议的页面', en: "The title links the meeting's page" } },
    },
    {
      name: 'briefing',
      type: 'relationship',
      relationTo: 'briefings',
      label: { zh: '业绩说明会', en: 'Results briefing' },
      admin: { description: { zh: '标题链接该说明会的页面', en: "The title links the briefing's page" } },
    },
  ],
};

export const DailyCloses: CollectionConfig = {
  slug: 'daily-closes',
  labels: { singular: { zh: '收盘价', en: 'Daily close' }, plural: { zh: '每日收盘价', en: 'Daily closes' } },
  admin: {
    useAsTitle: 'date',
    defaultColumns: ['date', 'close', 'volume'],
    group,
    description: {
      zh: '投资者关系页的股价与一年走势图：最近一个收盘价（15:00 后）即现价，与前一交易日比较。',
      en: "The investor page's share price and year chart: the latest close (after 15:00) is the price, compared with the day before.",
    },
  },
  defaultSort: '-date',
  access,
  hooks: auditHooks,
  fields: [
    {
      ...(day(
        'date',
        { zh: '交易日', en: 'Trading day' },
        { zh: '收盘于当日 15:00（北京时间）', en: 'Closed at 15:00 Beijing time' },
        { required: true },
      ) as object),
      unique: true,
      index: true,
    } as Field,
    number('open', { zh: '开盘价', en: 'Open' }, { zh: '元', en: 'Yuan' }, { min: 0 }),
    number('high', { zh: '最高价', en: 'High' }, { zh: '元', en: 'Yuan' }, { min: 0 }),
    number('low', { zh: '最低价', en: 'Low' }, { zh: '元', en: 'Yuan' }, { min: 0 }),
    number('close', { zh: '收盘价', en: 'Close' }, { zh: '元', en: 'Yuan' }, { required: true, min: 0.01 }),
    number('volume', { zh: '成交量', en: 'Volume' }, { zh: '股', en: 'Shares' }, { min: 0 }),
  ],
};

export const Dividends: CollectionConfig = {
  slug: 'dividends',
  labels: { singular: { zh: '利润分配', en: 'Distribution' }, plural: { zh: '分红送转', en: 'Dividends' } },
  admin: {
    useAsTitle: 'plan',
    defaultColumns: ['year', 'kind', 'plan', 'status'],
    group,
    description: {
      zh: '/investor/dividends 的每次利润分配：按会计年度汇总每股现金分红的图表、表格与 CSV。',
      en: 'Every distribution of /investor/dividends: the chart of cash per share by fiscal year, the table and the CSV.',
    },
  },
  defaultSort: '-year',
  access,
  hooks: auditHooks,
  fields: [
    number(
      'year',
      { zh: '会计年度', en: 'Fiscal year' },
      { zh: '利润所属年度（2025 年度分红在 2026 年派发）', en: 'The year the profit was made in (a 2025 dividend is paid in 2026)' },
      { required: true, min: 1990, max: 2200 },
    ),
    select(
      'kind',
      { zh: '类型', en: 'Kind' },
      [
        { value: 'annual', label: { zh: '年度', en: 'Annual' } },
        { value: 'interim', label: { zh: '中期', en: 'Interim' } },
        { value: 'special', label: { zh: '特别', en: 'Special' } },
      ],
      'annual',
    ),
    text(
      'plan',
      { zh: '分配方案', en: 'Plan' },
      { zh: '如 每 10 股派发现金红利 3.20 元（含税）', en: 'e.g. a cash dividend of CNY 3.20 per 10 shares (before tax)' },
      { required: true },
    ),
    number(
      'cash_per_10',
      { zh: '每 10 股派现（元，税前）', en: 'Cash per 10 shares (before tax)' },
      { zh: '图表按年度相加', en: 'The chart adds them up by year' },
      { min: 0 },
    ),
    number('bonus_per_10', { zh: '每 10 股送股', en: 'Bonus shares per 10' }, { zh: 'CSV', en: 'The CSV' }, { min: 0 }),
    number('transfer_per_10', { zh: '每 10 股转增', en: 'Shares from reserve per 10' }, { zh: 'CSV', en: 'The CSV' }, { min: 0 }),
    day('record_date', { zh: '股权登记日', en: 'Record date' }, { zh: '表格', en: 'The table' }),
    day('ex_date', { zh: '除权除息日', en: 'Ex-date' }, { zh: '表格，股价图的标记', en: 'The table; its mark on the price chart' }),
    day('payment_date', { zh: '派息日', en: 'Payment date' }, { zh: '表格', en: 'The table' }),
    number('total_cash', { zh: '派现总额（元）', en: 'Total cash' }, { zh: '表格', en: 'The table' }, { min: 0 }),
    select(
      'status',
      { zh: '进度', en: 'Status' },
      [
        { value: 'proposed', label: { zh: '董事会预案', en: 'Proposed' } },
        { value: 'approved', label: { zh: '股东大会通过', en: 'Approved' } },
        { value: 'implemented', label: { zh: '已实施', en: 'Implemented' } },
      ],
      'implemented',
    ),
    linkedDocument('announcement', { zh: '实施公告', en: 'Announcement' }, { zh: '表格中的链接', en: 'Linked from the table' }),
  ],
};

export const Meetings: CollectionConfig = {
  slug: 'meetings',
  labels: { singular: { zh: '股东大会', en: "Shareholders' meeting" }, plural: { zh: '股东大会', en: "Shareholders' meetings" } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'starts_at'],
    group,
    description: {
      zh: '/investor/meetings 与每次会议的页面：时间、股权登记日、地点、网络投票、议案及表决结果、会议文件。',
      en: "/investor/meetings and each meeting's page: when, the record date, where, online voting, the proposals and outcomes, the documents.",
    },
  },
  defaultSort: '-starts_at',
  access,
  hooks: auditHooks,
  fields: [
    select(
      'kind',
      { zh: '类型', en: 'Kind' },
      [
        { value: 'annual', label: { zh: '年度股东大会', en: 'Annual' } },
        { value: 'extraordinary', label: { zh: '临时股东大会', en: 'Extraordinary' } },
      ],
      'annual',
    ),
    text(
      'title',
      { zh: '标题', en: 'Title' },
      { zh: '列表与会议页面的标题', en: "The list's and the meeting page's heading" },
      { required: true },
    ),
    ...eventTimes(),
    day('record_date', { zh: '股权登记日', en: 'Record date' }, { zh: '会议页面', en: "The meeting's page" }),
    text('place', { zh: '地点', en: 'Place' }, { zh: '纯文本', en: 'Plain text' }, { textarea: true }),
    text(
      'online_voting',
      { zh: '网络投票', en: 'Online voting' },
      { zh: '投票系统与时间，纯文本', en: 'The voting system and its hours, plain text' },
      { textarea: true },
    ),
    {
      name: 'agenda',
      type: 'array',
      label: { zh: '议案', en: 'Proposals' },
      labels: { singular: { zh: '议案', en: 'Proposal' }, plural: { zh: '议案', en: 'Proposals' } },
      admin: { description: { zh: '按审议顺序', en: 'In the order voted on' } },
      fields: [
        text('title', { zh: '议案', en: 'Proposal' }, { zh: '会议页面', en: "The meeting's page" }, { required: true }),
        {
          name: 'special',
          type: 'checkbox',
          defaultValue: false,
          label: { zh: '特别决议（三分之二通过）', en: 'Special resolution (two thirds)' },
        },
        select('passed', { zh: '表决结果', en: 'Outcome' }, [
          { value: 'passed', label: { zh: '通过', en: 'Passed' } },
          { value: 'rejected', label: { zh: '未通过', en: 'Not passed' } },
        ]),
      ],
    },
    {
      name: 'documents',
      type: 'array',
      label: { zh: '会议文件', en: 'Documents' },
      labels: { singular: { zh: '文件', en: 'Document' }, plural: { zh: '会议文件', en: 'Documents' } },
      admin: { description: { zh: '会议页面按类型分组', en: "The meeting's page groups them by kind" } },
      fields: [
        select(
          'kind',
          { zh: '类型', en: 'Kind' },
          [
            { value: 'notice', label: { zh: '会议通知', en: 'Notice' } },
            { value: 'materials', label: { zh: '会议资料', en: 'Materials' } },
            { value: 'voting_guide', label: { zh: '投票指引', en: 'Voting guide' } },
            { value: 'resolutions', label: { zh: '决议公告', en: 'Resolutions' } },
            { value: 'legal_opinion', label: { zh: '法律意见书', en: 'Legal opinion' } },
            { value: 'other', label: { zh: '其他', en: 'Other' } },
          ],
          'other',
        ),
        ...linkedDocumentFields(),
      ],
    },
  ],
};

export const Briefings: CollectionConfig = {
  slug: 'briefings',
  labels: { singular: { zh: '业绩说明会', en: 'Results briefing' }, plural: { zh: '业绩说明会', en: 'Results briefings' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'starts_at'],
    group,
    description: {
      zh: '每场业绩说明会的页面：会前显示时间、嘉宾、参与方式和已征集的问题；会后显示回放、演示材料和问答实录。',
      en: "Each briefing's page: before it, when, who speaks, how to join and the questions collected; after it, the replay, the slides and the record.",
    },
  },
  defaultSort: '-starts_at',
  access,
  hooks: auditHooks,
  fields: [
    text('title', { zh: '标题', en: 'Title' }, { zh: '列表与页面的标题', en: "The list's and the page's heading" }, { required: true }),
    ...eventTimes(),
    text('speakers', { zh: '出席嘉宾', en: 'Speakers' }, { zh: '纯文本', en: 'Plain text' }, { textarea: true }),
    text('join', { zh: '参与方式', en: 'How to join' }, { zh: '会前显示，纯文本', en: 'Shown before it, plain text' }, { textarea: true }),
    address('join_url', { zh: '参与链接', en: 'Join link' }, { zh: 'https:// 网址或网站路径', en: 'An https:// address or a site path' }),
    address('replay_url', { zh: '回放链接', en: 'Replay link' }, { zh: '会后显示', en: 'Shown after it' }),
    linkedDocument('slides', { zh: '演示材料', en: 'Slides' }, { zh: '会后显示', en: 'Shown after it' }),
    {
      name: 'questions',
      type: 'array',
      label: { zh: '会前征集的问题', en: 'Questions collected' },
      labels: { singular: { zh: '问题', en: 'Question' }, plural: { zh: '问题', en: 'Questions' } },
      admin: { description: { zh: '会前显示', en: 'Shown before it' } },
      fields: questionFields(),
    },
    {
      name: 'record',
      type: 'array',
      label: { zh: '问答实录', en: 'Record' },
      labels: { singular: { zh: '问答', en: 'Question and answer' }, plural: { zh: '问答实录', en: 'Record' } },
      admin: { description: { zh: '会后显示', en: 'Shown after it' } },
      fields: questionFields(),
    },
  ],
};
