/**
 * E-mail alerts (issue 25): the subscription form of /investor/alerts (works without script), the pages a
 * mail's links open (a button confirms or ends, so a mail scanner's visit does nothing: issue 42) and RFC
 * 8058's one-click address. A member's own alerts are set on /account (`web/get_my_alerts`, `web/set_my_alerts`).
 */
import { CAPTCHA_QUERY } from '@/lib/forms/captcha-query';
import { ALERTS_CONFIRM_PATH, ALERTS_ONE_CLICK_PATH, ALERTS_PATH, ALERTS_UNSUBSCRIBE_PATH } from '@/lib/investor-paths';
import { defineFeature } from '../feature';
import { ALERT_CALLS } from './contract';
import { MAIL_LINK_QUERY } from '@/lib/forms/mail-link';

const subscribe = ALERT_CALLS.subscribeAlerts.name;

export const alerts = defineFeature({
  name: 'alerts',
  calls: ALERT_CALLS,
  pageQueries: {
    [ALERTS_PATH]: CAPTCHA_QUERY,
    [ALERTS_CONFIRM_PATH]: MAIL_LINK_QUERY,
    [ALERTS_UNSUBSCRIBE_PATH]: MAIL_LINK_QUERY,
    /** A route, not a page, that reads its query as pages do: the one-click address. */
    [ALERTS_ONE_CLICK_PATH]: MAIL_LINK_QUERY,
  },
  captchaPages: [ALERTS_PATH],
  rateLimits: [
    // Each subscription makes the backend send a mail: to an address the visitor may not own.
    { call: subscribe, by: 'address', points: 5, seconds: 10 * 60 },
    { call: subscribe, by: 'recipient', points: 3, seconds: 60 * 60 },
  ],
});
