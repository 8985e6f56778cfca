/**
 * Investor relations in depth (issue 25; docs/backend-api.md): dividends, shareholders' meetings, results
 * briefings and sustainability. Their schemas are shared with /investor's price chart and calendar, which
 * mark these events, so they stay below the features (lib/backend/ir-types.ts).
 */
import { defineCalls } from '@/lib/backend/call-spec';

export const DEPTH_CALLS = defineCalls({
  getDividends: { name: 'web/get_dividends', tags: ['investor'] },
  getMeetings: { name: 'web/get_meetings', tags: ['investor'] },
  getBriefings: { name: 'web/get_briefings', tags: ['investor'] },
  getEsg: { name: 'web/get_esg', tags: ['investor'] },
});
