/** The demo site information, settings, banners, milestones and slug pages in English (demo/content/site.ts). */
import type { BannerInput, MilestoneInput, PageInput, SettingsInput, SiteInfoInput } from '@/lib/backend/types';
import { banners, pages, settings, siteInfo } from '../site';
import { privacyPageEn } from './privacy';

export const siteInfoEn: SiteInfoInput = {
  ...siteInfo,
  company_name: 'Xingyuan Microelectronics Co., Ltd.',
  company_short_name: 'Xingyuan Micro',
  stock_name: 'Xingyuan Micro',
  exchange_name: 'STAR Market, Shanghai Stock Exchange',
  slogan: 'Precise analog, sensing everything',
  // One careers site serves both languages: the English answer leaves it out and the site links the Chinese one.
  recruitment_url: '',
  seo_title: 'Xingyuan Micro - High-Performance Analog and Mixed-Signal Chips',
  seo_keywords: 'Xingyuan Micro,688000,power management IC,signal chain,ADC,Bluetooth Low Energy,sensors',
  seo_description:
    'Xingyuan Micro (STAR Market: 688000) designs and sells high-performance analog and mixed-signal chips for power management, signal chain, wireless connectivity and sensing, serving industrial, automotive, consumer and communications customers.',
};

export const settingsEn: SettingsInput = {
  ...settings,
  call_reception: '+86 21 5080 6000',
  call_sale: '+86 400-820-6888',
  web_site_copyright: '© 2018-2026 Xingyuan Microelectronics Co., Ltd. (a fictional demo company). All rights reserved.',
  company_address: 'No. 88 Xingyuan Road, Zhangjiang Hi-Tech Park, Pudong New Area, Shanghai, China',
  service_hours: 'Weekdays 9:00-18:00 (UTC+8)',
};

const BANNERS_EN: Record<number, Pick<BannerInput, 'title' | 'subtitle' | 'link_url' | 'link_text'>> = {
  1: {
    title: 'Precise analog, sensing everything',
    subtitle: 'Power management, signal chain, wireless and sensor chips: one partner for industrial and automotive customers',
    link_url: '/product',
    link_text: 'Browse products',
  },
  2: {
    title: 'XY8850 24-bit sigma-delta ADCs now in volume production',
    subtitle: '0.5 ppm integral nonlinearity for industrial measurement and medical instruments',
    link_url: '/news',
    link_text: 'Read the XY8850 news',
  },
  3: {
    title: 'Automotive products qualified to AEC-Q100 Grade 1',
    subtitle: 'A functional safety system from design to packaging and test',
    link_url: '/about',
    link_text: 'About us',
  },
};

export const bannersEn: (BannerInput & { position: string })[] = banners.map((banner) => ({ ...banner, ...BANNERS_EN[banner.id] }));

export const milestonesEn: MilestoneInput[] = [
  {
    id: 1,
    year: 2016,
    month: 3,
    title: 'Company founded',
    content: 'Xingyuan Micro is founded in Zhangjiang, Shanghai, with a first team of 12 focused on precision analog chips.',
  },
  {
    id: 2,
    year: 2017,
    month: 9,
    title: 'First chip taped out',
    content: 'The XY6201 low-dropout regulator works first time; small-volume shipments start the same year.',
  },
  {
    id: 3,
    year: 2018,
    month: 6,
    title: 'Series A financing',
    content: 'RMB 200 million from industrial investors; the Suzhou R&D center opens.',
  },
  {
    id: 4,
    year: 2019,
    month: 11,
    title: 'Signal-chain product line launched',
    content: 'The XY8800 high-precision ADCs and XY3300 op amps are launched.',
  },
  {
    id: 5,
    year: 2020,
    month: 8,
    title: '100 million units a year',
    content: 'Power management products enter the supply chains of leading consumer electronics brands.',
  },
  {
    id: 6,
    year: 2021,
    month: 5,
    title: 'IATF 16949 certification',
    content: 'An automotive quality system is in place; the first automotive LDO is qualified to AEC-Q100.',
  },
  {
    id: 7,
    year: 2022,
    month: 7,
    title: 'Listed on the STAR Market',
    content: 'The company lists on the STAR Market of the Shanghai Stock Exchange under the stock code 688000.',
  },
  {
    id: 8,
    year: 2023,
    month: 4,
    title: 'Bluetooth Low Energy SoC in volume production',
    content: 'The XY5201 Bluetooth Low Energy 5.3 SoC enters volume production, completing the wireless product line.',
  },
  {
    id: 9,
    year: 2024,
    month: 10,
    title: 'Shenzhen Application Center opens',
    content: 'The South China application support center opens to serve customers in the Pearl River Delta.',
  },
  {
    id: 10,
    year: 2025,
    month: 6,
    title: 'More than 300 granted patents',
    content: 'Including 186 invention patents; more than 60% of employees work in R&D.',
  },
];

const PAGES_EN: Record<string, Pick<PageInput, 'title' | 'subtitle' | 'content' | 'seo_title' | 'seo_description'>> = {
  about: {
    title: 'Company Profile',
    subtitle: 'High-performance analog and mixed-signal chips',
    content: [
      '<p>Founded in 2016 and headquartered in Zhangjiang, Shanghai, Xingyuan Microelectronics Co., Ltd. is a fabless company that designs and sells high-performance analog and mixed-signal integrated circuits. The company listed on the STAR Market of the Shanghai Stock Exchange in 2022 (stock code: 688000).</p>',
      '<p>Its four product lines, <strong>power management, signal chain, wireless connectivity and sensors</strong>, count more than 400 products, used in industrial control, automotive electronics, consumer electronics, communications equipment and medical instruments.</p>',
      '<p>The company has R&amp;D and application centers in Shanghai, Suzhou and Shenzhen and more than 860 employees, over 60% of them in R&amp;D. It holds 312 granted patents, and its quality and environmental management systems are certified to ISO 9001, ISO 14001 and IATF 16949.</p>',
    ].join(''),
    seo_title: 'Company Profile',
    seo_description:
      'Founded in 2016 and listed on the STAR Market (688000), Xingyuan Micro makes power management, signal chain, wireless connectivity and sensor chips.',
  },
  contact: {
    title: 'Contact Us',
    subtitle: 'We look forward to working with you',
    content:
      '<p>For part selection, samples, technical support or business enquiries, reach us through the contacts below or leave a message on this page. We reply within one working day.</p>',
    seo_title: 'Contact Us',
    seo_description:
      'Addresses, phone numbers and email of the Xingyuan Micro headquarters and offices, and the sales and technical support hotlines.',
  },
  investor: {
    title: 'Investor Relations',
    subtitle: 'Disclosure that is true, accurate, complete, timely and fair',
    content:
      '<p>The company complies with the STAR Market Listing Rules of the Shanghai Stock Exchange and discloses information truthfully, accurately, completely, timely and fairly. Announcements and periodic reports are published in Chinese, the language of record; this section lists them with their Chinese titles.</p>',
    seo_title: 'Investor Relations',
    seo_description:
      'Xingyuan Micro (688000) investor relations: announcements, periodic reports, corporate governance and investor contacts.',
  },
  quality: {
    title: 'Quality and Reliability',
    subtitle: 'Zero defects is our promise for every chip',
    content: [
      '<h2>Quality policy</h2><p>Customer first, decisions from data, continuous improvement, zero defects. Our quality management system is certified to ISO 9001 and IATF 16949, our environmental management to ISO 14001, and our automotive development process to ISO 26262 ASIL D.</p>',
      '<h2>Reliability qualification</h2><p>Every product is qualified to JEDEC JESD47 before volume production: high-temperature operating life (HTOL, 1000 hours), electrostatic discharge (HBM, CDM), latch-up, temperature-humidity bias and temperature cycling; automotive parts to their AEC-Q100 grade. Failure rates (FIT) are computed to JEDEC JESD85 and published with the qualification reports.</p>',
      '<h2>Environmental compliance</h2><p>Every product complies with the EU RoHS directive ((EU) 2015/863) and the REACH regulation; nearly all packages are halogen-free. Each part has a moisture sensitivity level (MSL) rated to IPC/JEDEC J-STD-020 at a 260 °C reflow peak.</p>',
      '<h2>Change notification</h2><p>Product and process changes are announced in advance with a product change notice (PCN) to JEDEC J-STD-046; a product discontinuance notice (PDN) comes at least twelve months before a part ends, with a last-time-buy date.</p>',
    ].join(''),
    seo_title: 'Quality and Reliability',
    seo_description:
      'Xingyuan Micro quality policy, reliability qualification, environmental compliance (RoHS, REACH, halogen-free, MSL), certificates and a part lookup.',
  },
  privacy: privacyPageEn,
};

export const pagesEn: PageInput[] = pages.map((page) => ({ ...page, ...PAGES_EN[page.slug] }));
