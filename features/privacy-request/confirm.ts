/**
 * The identity check of a privacy request (docs/backend-api.md, `web/confirm_privacy_request`): the state of the
 * confirmation page's form, from asking to the backend's answer. Pure; no zod (the browser imports this file).
 */
import type { PrivacyRequestKind } from './contract';

export type PrivacyConfirmState =
  { kind: 'asking' } | { kind: 'failed' } | { kind: 'invalid' } | { kind: 'done'; reference: string; request: PrivacyRequestKind };
