/**
 * Demo content: site information, settings, banners, milestones and slug pages of 星垣微电子, a fictional
 * fabless chip company. Stock code 688000 was never assigned by the STAR Market (its numbering starts at
 * 688001), and the name belongs to no listed company.
 */
import type { BannerInput, MilestoneInput, PageInput, SettingsInput, SiteInfoInput } from '@/lib/backend/types';
import { privacyPage } from './privacy';

export const CHANNELS = { product: 1, news: 2, investor: 3 } as const;

export const siteInfo: SiteInfoInput = {
  company_name: '星垣微电子股份有限公司',
  company_short_name: '星垣微电子',
  company_name_en: 'Xingyuan Microelectronics Co., Ltd.',
  stock_name: '星垣微',
  stock_code: '688000',
  exchange: 'SSE',
  exchange_name: '上海证券交易所科创板',
  logo: 'files/logo.png',
  logo_light: 'files/logo-light.png',
  slogan: '以精准模拟，连接万物感知',
  recruitment_url: 'https://careers.xingyuan-micro.example/',
  seo_title: '星垣微电子 - 高性能模拟与混合信号芯片',
  seo_keywords: '星垣微电子,星垣微,688000,电源管理芯片,信号链,ADC,低功耗蓝牙,传感器',
  seo_description:
    '星垣微电子（股票简称：星垣微，股票代码：688000）专注于高性能模拟与混合信号芯片的研发与销售，产品覆盖电源管理、信号链、无线连接与传感器，服务工业、汽车、消费电子与通信客户。',
  channels: { ...CHANNELS },
};

export const settings: SettingsInput = {
  footer_bg: 'files/footer-bg.png',
  official_account_icon: 'files/icon-wechat.png',
  official_account_image: 'files/qr-official-account.png',
  video_account_icon: 'files/icon-video.png',
  video_account_image: 'files/qr-video-account.png',
  call_reception: '021-5080 6000',
  call_sale: '400-820-6888',
  web_site_copyright: '© 2018-2026 星垣微电子股份有限公司（虚构演示企业） 版权所有',
  web_site_icp: '沪ICP备00000000号-1',
  web_site_icp_url: 'https://beian.miit.gov.cn/',
  web_site_public_security: '沪公网安备 00000000000000号',
  web_site_public_security_url: 'https://beian.mps.gov.cn/',
  company_address: '上海市浦东新区张江高科技园区星垣路 88 号',
  service_email: 'service@xingyuan-micro.example',
  service_hours: '工作日 9:00-18:00',
};

export const banners: (BannerInput & { position: string })[] = [
  {
    id: 1,
    position: 'home',
    title: '精准模拟，连接万物感知',
    subtitle: '电源管理、信号链、无线连接与传感器芯片，一站式服务工业与汽车客户',
    image: 'files/banner-1.jpg',
    image_mobile: 'files/banner-1-mobile.jpg',
    width: 1920,
    height: 720,
    link_url: '/product',
    link_text: '浏览产品中心',
  },
  {
    id: 2,
    position: 'home',
    title: 'XY8850 系列 24 位 Σ-Δ ADC 正式量产',
    subtitle: '0.5 ppm 积分非线性，面向工业测量与医疗仪器',
    image: 'files/banner-2.jpg',
    image_mobile: 'files/banner-2-mobile.jpg',
    width: 1920,
    height: 720,
    link_url: '/news',
    link_text: '了解详情',
  },
  {
    id: 3,
    position: 'home',
    title: '车规级产品通过 AEC-Q100 Grade 1 认证',
    subtitle: '从设计到封测的全流程功能安全体系',
    image: 'files/banner-3.jpg',
    image_mobile: 'files/banner-3-mobile.jpg',
    width: 1920,
    height: 720,
    link_url: '/about',
    link_text: '走进星垣',
  },
];

export const milestones: MilestoneInput[] = [
  { id: 1, year: 2016, month: 3, title: '公司成立', content: '星垣微电子在上海张江成立，首个团队 12 人，聚焦高精度模拟芯片。' },
  { id: 2, year: 2017, month: 9, title: '首颗芯片流片成功', content: 'XY6201 低压差线性稳压器一次流片成功，当年实现小批量出货。' },
  { id: 3, year: 2018, month: 6, title: '完成 A 轮融资', content: '获得产业资本 2 亿元投资，建立苏州研发中心。' },
  { id: 4, year: 2019, month: 11, title: '信号链产品线发布', content: '发布 XY8800 系列高精度 ADC 与 XY3300 系列运算放大器。' },
  { id: 5, year: 2020, month: 8, title: '年出货量突破 1 亿颗', content: '电源管理产品进入主流消费电子品牌供应链。' },
  { id: 6, year: 2021, month: 5, title: '通过 IATF 16949 体系认证', content: '建立车规产品质量体系，首款车规级 LDO 通过 AEC-Q100 认证。' },
  { id: 7, year: 2022, month: 7, title: '登陆上海证券交易所科创板', content: '公司股票在科创板上市，股票简称“星垣微”，股票代码 688000。' },
  { id: 8, year: 2023, month: 4, title: '低功耗蓝牙 SoC 量产', content: 'XY5201 低功耗蓝牙 5.3 SoC 量产，无线连接产品线成型。' },
  { id: 9, year: 2024, month: 10, title: '深圳应用中心启用', content: '华南应用技术支持中心投入使用，服务珠三角客户。' },
  { id: 10, year: 2025, month: 6, title: '累计授权专利超过 300 项', content: '其中发明专利 186 项，研发人员占比超过 60%。' },
];

export const pages: PageInput[] = [
  {
    id: 1,
    slug: 'about',
    title: '公司简介',
    subtitle: '专注高性能模拟与混合信号芯片',
    content: [
      '<p>星垣微电子股份有限公司成立于 2016 年，总部位于上海张江，是一家专注于高性能模拟与混合信号集成电路研发与销售的 Fabless 芯片设计企业。公司于 2022 年在上海证券交易所科创板上市（股票简称：星垣微，股票代码：688000）。</p>',
      '<p>公司产品覆盖<strong>电源管理、信号链、无线连接与传感器</strong>四大产品线，累计推出 400 余款产品，广泛应用于工业控制、汽车电子、消费电子、通信设备与医疗仪器等领域。</p>',
      '<p>公司在上海、苏州、深圳设有研发与应用中心，员工 860 余人，其中研发人员占比超过 60%；已获授权专利 312 项，建立了通过 ISO 9001、ISO 14001 与 IATF 16949 认证的质量与环境管理体系。</p>',
    ].join(''),
    // A photograph, as a CMS holds one: the demo's raster image (served through the image optimizer).
    cover: 'files/about-cover.jpg',
    seo_title: '公司简介',
    seo_description: '星垣微电子成立于 2016 年，科创板上市公司（688000），专注电源管理、信号链、无线连接与传感器芯片。',
    updated_at: '2026-03-01',
  },
  {
    id: 2,
    slug: 'contact',
    title: '联系我们',
    subtitle: '期待与您合作',
    content: '<p>如需产品选型、样片申请、技术支持或商务合作，请通过以下方式与我们联系，或在本页在线留言，我们将在一个工作日内回复。</p>',
    cover: '',
    seo_title: '联系我们',
    seo_description: '星垣微电子总部与各地分支机构的地址、电话和邮箱，销售与技术支持热线。',
    updated_at: '2026-03-01',
  },
  {
    id: 3,
    slug: 'investor',
    title: '投资者关系',
    subtitle: '真实、准确、完整、及时、公平地披露信息',
    content:
      '<p>公司严格遵守上海证券交易所科创板股票上市规则，真实、准确、完整、及时、公平地履行信息披露义务。投资者可通过本栏目查阅公司公告、定期报告与公司治理文件。</p>',
    cover: '',
    seo_title: '投资者关系',
    seo_description: '星垣微（688000）投资者关系：临时公告、定期报告、公司治理与投资者联系方式。',
    updated_at: '2026-03-01',
  },
  {
    id: 4,
    slug: 'quality',
    title: '质量与可靠性',
    subtitle: '零缺陷是我们对每一颗芯片的承诺',
    content: [
      '<h2>质量方针</h2><p>以客户为中心，以数据为依据，持续改进，追求零缺陷。公司质量管理体系通过 ISO 9001 与 IATF 16949 认证，环境管理体系通过 ISO 14001 认证，车规产品开发流程通过 ISO 26262 ASIL D 功能安全流程认证。</p>',
      '<h2>可靠性认证</h2><p>每款产品量产前均按 JEDEC JESD47 完成可靠性认证：高温工作寿命（HTOL 1000 小时）、静电放电（HBM、CDM）、闩锁、温湿度偏压与温度循环试验；车规产品按 AEC-Q100 相应等级认证。失效率（FIT）按 JEDEC JESD85 计算并随认证报告发布。</p>',
      '<h2>环保合规</h2><p>全部产品符合欧盟 RoHS（(EU) 2015/863）与 REACH 法规，绝大多数封装为无卤素。每款产品的潮湿敏感度等级（MSL）按 IPC/JEDEC J-STD-020 评定，回流焊峰值温度 260 °C。</p>',
      '<h2>变更通知</h2><p>产品或制程的变更按 JEDEC J-STD-046 提前发布产品变更通知（PCN）；停产前至少十二个月发布停产通知（PDN），并提供最后订货期。</p>',
    ].join(''),
    cover: '',
    seo_title: '质量与可靠性',
    seo_description: '星垣微电子的质量方针、可靠性认证、环保合规（RoHS、REACH、无卤、MSL）、管理体系证书与按型号查询。',
    updated_at: '2026-03-01',
  },
  privacyPage,
];
