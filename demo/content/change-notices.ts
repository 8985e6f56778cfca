/**
 * Demo change notices (issue 23): product change notices (PCN) and discontinuance notices (PDN, end of
 * life) of the demo catalogue, in both languages. Pure data, shared with the asset generator, which writes
 * each notice's PDF. The company and its notices are fictional.
 */
import type { NoticeType } from '@/features/change-notices/contract';

type Text = { zh: string; en: string };

export type RawNotice = {
  number: string;
  type: NoticeType;
  title: Text;
  date: string;
  effective_date: string;
  last_time_buy?: string;
  summary: Text;
  /** The products whose every orderable part the notice affects. */
  products: number[];
  /** A PDN's recommended successor product. */
  replacement?: number;
};

/** Where a notice's PDF lives under demo/content/files. */
export const noticeFile = (number: string) => `docs/notices/${number.toLowerCase()}.pdf`;

export const rawNotices: RawNotice[] = [
  {
    number: 'PCN-2026-012',
    type: 'pcn',
    title: { zh: '新增封装测试工厂', en: 'Additional assembly and test site' },
    date: '2026-11-02',
    effective_date: '2027-02-01',
    summary: {
      zh: '为提升产能与供应韧性，XY6201 与 XY6205 新增无锡封装测试工厂。封装材料、工艺与测试程序不变，电气参数与可靠性经认证一致；卷带标签新增产地代码。',
      en: 'To add capacity and resilience, XY6201 and XY6205 gain a second assembly and test site in Wuxi. Package materials, process and test programme are unchanged; electrical and reliability qualification shows the same results. Reel labels add a site code.',
    },
    products: [101, 109],
  },
  {
    number: 'PDN-2026-011',
    type: 'pdn',
    title: { zh: 'XY5101 停产通知', en: 'XY5101 discontinuance' },
    date: '2026-10-20',
    effective_date: '2027-10-31',
    last_time_buy: '2027-04-30',
    summary: {
      zh: 'XY5101 低功耗蓝牙 5.0 SoC 将停产。最后订货日为 2027-04-30，最后交货日为 2027-10-31。建议新设计采用引脚兼容的 XY5201（蓝牙 5.3）。',
      en: 'The XY5101 Bluetooth LE 5.0 SoC is discontinued. Last orders by 2027-04-30, last shipments by 2027-10-31. New designs should use the pin-compatible XY5201 (Bluetooth 5.3).',
    },
    products: [121],
    replacement: 106,
  },
  {
    number: 'PDN-2026-009',
    type: 'pdn',
    title: { zh: 'XY6812 停产通知', en: 'XY6812 discontinuance' },
    date: '2026-09-15',
    effective_date: '2027-09-30',
    last_time_buy: '2027-03-31',
    summary: {
      zh: 'XY6812 单节锂电池线性充电芯片将停产。最后订货日为 2027-03-31，最后交货日为 2027-09-30。建议改用开关充电芯片 XY6830，效率更高、发热更低。',
      en: 'The XY6812 single-cell linear charger is discontinued. Last orders by 2027-03-31, last shipments by 2027-09-30. We recommend the XY6830 switching charger: higher efficiency, less heat.',
    },
    products: [103],
    replacement: 112,
  },
  {
    number: 'PCN-2026-007',
    type: 'pcn',
    title: { zh: '新增 12 英寸晶圆产线', en: 'Additional 12-inch wafer fab' },
    date: '2026-06-18',
    effective_date: '2026-09-18',
    summary: {
      zh: 'XY8850、XY8812 与 XY8816 新增 12 英寸晶圆产线，工艺节点与版图不变。认证数据显示参数分布与现有产线一致，数据手册规格不变。',
      en: 'XY8850, XY8812 and XY8816 are also made on a 12-inch wafer line, with the same process node and layout. Qualification shows the same parameter distributions; datasheet limits are unchanged.',
    },
    products: [104, 115, 116],
  },
  {
    number: 'PCN-2026-002',
    type: 'pcn',
    title: { zh: '丝印格式与数据手册更新', en: 'Top marking format and datasheet update' },
    date: '2026-02-24',
    effective_date: '2026-05-25',
    summary: {
      zh: 'XY5201 与 XY5202 的顶面丝印增加批次追溯码，数据手册同步更新射频测试条件说明。器件功能与性能不变。',
      en: 'The top marking of XY5201 and XY5202 gains a lot trace code, and the datasheet clarifies its RF test conditions. Function and performance are unchanged.',
    },
    products: [106, 129],
  },
  {
    number: 'PCN-2025-021',
    type: 'pcn',
    title: { zh: '卷带包装由 7 英寸改为 13 英寸', en: 'Tape and reel: 7-inch reels become 13-inch' },
    date: '2025-10-09',
    effective_date: '2026-01-05',
    summary: {
      zh: 'XY6530、XY6830 与 XY6301 的卷带包装由 7 英寸卷盘改为 13 英寸卷盘，每盘数量由 3000 颗增至 10000 颗；载带尺寸与器件方向不变。',
      en: 'XY6530, XY6830 and XY6301 ship on 13-inch instead of 7-inch reels, 10,000 instead of 3,000 parts per reel; carrier tape and part orientation are unchanged.',
    },
    products: [102, 112, 113],
  },
  {
    number: 'PDN-2025-014',
    type: 'pdn',
    title: { zh: 'XY6601 停产通知', en: 'XY6601 discontinuance' },
    date: '2025-06-16',
    effective_date: '2026-06-30',
    last_time_buy: '2025-12-31',
    summary: {
      zh: 'XY6601 1 A 同步降压转换器已停产，最后订货日为 2025-12-31，最后交货日为 2026-06-30。建议改用 XY6530。',
      en: 'The XY6601 1 A synchronous buck converter is discontinued: last orders by 2025-12-31, last shipments by 2026-06-30. We recommend the XY6530.',
    },
    products: [114],
    replacement: 102,
  },
];
