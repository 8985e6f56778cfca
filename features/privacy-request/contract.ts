/**
 * A request to exercise one's rights over personal information (issue 24, PIPL): `web/submit_privacy_request`,
 * sent by the form of /privacy/request (docs/backend-api.md). The backend checks who asks (it writes to the
 * e-mail address given) and answers the request; the site passes it on and shows the reference.
 */
import { z } from 'zod';
import { defineCalls } from '@/lib/backend/call-spec';
import { PHONE_PATTERN } from '@/lib/backend/phone';

export const PRIVACY_CALLS = defineCalls({
  /** A request about one's personal information, guarded by a captcha bound to it; it shows nothing. */
  submitPrivacyRequest: { name: 'web/submit_privacy_request', tags: [], captcha: true },
  /** The requester confirms the address by the link the backend mailed to it; a visitor's own, never kept. */
  confirmPrivacyRequest: { name: 'web/confirm_privacy_request', tags: [] },
});

/** The page the identity mail's link opens: a button that confirms the request (features/privacy-request/confirm-page.tsx). */
export const PRIVACY_CONFIRM_PATH = '/privacy/request/confirm';

/**
 * The identity mail's link, built by the backend from its own site address (never from a request: issue 42) in the
 * request's language: `https://www.example.com/en/privacy/request/confirm?token=…`.
 */
export function privacyConfirmLink(site: string, lang: 'zh' | 'en', token: string): string {
  return `${new URL(site).origin}${lang === 'en' ? '/en' : ''}${PRIVACY_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
}

/** What may be asked: a copy of one's data, a correction, its deletion, consent withdrawn, a member account deleted. */
export const PRIVACY_REQUEST_KINDS = ['access', 'correction', 'deletion', 'withdraw_consent', 'account_deletion'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

export const PRIVACY_REQUEST_LIMITS = { name: 50, email: 128, phone: 30, account: 64, details: 1000 } as const;

const field = (max: number) => z.string().trim().min(1).max(max);

export const PrivacyRequestSchema = z
  .object({
    kind: z.enum(PRIVACY_REQUEST_KINDS),
    name: field(PRIVACY_REQUEST_LIMITS.name),
    email: z.string().trim().max(PRIVACY_REQUEST_LIMITS.email).pipe(z.email()),
    phone: z.string().trim().max(PRIVACY_REQUEST_LIMITS.phone).regex(PHONE_PATTERN, 'phone').optional(),
    /** The member account's name: required to delete an account, optional otherwise. */
    account: z.string().trim().max(PRIVACY_REQUEST_LIMITS.account).optional(),
    details: field(PRIVACY_REQUEST_LIMITS.details),
    verify_key: z.string().min(1).max(128),
    verify_code: z.string().min(1).max(16),
  })
  .refine((request) => request.kind !== 'account_deletion' || Boolean(request.account), {
    message: 'the account to delete',
    path: ['account'],
  });
export type PrivacyRequest = z.input<typeof PrivacyRequestSchema>;

export const PrivacyConfirmRequestSchema = z.object({ token: z.string().min(8).max(200) });

/** What a confirmed request is: its reference and kind, nothing of the person. */
export const PrivacyConfirmationSchema = z.object({
  reference: z.string().min(1).max(40),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
});
export type PrivacyConfirmation = z.infer<typeof PrivacyConfirmationSchema>;
