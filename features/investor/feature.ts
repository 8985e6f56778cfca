/**
 * Investor relations' main page (/investor): the share price and its chart, the financial highlights and
 * their CSV, the calendar, the announcements (with their feed), the periodic reports, governance and
 * activities, the IR contact. The pages in depth (dividends, meetings, briefings, sustainability), the
 * Q&A and the alerts are features of their own that the page composes.
 */
import { INVESTOR_QUERY } from '@/lib/investor-paths';
import { defineFeature } from '../feature';
import { INVESTOR_CALLS } from './contract';

export const investor = defineFeature({
  name: 'investor',
  calls: INVESTOR_CALLS,
  pageQueries: { '/investor': INVESTOR_QUERY },
  feeds: ['announcements'],
});
