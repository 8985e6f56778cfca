/**
 * Demo content: the category tree and its articles (products, news, investor documents).
 * Fictional throughout; part numbers use the company's own XY prefix.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { ArticleInput, CategoryType, LifecycleStatus } from '@/lib/backend/types';
import { CHANNELS } from './site';

export type DemoCategory = { id: number; parent_id: number | null; name: string; slug: string; type: CategoryType; description: string };

export const categories: DemoCategory[] = [
  { id: CHANNELS.product, parent_id: null, name: '产品中心', slug: 'products', type: 'product', description: '电源管理、信号链、无线连接与传感器芯片' },
  { id: 11, parent_id: 1, name: '电源管理', slug: 'power', type: 'product', description: 'LDO、DC-DC 转换器与电池管理' },
  { id: 12, parent_id: 1, name: '信号链', slug: 'signal-chain', type: 'product', description: '高精度 ADC 与运算放大器' },
  { id: 13, parent_id: 1, name: '无线连接', slug: 'wireless', type: 'product', description: '低功耗蓝牙 SoC' },
  { id: 14, parent_id: 1, name: '传感器', slug: 'sensors', type: 'product', description: '温湿度与磁传感器' },
  { id: CHANNELS.news, parent_id: null, name: '新闻中心', slug: 'news', type: 'news', description: '公司新闻与行业动态' },
  { id: 21, parent_id: 2, name: '公司新闻', slug: 'company', type: 'news', description: '' },
  { id: 22, parent_id: 2, name: '行业动态', slug: 'industry', type: 'news', description: '' },
  { id: CHANNELS.investor, parent_id: null, name: '投资者关系', slug: 'investor', type: 'investor', description: '公告与报告' },
  { id: 31, parent_id: 3, name: '临时公告', slug: 'announcements', type: 'investor', description: '' },
  { id: 32, parent_id: 3, name: '定期报告', slug: 'reports', type: 'investor', description: '' },
  { id: 33, parent_id: 3, name: '公司治理', slug: 'governance', type: 'investor', description: '' },
];

/** An article as the demo backend stores it; `access: 'member'` needs a login token (code -1000 without). */
export type DemoArticle = ArticleInput & { access?: 'member' };

/** Real size in bytes of a file under demo/content/files, so the sizes the site shows are true. */
function fileSize(relative: string): number {
  return statSync(path.join(process.cwd(), 'demo', 'content', 'files', relative)).size;
}

type Spec = [key: string, label: string, value: number | string, unit?: string];

function product(p: {
  id: number;
  category: number;
  pn: string;
  title: string;
  status: LifecycleStatus;
  date: string;
  summary: string;
  specs: Spec[];
  features: string[];
  applications: string[];
  packages: [pkg: string, temp: string][];
  body: string;
}): DemoArticle {
  return {
    id: p.id,
    category_id: p.category,
    title: `${p.pn} ${p.title}`,
    summary: p.summary,
    cover: `files/products/${p.pn.toLowerCase()}.svg`,
    published_at: p.date,
    updated_at: p.date,
    content: p.body,
    seo_title: `${p.pn} ${p.title}`,
    seo_description: p.summary,
    product: {
      part_number: p.pn,
      status: p.status,
      key_specs: p.specs.map(([key, label, value, unit = '']) => ({ key, label, value, unit })),
      features: p.features,
      applications: p.applications,
      block_diagram: `files/products/${p.pn.toLowerCase()}.svg`,
      documents: [
        { type: 'datasheet', title: `${p.pn} 数据手册`, version: 'Rev 1.2', date: p.date, size: fileSize('docs/sample-datasheet.pdf'), url: 'files/docs/sample-datasheet.pdf' },
        { type: 'app_note', title: `${p.pn} 应用笔记：PCB 布局指南`, version: 'Rev 1.0', date: p.date, size: fileSize('docs/sample-app-note.pdf'), url: 'files/docs/sample-app-note.pdf' },
      ],
      ordering: p.packages.map(([pkg, temp], index) => ({
        part_number: `${p.pn}-${pkg.replace(/[^A-Z0-9]/gi, '').toUpperCase()}${index === 0 ? 'R' : 'T'}`,
        package: pkg,
        temperature_range: temp,
        packing: index === 0 ? '卷带，3000 颗/盘' : '托盘，490 颗/盘',
        status: p.status,
      })),
    },
  };
}

export const products: DemoArticle[] = [
  product({
    id: 101, category: 11, pn: 'XY6201', title: '300 mA 超低噪声 LDO 稳压器', status: 'mass_production', date: '2024-03-12',
    summary: '输入 1.6 V 至 5.5 V，输出噪声 6 µVrms，PSRR 在 1 kHz 达 92 dB，适用于射频与传感器供电。',
    specs: [['vin_max', '最大输入电压', 5.5, 'V'], ['iout', '输出电流', 300, 'mA'], ['noise', '输出噪声', 6, 'µVrms'], ['iq', '静态电流', 18, 'µA']],
    features: ['输出噪声 6 µVrms（10 Hz 至 100 kHz）', '1 kHz 时 PSRR 92 dB', '压差 120 mV @ 300 mA', '过流与过温保护'],
    applications: ['射频收发器供电', '图像传感器', '便携式医疗设备'],
    packages: [['DFN1x1-4', '-40 °C 至 125 °C'], ['SOT23-5', '-40 °C 至 125 °C']],
    body: '<p>XY6201 是一款 300 mA 超低噪声、高电源抑制比的线性稳压器，适合为噪声敏感的模拟与射频电路供电。</p><p>器件采用精密基准与低噪声误差放大器，无需旁路电容即可实现 6 µVrms 的输出噪声。</p>',
  }),
  product({
    id: 102, category: 11, pn: 'XY6530', title: '36 V 3 A 同步降压转换器', status: 'mass_production', date: '2024-08-20',
    summary: '4.5 V 至 36 V 宽输入，3 A 持续输出，效率最高 95%，适用于工业 24 V 总线。',
    specs: [['vin_max', '最大输入电压', 36, 'V'], ['iout', '输出电流', 3000, 'mA'], ['fsw', '开关频率', 2.1, 'MHz'], ['iq', '静态电流', 25, 'µA']],
    features: ['效率最高 95%', '轻载 PFM 模式', '可调软启动', '展频降低 EMI'],
    applications: ['工业 PLC', '楼宇自动化', '车载信息娱乐'],
    packages: [['QFN3x3-16', '-40 °C 至 125 °C']],
    body: '<p>XY6530 是一款 36 V、3 A 同步降压转换器，集成上下管 MOSFET，适合 12 V 与 24 V 总线供电。</p>',
  }),
  product({
    id: 103, category: 11, pn: 'XY6812', title: '单节锂电池线性充电管理芯片', status: 'nrnd', date: '2021-05-18',
    summary: '最大 1 A 充电电流，支持 NTC 温度检测，推荐新设计使用 XY6830。',
    specs: [['vin_max', '最大输入电压', 6.5, 'V'], ['iout', '充电电流', 1000, 'mA'], ['vbat', '充电截止电压', 4.2, 'V'], ['iq', '静态电流', 45, 'µA']],
    features: ['±0.5% 充电电压精度', 'NTC 温度检测', '充电状态指示'],
    applications: ['TWS 耳机充电仓', '智能手环', '电子烟'],
    packages: [['SOT23-6', '-40 °C 至 85 °C']],
    body: '<p>XY6812 是一款单节锂电池线性充电管理芯片。本产品不推荐用于新设计，请选用 XY6830。</p>',
  }),
  product({
    id: 104, category: 12, pn: 'XY8850', title: '24 位 Σ-Δ 模数转换器', status: 'mass_production', date: '2025-06-10',
    summary: '24 位无失码，0.5 ppm INL，最高 32 kSPS，集成 PGA 与基准，适用于精密测量。',
    specs: [['resolution', '分辨率', 24, 'bit'], ['rate', '采样率', 32, 'kSPS'], ['inl', '积分非线性', 0.5, 'ppm'], ['channels', '通道数', 4, '']],
    features: ['集成 1-128 倍 PGA', '内置 2.5 V 低漂移基准', '50/60 Hz 同时抑制', 'SPI 接口'],
    applications: ['称重与压力测量', '医疗仪器', '工业过程控制'],
    packages: [['TSSOP-20', '-40 °C 至 105 °C'], ['QFN4x4-24', '-40 °C 至 105 °C']],
    body: '<p>XY8850 是一款低噪声 24 位 Σ-Δ 模数转换器，集成可编程增益放大器与低漂移基准。</p>',
  }),
  product({
    id: 105, category: 12, pn: 'XY3321', title: '零漂移轨到轨运算放大器', status: 'sampling', date: '2026-02-26',
    summary: '失调电压 5 µV，温漂 0.02 µV/°C，单电源 1.8 V 至 5.5 V。',
    specs: [['vos', '失调电压', 5, 'µV'], ['gbw', '增益带宽积', 2, 'MHz'], ['iq', '静态电流', 180, 'µA'], ['channels', '通道数', 2, '']],
    features: ['零漂移架构', '轨到轨输入输出', 'EMI 滤波输入'],
    applications: ['电流检测', '桥式传感器放大', '电子秤'],
    packages: [['MSOP-8', '-40 °C 至 125 °C'], ['SOIC-8', '-40 °C 至 125 °C']],
    body: '<p>XY3321 是一款双通道零漂移运算放大器，适合高精度直流信号调理。</p>',
  }),
  product({
    id: 106, category: 13, pn: 'XY5201', title: '低功耗蓝牙 5.3 SoC', status: 'mass_production', date: '2023-04-15',
    summary: '32 位 RISC-V 内核，512 KB Flash，接收电流 3.2 mA，发射功率最高 +10 dBm。',
    specs: [['flash', 'Flash', 512, 'KB'], ['rx_current', '接收电流', 3.2, 'mA'], ['tx_power', '最大发射功率', 10, 'dBm'], ['sensitivity', '接收灵敏度', -97, 'dBm']],
    features: ['蓝牙 5.3 低功耗', '支持 Mesh 组网', '集成 DC-DC', '硬件 AES-128 加密'],
    applications: ['智能家居', '可穿戴设备', '资产追踪'],
    packages: [['QFN5x5-40', '-40 °C 至 85 °C']],
    body: '<p>XY5201 是一款高集成度低功耗蓝牙 SoC，提供完整的协议栈与开发套件。</p>',
  }),
  product({
    id: 107, category: 14, pn: 'XY7110', title: '数字温湿度传感器', status: 'mass_production', date: '2024-11-05',
    summary: '温度精度 ±0.1 °C，湿度精度 ±1.5 %RH，I²C 接口，封装 2.5 mm × 2.5 mm。',
    specs: [['temp_acc', '温度精度', 0.1, '°C'], ['rh_acc', '湿度精度', 1.5, '%RH'], ['iq', '平均电流', 0.8, 'µA'], ['interface', '接口', 'I²C']],
    features: ['出厂校准', '集成加热器', 'CRC 数据校验'],
    applications: ['暖通空调', '冷链物流', '智能家居'],
    packages: [['DFN2.5x2.5-6', '-40 °C 至 125 °C']],
    body: '<p>XY7110 是一款高精度数字温湿度传感器，出厂逐颗校准。</p>',
  }),
  product({
    id: 108, category: 14, pn: 'XY7402', title: '车规级线性霍尔传感器', status: 'development', date: '2026-09-01',
    summary: 'AEC-Q100 Grade 0 设计目标，灵敏度可编程，适用于位置与电流检测。',
    specs: [['sens', '灵敏度', 5, 'mV/mT'], ['bw', '带宽', 250, 'kHz'], ['iq', '工作电流', 6500, 'µA'], ['interface', '输出', '模拟比例']],
    features: ['灵敏度与零点可编程', '温度补偿', '断线检测'],
    applications: ['油门与制动踏板', '电机电流检测', '电子换挡器'],
    packages: [['SOIC-8', '-40 °C 至 150 °C']],
    body: '<p>XY7402 是一款面向汽车应用的可编程线性霍尔传感器，目前处于开发阶段。</p>',
  }),
];

function news(id: number, category: number, date: string, title: string, summary: string, paragraphs: string[], source = '星垣微电子'): DemoArticle {
  return {
    id,
    category_id: category,
    title,
    summary,
    cover: `files/news/cover-${(id % 4) + 1}.svg`,
    published_at: date,
    updated_at: date,
    source,
    author: '品牌部',
    content: paragraphs.map((text) => `<p>${text}</p>`).join(''),
    seo_title: title,
    seo_description: summary,
  };
}

export const newsItems: DemoArticle[] = [
  news(201, 21, '2026-10-28', '星垣微电子发布 2026 年第三季度报告', '前三季度营业收入同比增长 31.6%，研发投入占营业收入 24.8%。', ['公司前三季度实现营业收入 9.62 亿元，同比增长 31.6%。', '信号链与车规产品收入占比持续提升。']),
  news(202, 21, '2026-09-18', 'XY7402 车规级霍尔传感器启动客户送样', '面向踏板与电机电流检测，计划 2027 年量产。', ['XY7402 已向多家汽车零部件客户送样。']),
  news(203, 22, '2026-08-06', '工业自动化对高精度信号链的需求持续增长', '行业报告显示，工业测量用 ADC 市场年复合增长率超过 9%。', ['多家研究机构预计高精度 ADC 市场将保持稳定增长。'], '行业观察'),
  news(204, 21, '2026-06-12', '星垣微电子亮相 2026 慕尼黑上海电子展', '展示电源管理、信号链与无线连接全系列方案。', ['公司在展会上发布了新一代低功耗蓝牙参考设计。']),
  news(205, 21, '2026-03-20', 'XY3321 零漂移运算放大器开放样片申请', '失调电压仅 5 µV，适用于电流检测与桥式传感器。', ['即日起客户可通过销售渠道申请样片。']),
  news(206, 22, '2026-01-15', '2025 年国内模拟芯片市场回顾', '国产模拟芯片在工业与汽车领域的份额稳步提升。', ['模拟芯片国产化率进一步提高。'], '行业观察'),
  news(207, 21, '2025-11-08', '苏州研发中心新办公楼启用', '新增研发面积 8000 平方米，建成可靠性实验室。', ['新办公楼包含可靠性与失效分析实验室。']),
  news(208, 21, '2025-06-10', 'XY8850 系列 24 位 Σ-Δ ADC 正式量产', '0.5 ppm 积分非线性，面向工业测量与医疗仪器。', ['XY8850 系列通过全部可靠性考核，开始批量供货。']),
  news(209, 22, '2025-04-22', '低功耗蓝牙在资产追踪领域加速落地', '蓝牙信道探测功能为室内定位带来新机会。', ['资产追踪成为低功耗蓝牙增长最快的应用之一。'], '行业观察'),
  news(210, 21, '2025-02-14', '星垣微电子荣获“年度最具创新力模拟芯片企业”', '公司在年度中国芯评选中获奖。', ['公司凭借信号链产品的创新获得评委认可。']),
];

function filing(id: number, category: number, date: string, title: string, type: 'temporary' | 'periodic' | 'governance', subtype: string, number: string): DemoArticle {
  return {
    id,
    category_id: category,
    title,
    summary: `${subtype}：${title}`,
    cover: '',
    published_at: date,
    updated_at: date,
    content: `<p>${title}全文请见附件 PDF。</p>`,
    seo_title: title,
    seo_description: `星垣微（688000）${title}`,
    announcement: { number, type, subtype, pdf_url: 'files/docs/sample-announcement.pdf', pdf_size: fileSize('docs/sample-announcement.pdf') },
  };
}

export const filings: DemoArticle[] = [
  filing(301, 31, '2026-11-02', '关于召开 2026 年第三季度业绩说明会的公告', 'temporary', '业绩说明会', '2026-048'),
  filing(302, 31, '2026-09-25', '第三届董事会第十二次会议决议公告', 'temporary', '董事会决议', '2026-041'),
  filing(303, 31, '2026-07-08', '关于以集中竞价交易方式回购股份的进展公告', 'temporary', '股份回购', '2026-033'),
  filing(304, 32, '2026-10-28', '2026 年第三季度报告', 'periodic', '第三季度报告', '2026-046'),
  filing(305, 32, '2026-08-22', '2026 年半年度报告', 'periodic', '半年度报告', '2026-038'),
  filing(306, 32, '2026-04-25', '2025 年年度报告', 'periodic', '年度报告', '2026-015'),
  filing(307, 33, '2024-05-20', '公司章程（2024 年 5 月修订）', 'governance', '公司章程', ''),
  filing(308, 33, '2024-05-20', '信息披露管理制度', 'governance', '管理制度', ''),
];

/** Shown only to visitors with a login token; never listed. Exists to exercise the -1000 path. */
export const memberOnly: DemoArticle[] = [
  {
    ...filing(399, 33, '2026-11-05', '机构投资者调研纪要（会员）', 'governance', '调研纪要', ''),
    access: 'member',
  },
];

export const articles: DemoArticle[] = [...products, ...newsItems, ...filings, ...memberOnly];
