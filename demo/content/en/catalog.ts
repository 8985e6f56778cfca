/**
 * English names of the demo categories and announcement subtypes. Announcements themselves are published
 * in Chinese only (the language of record of a listed company's disclosure): in English they keep their
 * Chinese title and text and are marked `lang: "zh"` (docs/backend-api.md).
 */
export const CATEGORIES_EN: Record<number, { name: string; description: string }> = {
  1: { name: 'Products', description: 'Power management, signal chain, wireless connectivity and sensor chips' },
  11: { name: 'Power Management', description: 'LDOs, DC-DC converters and battery management' },
  12: { name: 'Signal Chain', description: 'High-precision ADCs and operational amplifiers' },
  13: { name: 'Wireless Connectivity', description: 'Bluetooth Low Energy SoCs' },
  14: { name: 'Sensors', description: 'Temperature, humidity and magnetic sensors' },
  2: { name: 'News', description: 'Company news and industry updates' },
  21: { name: 'Company News', description: '' },
  22: { name: 'Industry Updates', description: '' },
  3: { name: 'Investor Relations', description: 'Announcements and reports' },
  31: { name: 'Announcements', description: '' },
  32: { name: 'Periodic Reports', description: '' },
  33: { name: 'Corporate Governance', description: '' },
  34: { name: 'Investor Activities', description: '' },
};

export const SUBTYPES_EN: Record<string, string> = {
  业绩说明会: 'Results briefing',
  董事会决议: 'Board resolution',
  监事会决议: 'Supervisory board resolution',
  股份回购: 'Share repurchase',
  募集资金: 'Raised funds',
  权益分派: 'Dividend distribution',
  股东大会: 'General meeting',
  股权激励: 'Equity incentive',
  关联交易: 'Related-party transactions',
  业绩预告: 'Earnings preview',
  第三季度报告: 'Third-quarter report',
  半年度报告: 'Semi-annual report',
  第一季度报告: 'First-quarter report',
  年度报告: 'Annual report',
  公司章程: 'Articles of association',
  管理制度: 'Management rules',
  议事规则: 'Rules of procedure',
  特定对象调研: 'Institutional research',
  路演活动: 'Roadshow',
  调研纪要: 'Research minutes',
};
