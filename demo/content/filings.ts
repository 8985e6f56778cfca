/**
 * Demo investor documents: temporary announcements, periodic reports, governance documents and investor
 * activity records. Each has its own small PDF (demo/content/files/docs/ir/<id>.pdf). Pure data.
 */
import type { AnnouncementType } from '@/lib/backend/types';

export const INVESTOR_CATEGORIES = { announcements: 31, reports: 32, governance: 33, activities: 34 } as const;

export type RawFiling = {
  id: number;
  category: number;
  date: string;
  title: string;
  type: AnnouncementType;
  subtype: string;
  number: string;
  fiscalYear?: number;
};

const { announcements, reports, governance, activities } = INVESTOR_CATEGORIES;

const temporary = (id: number, date: string, number: string, subtype: string, title: string): RawFiling => ({
  id,
  category: announcements,
  date,
  title,
  type: 'temporary',
  subtype,
  number,
});
const periodic = (id: number, date: string, number: string, subtype: string, fiscalYear: number, title: string): RawFiling => ({
  id,
  category: reports,
  date,
  title,
  type: 'periodic',
  subtype,
  number,
  fiscalYear,
});
const rule = (id: number, date: string, subtype: string, title: string): RawFiling => ({
  id,
  category: governance,
  date,
  title,
  type: 'governance',
  subtype,
  number: '',
});
const activity = (id: number, date: string, number: string, subtype: string, title: string): RawFiling => ({
  id,
  category: activities,
  date,
  title,
  type: 'activity',
  subtype,
  number,
});

export const rawFilings: RawFiling[] = [
  temporary(301, '2026-11-02', '2026-048', '业绩说明会', '关于召开 2026 年第三季度业绩说明会的公告'),
  temporary(302, '2026-09-25', '2026-041', '董事会决议', '第三届董事会第十二次会议决议公告'),
  temporary(303, '2026-07-08', '2026-033', '股份回购', '关于以集中竞价交易方式回购股份的进展公告'),
  temporary(309, '2026-10-28', '2026-047', '董事会决议', '第三届董事会第十三次会议决议公告'),
  temporary(310, '2026-10-28', '2026-045', '监事会决议', '第三届监事会第十一次会议决议公告'),
  temporary(311, '2026-09-25', '2026-042', '募集资金', '关于使用部分闲置募集资金进行现金管理的公告'),
  temporary(312, '2026-08-22', '2026-039', '募集资金', '2026 年半年度募集资金存放与实际使用情况的专项报告'),
  temporary(313, '2026-08-01', '2026-035', '股份回购', '关于股份回购实施结果暨股份变动的公告'),
  temporary(314, '2026-06-18', '2026-030', '权益分派', '2025 年年度权益分派实施公告'),
  temporary(315, '2026-05-20', '2026-026', '股东大会', '2025 年年度股东大会决议公告'),
  temporary(316, '2026-04-25', '2026-018', '权益分派', '关于 2025 年度利润分配方案的公告'),
  temporary(317, '2026-04-25', '2026-016', '董事会决议', '第三届董事会第九次会议决议公告'),
  temporary(318, '2026-03-16', '2026-009', '股权激励', '关于向激励对象首次授予限制性股票的公告'),
  temporary(319, '2026-02-06', '2026-004', '关联交易', '关于 2026 年度日常关联交易预计的公告'),
  temporary(320, '2026-01-20', '2026-002', '业绩预告', '2025 年年度业绩预增公告'),
  temporary(321, '2025-12-12', '2025-061', '股东大会', '2025 年第二次临时股东大会决议公告'),
  temporary(322, '2025-10-30', '2025-055', '董事会决议', '第三届董事会第六次会议决议公告'),
  temporary(323, '2025-08-22', '2025-043', '募集资金', '2025 年半年度募集资金存放与实际使用情况的专项报告'),
  temporary(324, '2025-06-26', '2025-036', '权益分派', '2024 年年度权益分派实施公告'),
  temporary(325, '2025-05-20', '2025-030', '股东大会', '2024 年年度股东大会决议公告'),
  temporary(326, '2025-04-26', '2025-019', '董事会决议', '第三届董事会第三次会议决议公告'),
  temporary(327, '2025-03-10', '2025-008', '股权激励', '2025 年限制性股票激励计划（草案）摘要公告'),
  temporary(328, '2025-01-18', '2025-003', '业绩预告', '2024 年年度业绩预告'),

  periodic(304, '2026-10-28', '2026-046', '第三季度报告', 2026, '2026 年第三季度报告'),
  periodic(305, '2026-08-22', '2026-038', '半年度报告', 2026, '2026 年半年度报告'),
  periodic(329, '2026-04-25', '2026-017', '第一季度报告', 2026, '2026 年第一季度报告'),
  periodic(306, '2026-04-25', '2026-015', '年度报告', 2025, '2025 年年度报告'),
  periodic(330, '2025-10-30', '2025-054', '第三季度报告', 2025, '2025 年第三季度报告'),
  periodic(331, '2025-08-22', '2025-042', '半年度报告', 2025, '2025 年半年度报告'),
  periodic(332, '2025-04-26', '2025-021', '第一季度报告', 2025, '2025 年第一季度报告'),
  periodic(333, '2025-04-26', '2025-018', '年度报告', 2024, '2024 年年度报告'),

  rule(307, '2024-05-20', '公司章程', '公司章程（2024 年 5 月修订）'),
  rule(308, '2024-05-20', '管理制度', '信息披露管理制度'),
  rule(334, '2024-05-20', '议事规则', '股东大会议事规则'),
  rule(335, '2024-05-20', '议事规则', '董事会议事规则'),
  rule(336, '2023-08-25', '管理制度', '投资者关系管理制度'),
  rule(337, '2023-08-25', '管理制度', '募集资金管理制度'),

  activity(338, '2026-11-13', '2026-06', '业绩说明会', '2026 年第三季度业绩说明会投资者关系活动记录表'),
  activity(339, '2026-09-05', '2026-05', '特定对象调研', '投资者关系活动记录表（2026 年 9 月机构调研）'),
  activity(340, '2026-05-08', '2026-03', '业绩说明会', '2025 年度暨 2026 年第一季度业绩说明会投资者关系活动记录表'),
  activity(341, '2026-03-12', '2026-02', '路演活动', '投资者关系活动记录表（2026 年 3 月策略会）'),
  activity(342, '2025-11-20', '2025-07', '特定对象调研', '投资者关系活动记录表（2025 年 11 月机构调研）'),
];
