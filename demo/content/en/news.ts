/**
 * The demo news in English, as the company's English site writes it: per news id, the texts of
 * demo/content/news.ts (and of the members-only transcript, 299).
 */
export type NewsText = { title: string; summary: string; paragraphs: string[]; source?: string };

export const WATCH_EN = 'Industry Watch';
export const COMPANY_SOURCE_EN = 'Xingyuan Micro';
export const AUTHOR_EN = 'Brand Communications';

export const newsEn: Record<number, NewsText> = {
  201: {
    title: 'Xingyuan Micro Releases Its Third-Quarter 2026 Report',
    summary: 'Revenue for the first three quarters grew 31.6% year on year; R&D spending was 24.8% of revenue.',
    paragraphs: [
      'Revenue for the first three quarters reached RMB 962 million, up 31.6% year on year; net profit attributable to shareholders was RMB 118 million, up 42.3%.',
      'Signal-chain and automotive products keep growing as a share of revenue; automotive revenue grew 18% quarter on quarter in the third quarter.',
      'The full report is under Periodic Reports in the Investors section.',
    ],
  },
  202: {
    title: 'XY7402 Automotive Hall Sensor Begins Customer Sampling',
    summary: 'For pedal position and motor current sensing; volume production is planned for 2027.',
    paragraphs: [
      'The XY7402 has been sampled to several automotive component customers; it is designed for AEC-Q100 Grade 0.',
      'Programmable sensitivity and offset save calibration steps on the production line.',
    ],
  },
  203: {
    title: 'Industrial Automation Keeps Driving Demand for Precision Signal Chains',
    summary: 'Industry reports put the compound annual growth of ADCs for industrial measurement above 9%.',
    paragraphs: [
      'Several research firms expect steady growth in the high-precision ADC market.',
      'Demand for multichannel simultaneous sampling and functional safety on the factory floor is rising clearly.',
    ],
    source: 'Industry Watch',
  },
  204: {
    title: 'Xingyuan Micro at electronica China 2026 in Shanghai',
    summary: 'The full range of power management, signal chain and wireless solutions on show.',
    paragraphs: [
      'At the show the company launched a new Bluetooth Low Energy reference design.',
      'The booth showed more than 40 products and 12 application solutions.',
    ],
  },
  205: {
    title: 'Samples of the XY3321 Zero-Drift Op Amp Now Available',
    summary: 'Only 5 µV offset voltage, for current sensing and bridge sensors.',
    paragraphs: [
      'Customers can request samples through our sales channels or the contact form on this site from today.',
      'The XY3321 uses a zero-drift architecture with a drift of only 0.02 µV/°C.',
    ],
  },
  206: {
    title: "A Look Back at China's Analog Chip Market in 2025",
    summary: 'Domestic analog chips steadily gained share in industrial and automotive markets.',
    paragraphs: [
      'The share of domestically made analog chips rose further.',
      'Industrial and automotive customers, keen on supply-chain security, brought in more local suppliers.',
    ],
    source: 'Industry Watch',
  },
  207: {
    title: 'New Office Building Opens at the Suzhou R&D Center',
    summary: '8,000 square metres of new R&D space, including a reliability laboratory.',
    paragraphs: [
      'The new building houses reliability and failure-analysis laboratories.',
      'The laboratory can run automotive reliability qualification such as HTOL, THB and temperature cycling.',
    ],
  },
  208: {
    title: 'XY8850 Series 24-Bit Sigma-Delta ADCs Enter Volume Production',
    summary: '0.5 ppm integral nonlinearity, for industrial measurement and medical instruments.',
    paragraphs: [
      'The XY8850 series passed all reliability qualification and is shipping in volume.',
      'Evaluation boards and reference designs are available as well.',
    ],
  },
  209: {
    title: 'Bluetooth Low Energy Takes Off in Asset Tracking',
    summary: 'Bluetooth Channel Sounding opens new opportunities for indoor positioning.',
    paragraphs: [
      'Asset tracking has become one of the fastest-growing Bluetooth Low Energy applications.',
      'Channel Sounding reaches centimetre-level ranging without an extra UWB chip.',
    ],
    source: 'Industry Watch',
  },
  210: {
    title: 'Xingyuan Micro Named "Most Innovative Analog Chip Company of the Year"',
    summary: 'The company won an award in the annual China Chip selection.',
    paragraphs: ['The judges recognised the innovation of our signal-chain products.'],
  },
  211: {
    title: 'Xingyuan Micro Holds Its Third-Quarter 2026 Results Briefing',
    summary: 'The chairman, the general manager and the CFO answered investor questions online.',
    paragraphs: [
      'The briefing was held online and answered 36 questions from investors.',
      'Management presented the progress of the automotive and wireless connectivity product lines.',
      'Signed-in members can read the <a href="/news/detail/299">full Q&amp;A transcript</a>.',
    ],
  },
  212: {
    title: 'XY5210 LE Audio SoC Completes Its First Tape-Out',
    summary: 'LC3 codec and Auracast broadcast audio supported.',
    paragraphs: [
      'First silicon of the XY5210 has passed functional verification.',
      'Samples are planned for customers in the second quarter of 2027.',
    ],
  },
  213: {
    title: 'Matter 1.4 Released: New Demand for Multiprotocol SoCs',
    summary: 'The new specification adds energy management and appliance device types.',
    paragraphs: [
      'Matter 1.4 adds heat pumps, energy storage and EV chargers as device types.',
      'Multiprotocol SoCs that support both Thread and Bluetooth are spreading further in smart homes.',
    ],
    source: 'Industry Watch',
  },
  214: {
    title: 'Xingyuan Micro Releases Its 2026 Semi-Annual Report',
    summary: 'First-half revenue of RMB 631 million, up 29.4% year on year.',
    paragraphs: [
      'Revenue for the first half reached RMB 631 million, up 29.4% year on year.',
      'R&D spending was RMB 157 million, 24.9% of revenue.',
    ],
  },
  215: {
    title: 'Company Certified for the ISO 26262 Functional Safety Process',
    summary: 'Certificate for an ASIL D functional safety process.',
    paragraphs: [
      'Our automotive chip development process has been certified to ISO 26262 ASIL D by a third party.',
      'It shows that our process can develop chips of the highest functional safety level.',
    ],
  },
  216: {
    title: '48 V Mild-Hybrid Systems Drive Demand for High-Voltage Power Chips',
    summary: '48 V systems are spreading quickly in passenger cars and electric two-wheelers.',
    paragraphs: ['48 V architectures call for DC-DC converters rated for 60 V and above.'],
    source: 'Industry Watch',
  },
  217: {
    title: 'Samples of the XY6560 60 V Synchronous Buck Converter Now Available',
    summary: 'Steps a 48 V system straight down to 5 V or 3.3 V.',
    paragraphs: [
      'The XY6560 takes a wide 4.5 V to 60 V input and delivers 5 A.',
      'Samples and evaluation boards can be requested through our sales channels.',
    ],
  },
  218: {
    title: 'Xingyuan Micro Releases Its 2025 Annual Report',
    summary: 'Full-year revenue of RMB 1.087 billion, above RMB 1 billion for the first time.',
    paragraphs: [
      'Revenue for 2025 reached RMB 1.087 billion, up 27.1% year on year.',
      'The company proposes a cash dividend of RMB 2.50 (tax included) for every 10 shares to all shareholders.',
    ],
  },
  219: {
    title: 'XY5301 Bluetooth 5.4 SoC with Channel Sounding Launched',
    summary: 'Centimetre-level ranging for digital car keys and indoor positioning.',
    paragraphs: ['The XY5301 supports Bluetooth Channel Sounding with ranging accurate to 10 centimetres.'],
  },
  220: {
    title: 'Global Semiconductor Equipment Spending Set to Grow for a Third Year',
    summary: 'Capacity growth at mature nodes remains an important support for analog chip supply.',
    paragraphs: ['The industry association expects global semiconductor equipment spending to grow 8% this year.'],
    source: 'Industry Watch',
  },
  221: {
    title: 'Xingyuan Micro Opens Its Chengdu R&D Center',
    summary: 'Focused on wireless connectivity and RF technology.',
    paragraphs: ['The first team of 60 at the Chengdu R&D center works on RF front ends and Bluetooth Low Energy.'],
  },
  222: {
    title: 'Company Named a Shanghai "Specialized and Innovative" Enterprise',
    summary: 'Recognised as a specialized, refined, distinctive and innovative SME in Shanghai.',
    paragraphs: ['The authorities recognised our sustained investment in high-performance analog chips.'],
  },
  223: {
    title: 'Domestic Chips for EV Battery Management Systems Gain Pace',
    summary: "Local AFE and isolation chips are entering carmakers' supply chains faster.",
    paragraphs: ['Battery management systems need more and more high-precision ADCs and isolated communication chips.'],
    source: 'Industry Watch',
  },
  224: {
    title: 'Xingyuan Micro Releases Its Third-Quarter 2025 Report',
    summary: 'Revenue for the first three quarters of RMB 731 million, up 26.8% year on year.',
    paragraphs: ['Revenue for the first three quarters reached RMB 731 million, up 26.8% year on year.'],
  },
  225: {
    title: 'XY6830 Switching Charger Enters Volume Production',
    summary: '3 A charge current and 93% charge efficiency.',
    paragraphs: ['The XY6830 is qualified by major phone brands and shipping in volume.'],
  },
  226: {
    title: 'Xingyuan Micro Releases Its 2025 Semi-Annual Report',
    summary: 'First-half revenue of RMB 488 million, up 25.2% year on year.',
    paragraphs: ['Revenue for the first half reached RMB 488 million.'],
  },
  227: {
    title: 'Wearables Ask Ever More of Ultra-Low-Power Sensors',
    summary: 'Health monitoring drives upgrades of temperature and motion sensors.',
    paragraphs: ['Continuous body temperature monitoring calls for ±0.1 °C temperature sensor accuracy.'],
    source: 'Industry Watch',
  },
  228: {
    title: 'Company Holds Its 2024 Annual General Meeting',
    summary: 'Eleven resolutions approved, including the annual report and the profit distribution plan.',
    paragraphs: ['The meeting combined on-site and online voting.'],
  },
  229: {
    title: 'XY5501 Multiprotocol Wireless SoC Enters Volume Production',
    summary: 'Bluetooth, Zigbee and Thread for Matter devices.',
    paragraphs: ['The XY5501 is certified by the Matter and Zigbee alliances.'],
  },
  230: {
    title: 'Automotive LDO XY6218 Qualified to AEC-Q100 Grade 1',
    summary: '4 µA quiescent current and a 40 V rating.',
    paragraphs: ['The XY6218 passed all AEC-Q100 Grade 1 reliability qualification.'],
  },
  231: {
    title: 'The Analog Chip Industry in 2025: An Outlook',
    summary: 'Industrial and automotive inventories are nearly cleared; demand is expected to recover.',
    paragraphs: ['Several firms expect analog chip demand to grow again in the second half of 2025.'],
    source: 'Industry Watch',
  },
  232: {
    title: 'Xingyuan Micro Named a National Intellectual Property Demonstration Enterprise',
    summary: "Recognition for the company's intellectual property management system.",
    paragraphs: ['By the end of 2024 the company held 268 granted patents.'],
  },
  299: {
    title: 'Third-Quarter 2026 Results Briefing: Full Q&A Transcript (Members)',
    summary: 'The complete record of investor questions and management answers at the results briefing.',
    paragraphs: [
      'Q: What share of revenue will automotive products reach this year? A: Automotive products were 18.4% of revenue in the first three quarters; we expect about 20% for the full year.',
      'Q: How are the new wireless connectivity products progressing? A: The XY9216 has been sampled to three leading customers; volume production is expected in the first quarter of next year.',
      'Q: Will R&D spending stay high? A: The company will keep investing more than 20% of revenue in R&D, focused on signal chain and automotive power.',
    ],
  },
};
