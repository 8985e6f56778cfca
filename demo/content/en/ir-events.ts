/** The demo investor calendar in English (demo/content/ir-events.ts), same events and times. */
import type { IrEventInput } from '@/lib/backend/types';
import { irEvents } from '../ir-events';

const HEADQUARTERS = 'Ground-floor meeting room, headquarters, 88 Xingyuan Road, Zhangjiang Hi-Tech Park, Pudong, Shanghai';
const ROADSHOW = 'SSE Roadshow Center (online)';

const EN: Record<number, Pick<IrEventInput, 'title' | 'location' | 'description' | 'url'>> = {
  511: {
    title: 'First Extraordinary General Meeting of 2026',
    location: HEADQUARTERS,
    description:
      'To consider the expected day-to-day related-party transactions for 2027, among other proposals. Online voting 9:15–15:00 that day.',
  },
  513: {
    title: 'Scheduled disclosure: 2026 annual report and 2027 first-quarter report',
    description: 'The date published on the Shanghai Stock Exchange website prevails.',
  },
  514: {
    title: '2026 Full-Year and 2027 First-Quarter Results Briefing',
    location: ROADSHOW,
    description: 'Questions may be submitted through the SSE Roadshow Center before the call.',
  },
  515: { title: '2026 Annual General Meeting', location: HEADQUARTERS },
  502: {
    title: '2026 Third-Quarter Results Briefing',
    location: ROADSHOW,
    description: "The chairman and CEO and the CFO answered investors' questions online.",
    url: '/news/detail/211',
  },
  501: { title: '2026 third-quarter report published' },
  505: { title: '2026 half-year report published' },
  503: { title: '2025 Annual General Meeting', location: HEADQUARTERS },
  504: { title: '2025 Full-Year and 2026 First-Quarter Results Briefing', location: ROADSHOW },
  506: { title: '2025 annual report and 2026 first-quarter report published' },
  507: { title: '2026 Spring Investment Strategy Conference', location: 'Shanghai' },
  508: { title: 'Second Extraordinary General Meeting of 2025', location: HEADQUARTERS },
};

export const irEventsEn: IrEventInput[] = irEvents.map((event) => ({ ...event, ...EN[event.id] }));
