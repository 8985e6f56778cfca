/** The investor pages' calls as the demo backend answers them, from demo/content/ir (the demo company's record). */
import { namesOf } from '@/lib/backend/call-spec';
import { ok, type Handler } from '@/demo/handler-kit';
import { dividends } from '@/demo/content/ir/dividends';
import { meetings } from '@/demo/content/ir/meetings';
import { briefings } from '@/demo/content/ir/briefings';
import { esg } from '@/demo/content/ir/esg';
import { DEPTH_CALLS } from './contract';

const CALLS = namesOf(DEPTH_CALLS);

export const depthHandlers = {
  [CALLS.getDividends]: ({ lang }) => ok(dividends(lang)),
  [CALLS.getMeetings]: ({ lang }) => ok(meetings(lang)),
  [CALLS.getBriefings]: ({ lang }) => ok(briefings(lang)),
  [CALLS.getEsg]: ({ lang }) => ok(esg(lang)),
} satisfies Record<(typeof CALLS)[keyof typeof CALLS], Handler>;
