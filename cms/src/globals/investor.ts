/**
 * The investor pages' figures: the financial highlights (`web/get_financials`), what the quote needs beside the
 * daily closes (`web/get_stock_quote`), and sustainability (`web/get_esg`). Kept by the IR officers and publishers.
 */
import type { Field, GlobalConfig } from 'payload';
import { irEditors, signedIn } from '../access';
import { linkedDocumentFields, number, text } from '../fields';
import { globalAuditHooks } from '../workflow/hooks';

const group = { zh: '投资者关系', en: 'Investor relations' };
const access = { read: signedIn, update: irEditors };

const periodFields = (period: RegExp, example: string): Field[] => [
  {
    name: 'period',
    type: 'text',
    required: true,
    label: { zh: '期间', en: 'Period' },
    validate: (value: unknown) => (typeof value === 'string' && period.test(value) ? true : `如 ${example} / e.g. ${example}`),
    admin: { description: { zh: `如 ${example}`, en: `e.g. ${example}` } },
  },
  number(
    'revenue',
    { zh: '营业收入（元）', en: 'Revenue' },
    { zh: '元，不是亿元；留空显示“—”', en: 'In yuan, not 100 millions; empty shows "—"' },
  ),
  number('net_profit', { zh: '归母净利润（元）', en: 'Net profit attributable' }, { zh: '元', en: 'In yuan' }),
  number(
    'rd_expense',
    { zh: '研发费用（元）', en: 'R&D expense' },
    { zh: '元；占比由网站计算', en: 'In yuan; the site works out its share' },
  ),
  number(
    'gross_margin',
    { zh: '毛利率', en: 'Gross margin' },
    { zh: '小数：0.447 即 44.7%', en: 'A fraction: 0.447 is 44.7%' },
    { min: -10, max: 1 },
  ),
];

export const Financials: GlobalConfig = {
  slug: 'financials',
  label: { zh: '财务数据与股价', en: 'Financial figures and the quote' },
  admin: {
    group,
    description: {
      zh: '投资者关系页的财务摘要图表与 CSV（近五年、近八个季度），以及股价卡片的设置（收盘价在“每日收盘价”中）。',
      en: "The investor page's financial charts and CSV files (five years, eight quarters), and the quote's settings (the closes are under Daily closes).",
    },
  },
  access,
  hooks: globalAuditHooks,
  fields: [
    text(
      'currency',
      { zh: '币种', en: 'Currency' },
      { zh: 'ISO 4217，如 CNY；财务、股价与分红共用', en: 'ISO 4217, e.g. CNY; for figures, the quote and dividends' },
      { shared: true },
    ),
    {
      name: 'annual',
      type: 'array',
      label: { zh: '年度', en: 'Years' },
      labels: { singular: { zh: '年度', en: 'Year' }, plural: { zh: '年度', en: 'Years' } },
      admin: { description: { zh: '显示最近五年', en: 'The last five are shown' } },
      fields: periodFields(/^\d{4}$/, '2025'),
    },
    {
      name: 'quarterly',
      type: 'array',
      label: { zh: '季度（单季，不是年初至今）', en: 'Quarters (the quarter alone, not year to date)' },
      labels: { singular: { zh: '季度', en: 'Quarter' }, plural: { zh: '季度', en: 'Quarters' } },
      admin: { description: { zh: '显示最近八个季度', en: 'The last eight are shown' } },
      fields: periodFields(/^\d{4}Q[1-4]$/, '2026Q3'),
    },
    number(
      'shares_outstanding',
      { zh: '总股本（股）', en: 'Shares outstanding' },
      { zh: '市值 = 收盘价 × 总股本', en: 'Market value = close × shares' },
      { min: 0 },
    ),
    number(
      'delay_minutes',
      { zh: '行情延迟（分钟）', en: 'Quote delay (minutes)' },
      { zh: '股价卡片显示“延迟 N 分钟”', en: 'The quote says "delayed by N minutes"' },
      { min: 0 },
    ),
  ],
};

export const Esg: GlobalConfig = {
  slug: 'esg',
  label: { zh: 'ESG 与可持续发展', en: 'Sustainability (ESG)' },
  admin: {
    group,
    description: {
      zh: '/investor/esg：理念、历年报告、环境/社会/治理关键数据与制度。三项都为空时页面不显示。',
      en: '/investor/esg: the approach, the reports by year, the key figures and the policies. The page shows while any list has something.',
    },
  },
  access,
  hooks: globalAuditHooks,
  fields: [
    text(
      'summary',
      { zh: '理念', en: 'Approach' },
      { zh: '页首的一段话，纯文本', en: 'The opening paragraph, plain text' },
      { textarea: true },
    ),
    {
      name: 'reports',
      type: 'array',
      label: { zh: '报告', en: 'Reports' },
      labels: { singular: { zh: '报告', en: 'Report' }, plural: { zh: '报告', en: 'Reports' } },
      fields: [
        number(
          'year',
          { zh: '年度', en: 'Year' },
          { zh: '报告所属年度', en: 'The year reported on' },
          { required: true, min: 1990, max: 2200 },
        ),
        ...linkedDocumentFields(),
      ],
    },
    {
      name: 'figures',
      type: 'array',
      label: { zh: '关键数据', en: 'Key figures' },
      labels: { singular: { zh: '数据', en: 'Figure' }, plural: { zh: '关键数据', en: 'Key figures' } },
      fields: [
        {
          name: 'pillar',
          type: 'select',
          required: true,
          defaultValue: 'G',
          label: { zh: '类别', en: 'Pillar' },
          options: [
            { value: 'E', label: { zh: '环境', en: 'Environmental' } },
            { value: 'S', label: { zh: '社会', en: 'Social' } },
            { value: 'G', label: { zh: '治理', en: 'Governance' } },
          ],
        },
        text('label', { zh: '名称', en: 'Label' }, { zh: '至多 100 字', en: 'At most 100 characters' }, { required: true }),
        text(
          'value',
          { zh: '数值', en: 'Value' },
          { zh: '照原样显示，如 12,480 或 A', en: 'Shown as written, e.g. 12,480 or A' },
          { shared: true, required: true },
        ),
        text('unit', { zh: '单位', en: 'Unit' }, { zh: '可留空', en: 'May be empty' }),
        number('year', { zh: '年度', en: 'Year' }, { zh: '可留空', en: 'May be empty' }, { min: 1990, max: 2200 }),
      ],
    },
    {
      name: 'policies',
      type: 'array',
      label: { zh: '制度', en: 'Policies' },
      labels: { singular: { zh: '制度', en: 'Policy' }, plural: { zh: '制度', en: 'Policies' } },
      fields: linkedDocumentFields(),
    },
  ],
};
