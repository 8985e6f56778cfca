/**
 * The embedded demo backend's handlers of every feature's calls (issue 43), composed for demo/backend.ts,
 * which answers the core's itself. Apart from ./index.ts so the site's own bundles never carry the demo.
 */
import type { Handler } from '@/demo/handler-kit';
import type { CallName } from './index';
import { noticeHandlers } from './change-notices/demo';
import { alertHandlers } from './alerts/demo';
import { contactHandlers } from './contact/demo';
import { depthHandlers } from './investor-depth/demo';
import { investorHandlers } from './investor/demo';
import { qaHandlers } from './investor-qa/demo';
import { passwordResetHandlers } from './password-reset/demo';
import { privacyRequestHandlers } from './privacy-request/demo';
import { qualityHandlers } from './quality/demo';
import { resourcesHandlers } from './resources/demo';
import { sampleHandlers } from './samples/demo';
import { inventoryHandlers } from './where-to-buy/demo';

export const FEATURE_DEMO_HANDLERS = {
  ...alertHandlers,
  ...noticeHandlers,
  ...contactHandlers,
  ...depthHandlers,
  ...investorHandlers,
  ...qaHandlers,
  ...passwordResetHandlers,
  ...privacyRequestHandlers,
  ...qualityHandlers,
  ...resourcesHandlers,
  ...sampleHandlers,
  ...inventoryHandlers,
} satisfies Partial<Record<CallName, Handler>>;
