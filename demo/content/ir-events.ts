/**
 * The demo investor calendar (`web/get_ir_events`), consistent with the demo's announcements and news:
 * the third-quarter report of 2026-10-28, its results call of 2026-11-12, the shareholders' meetings whose
 * resolutions are announced. Meetings and briefings name their pages (demo/content/ir/). Times are China time
 * (no offset). Pure data.
 */
import type { IrEventInput } from '@/lib/backend/types';

const HEADQUARTERS = '上海市浦东新区张江高科技园区星垣路 88 号 公司总部一楼会议室';
const ROADSHOW = '上证路演中心（网络互动）';

export const irEvents: IrEventInput[] = [
  {
    id: 511,
    meeting_id: 711,
    type: 'meeting',
    title: '2026 年第一次临时股东大会',
    starts_at: '2026-12-15T14:30',
    ends_at: '2026-12-15T16:30',
    location: HEADQUARTERS,
    description: '审议 2027 年度日常关联交易预计等议案。网络投票时间为当日 9:15–15:00。',
  },
  {
    id: 513,
    type: 'results',
    title: '2026 年年度报告及 2027 年第一季度报告预约披露',
    starts_at: '2027-04-24',
    description: '以上海证券交易所网站披露的日期为准。',
  },
  {
    id: 514,
    briefing_id: 804,
    type: 'call',
    title: '2026 年度暨 2027 年第一季度业绩说明会',
    starts_at: '2027-05-07T15:00',
    ends_at: '2027-05-07T16:30',
    location: ROADSHOW,
    description: '投资者可于会前通过上证路演中心提问。',
  },
  { id: 515, type: 'meeting', title: '2026 年年度股东大会', starts_at: '2027-05-19T14:30', location: HEADQUARTERS },
  {
    id: 502,
    briefing_id: 802,
    type: 'call',
    title: '2026 年第三季度业绩说明会',
    starts_at: '2026-11-12T15:00',
    ends_at: '2026-11-12T16:30',
    location: ROADSHOW,
    description: '董事长、总经理与财务总监在线回答投资者提问。',
    url: '/news/detail/211',
  },
  { id: 501, type: 'results', title: '2026 年第三季度报告披露', starts_at: '2026-10-28' },
  { id: 505, type: 'results', title: '2026 年半年度报告披露', starts_at: '2026-08-22' },
  {
    id: 503,
    meeting_id: 703,
    type: 'meeting',
    title: '2025 年年度股东大会',
    starts_at: '2026-05-19T14:30',
    ends_at: '2026-05-19T16:00',
    location: HEADQUARTERS,
  },
  {
    id: 504,
    briefing_id: 803,
    type: 'call',
    title: '2025 年度暨 2026 年第一季度业绩说明会',
    starts_at: '2026-05-07T15:00',
    ends_at: '2026-05-07T17:00',
    location: ROADSHOW,
  },
  { id: 506, type: 'results', title: '2025 年年度报告及 2026 年第一季度报告披露', starts_at: '2026-04-25' },
  { id: 507, type: 'roadshow', title: '2026 年春季投资策略会', starts_at: '2026-03-11', ends_at: '2026-03-12', location: '上海' },
  { id: 508, meeting_id: 708, type: 'meeting', title: '2025 年第二次临时股东大会', starts_at: '2025-12-11T14:30', location: HEADQUARTERS },
];
