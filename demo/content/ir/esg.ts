/** The demo's sustainability page (`web/get_esg`): its reports, key figures and policies. Pure data. */
import type { EsgFigure } from '@/lib/backend/ir-types';
import { fileDocument, irPdf, pick, w, type DemoLanguage, type DemoPdf, type Words } from './words';

const SUMMARY = w(
  '公司将环境、社会及治理（ESG）纳入战略与日常经营：以低功耗芯片帮助客户节能，在自身运营中降低排放，保障员工与供应链的权益，并以规范的治理回报股东。',
  'We build environmental, social and governance (ESG) goals into our strategy and operations: low-power chips that save our customers energy, lower emissions in our own operations, the rights of our people and suppliers protected, and sound governance for our shareholders.',
);

const REPORTS: { year: number; title: Words; name: string; date: string }[] = [
  {
    year: 2025,
    title: w('2025 年度环境、社会及公司治理（ESG）报告', '2025 Environmental, Social and Governance (ESG) Report'),
    name: 'esg-2025',
    date: '2026-04-25',
  },
  { year: 2024, title: w('2024 年度社会责任报告', '2024 Corporate Social Responsibility Report'), name: 'esg-2024', date: '2025-04-26' },
];

const FIGURES: { label: Words; value: string; unit: Words; year: number; pillar: EsgFigure['pillar'] }[] = [
  {
    pillar: 'E',
    label: w('温室气体排放（范围一、二）', 'Greenhouse gas emissions (scopes 1 and 2)'),
    value: '12,480',
    unit: w('吨二氧化碳当量', 't CO2e'),
    year: 2025,
  },
  { pillar: 'E', label: w('可再生电力占比', 'Renewable share of electricity'), value: '31.5', unit: w('%', '%'), year: 2025 },
  {
    pillar: 'E',
    label: w('单位营业收入综合能耗', 'Energy per unit of revenue'),
    value: '0.018',
    unit: w('吨标准煤/万元', 'tce per CNY 10,000'),
    year: 2025,
  },
  { pillar: 'S', label: w('员工总数', 'Employees'), value: '1,860', unit: w('人', ''), year: 2025 },
  { pillar: 'S', label: w('研发人员占比', 'Share in research and development'), value: '62.3', unit: w('%', '%'), year: 2025 },
  { pillar: 'S', label: w('人均培训时长', 'Training per employee'), value: '46', unit: w('小时', 'hours'), year: 2025 },
  { pillar: 'G', label: w('独立董事占比', 'Independent directors'), value: '42.9', unit: w('%', '%'), year: 2025 },
  { pillar: 'G', label: w('上交所信息披露评价', 'SSE disclosure rating'), value: 'A', unit: w('', ''), year: 2025 },
];

const POLICIES: { title: Words; name: string; date: string }[] = [
  { title: w('环境、健康与安全管理政策', 'Environment, health and safety policy'), name: 'policy-ehs', date: '2025-03-28' },
  { title: w('供应商行为准则', 'Supplier code of conduct'), name: 'policy-suppliers', date: '2025-03-28' },
  { title: w('反腐败与商业道德政策', 'Anti-corruption and business ethics policy'), name: 'policy-ethics', date: '2024-08-23' },
  { title: w('人权与劳工政策', 'Human rights and labour policy'), name: 'policy-human-rights', date: '2024-08-23' },
];

export const ESG_PDFS: DemoPdf[] = [
  ...REPORTS.map((report) => irPdf(report.name, `${report.title.en} (demo)`)),
  ...POLICIES.map((policy) => irPdf(policy.name, `${policy.title.en} (demo)`)),
];

/** The answer of `web/get_esg` in `lang`. */
export function esg(lang: DemoLanguage) {
  return {
    summary: pick(SUMMARY, lang),
    reports: REPORTS.map((report) => ({
      year: report.year,
      ...fileDocument(pick(report.title, lang), `docs/ir/${report.name}.pdf`, report.date),
    })),
    figures: FIGURES.map((figure) => ({ ...figure, label: pick(figure.label, lang), unit: pick(figure.unit, lang) })),
    policies: POLICIES.map((policy) => fileDocument(pick(policy.title, lang), `docs/ir/${policy.name}.pdf`, policy.date)),
  };
}
