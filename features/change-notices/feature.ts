/** Product change and discontinuance notices (issue 23): the list, a page per notice, the product page's section, the feed. */
import { defineFeature } from '../feature';
import { NOTICE_CALLS } from './contract';
import { CHANGE_NOTICES_PATH, CHANGE_NOTICES_QUERY, NOTICE_FEED_QUERY } from './notices';

export const changeNotices = defineFeature({
  name: 'change-notices',
  calls: NOTICE_CALLS,
  pageQueries: {
    [CHANGE_NOTICES_PATH]: CHANGE_NOTICES_QUERY,
    /** A route, not a page, that reads its query as pages do: one product line's notices. */
    '/feed/change-notices.xml': NOTICE_FEED_QUERY,
  },
  feeds: ['change-notices'],
});
