/** The demo company profile in English (demo/content/company.ts), as the company's English site writes it. */
import type { CompanyProfileInput } from '@/lib/backend/types';
import { companyProfile } from '../company';

const HOURS = 'Weekdays 9:00-18:00 (UTC+8)';

const HONOURS_EN: Record<number, { title: string; issuer: string }> = {
  1: { title: 'National "Little Giant" Specialized and Innovative Enterprise', issuer: 'Ministry of Industry and Information Technology' },
  2: { title: 'Most Innovative Analog Chip Company of the Year', issuer: 'China Chip Awards Committee' },
  3: { title: 'Shanghai Specialized and Innovative Enterprise', issuer: 'Shanghai Municipal Commission of Economy and Informatization' },
  4: { title: 'IATF 16949 Quality Management System Certification', issuer: 'IATF-recognised certification body' },
  5: { title: 'ISO 26262 ASIL D Functional Safety Process Certification', issuer: 'Third-party functional safety certification body' },
  6: { title: 'ISO 9001 / ISO 14001 Management System Certification', issuer: 'Third-party certification body' },
  7: { title: 'Invention patent: a low-noise bandgap reference circuit', issuer: 'China National Intellectual Property Administration' },
  8: {
    title: 'Invention patent: a digital decimation filter for sigma-delta modulators',
    issuer: 'China National Intellectual Property Administration',
  },
};

/** Per id (or position) the English texts; numbers, addresses' postcodes, phones and images stay. */
export const companyProfileEn = {
  ...companyProfile,
  key_figures: [
    { key: 'founded', label: 'Founded in', value: '2016', unit: '', note: 'Headquartered in Zhangjiang, Shanghai' },
    { key: 'patents', label: 'Granted patents', value: '312', unit: '', note: 'Including 186 invention patents' },
    { key: 'employees', label: 'Employees', value: '860+', unit: '', note: 'More than 60% in R&D' },
    { key: 'customers', label: 'Customers', value: '2000+', unit: '', note: 'In industrial, automotive and consumer electronics' },
  ],
  culture: {
    mission: 'Precise analog that lets everything sense, with every chip worth trusting.',
    vision: 'To be the first-choice partner in high-performance analog and mixed-signal chips for customers worldwide.',
    values: [
      { title: 'Customers first', description: "We define chips from the customer's system, and respond faster than the need arises." },
      { title: 'Excellence', description: 'We answer for every parameter, every tape-out and every datasheet.' },
      { title: 'Open collaboration', description: 'We grow together with customers, suppliers and peers, and speak frankly.' },
      { title: 'The long view', description: 'We keep to our own R&D and to developing people, and let time work for us.' },
    ],
  },
  leaders: [
    {
      id: 1,
      name: 'Lin Qihang',
      title: 'Chairman and General Manager',
      bio: 'PhD in microelectronics from Tsinghua University. Formerly design director at a leading international analog chip company, with more than 20 years in analog IC design and management. Founded the company in 2016.',
      photo: 'files/leaders/1.svg',
    },
    {
      id: 2,
      name: 'Zhou Yaning',
      title: 'Director and Chief Technology Officer',
      bio: 'PhD in microelectronics from Fudan University and IEEE Senior Member. Leads the technology roadmap of the signal-chain and automotive product lines; author of more than 30 papers.',
      photo: 'files/leaders/2.svg',
    },
    {
      id: 3,
      name: 'Chen Liheng',
      title: 'Deputy General Manager and Chief Financial Officer',
      bio: 'Master of accounting from Shanghai University of Finance and Economics and Certified Public Accountant (China). Formerly head of finance at a listed company.',
      photo: 'files/leaders/3.svg',
    },
    {
      id: 4,
      name: 'Xu Wenlan',
      title: 'Board Secretary',
      bio: 'Master of law from East China University of Political Science and Law, holding the board secretary qualification of the Shanghai Stock Exchange. Responsible for information disclosure and investor relations.',
      photo: 'files/leaders/4.svg',
    },
    {
      id: 5,
      name: 'Wang Tuo',
      title: 'Deputy General Manager, Head of Sales and Marketing',
      bio: 'Bachelor of electronic engineering from Southeast University, with 18 years in semiconductor sales and marketing management.',
      photo: 'files/leaders/5.svg',
    },
  ],
  honours: companyProfile.honours.map((honour) => ({ ...honour, ...HONOURS_EN[honour.id] })),
  offices: [
    {
      id: 1,
      name: 'Shanghai Headquarters',
      type: 'headquarters',
      city: 'Shanghai',
      address: 'No. 88 Xingyuan Road, Zhangjiang Hi-Tech Park, Pudong New Area, Shanghai',
      postcode: '201203',
      phone: '+86 21 5080 6000',
      email: 'service@xingyuan-micro.example',
    },
    {
      id: 2,
      name: 'Suzhou R&D Center',
      type: 'rd',
      city: 'Suzhou',
      address: 'Building 6, Creative Industry Park, No. 328 Xinghu Street, Suzhou Industrial Park',
      postcode: '215123',
      phone: '+86 512 6288 6000',
      email: 'suzhou@xingyuan-micro.example',
    },
    {
      id: 3,
      name: 'Chengdu R&D Center',
      type: 'rd',
      city: 'Chengdu',
      address: 'Building 9, No. 1388 Middle Tianfu Avenue, High-Tech Zone, Chengdu',
      postcode: '610041',
      phone: '+86 28 8518 6000',
      email: 'chengdu@xingyuan-micro.example',
    },
    {
      id: 4,
      name: 'Shenzhen Application Center',
      type: 'support',
      city: 'Shenzhen',
      address: '21F, Xingyuan Technology Tower, No. 88 Keji South 12th Road, Nanshan District, Shenzhen',
      postcode: '518057',
      phone: '+86 755 8660 6000',
      email: 'shenzhen@xingyuan-micro.example',
    },
    {
      id: 5,
      name: 'Beijing Sales Office',
      type: 'sales',
      city: 'Beijing',
      address: '12F, No. 18 Zhongguancun Street, Haidian District, Beijing',
      postcode: '100080',
      phone: '+86 10 8260 6000',
      email: 'beijing@xingyuan-micro.example',
    },
  ],
  map: { ...companyProfile.map, caption: 'Headquarters and offices of Xingyuan Micro' },
  hotlines: [
    { label: 'Sales', phone: '+86 400-820-6888', hours: HOURS },
    { label: 'Technical support', phone: '+86 400-820-6999', hours: HOURS },
    { label: 'Switchboard', phone: '+86 21 5080 6000', hours: HOURS },
  ],
  ir_contact: {
    ...companyProfile.ir_contact,
    secretary: 'Xu Wenlan',
    representative: 'Sun Mu',
    phone: '+86 21 5080 6088',
    fax: '+86 21 5080 6099',
    address: 'Board Office, No. 88 Xingyuan Road, Zhangjiang Hi-Tech Park, Pudong New Area, Shanghai',
    hours: 'Trading days 9:30-11:30 and 13:00-17:00 (UTC+8)',
    complaints: 'Board Office, +86 21 5080 6088, ir-complaints@xingyuan-micro.example',
  },
} satisfies CompanyProfileInput;
