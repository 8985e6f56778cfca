/**
 * Requests about one's personal information in the demo backend (`web/submit_privacy_request`,
 * docs/backend-api.md): kept with a reference (`PR-…`) in `$DEMO_DATA_DIR/privacy-requests.jsonl`, and a link mailed
 * to the address to confirm that the requester holds it (`web/confirm_privacy_request`: confirmations are kept in
 * `privacy-confirmations.jsonl`; a link works for 7 days). A request
 * of the same kind from the same e-mail address that is still open (the demo's 30 days) gets the same kind of
 * receipt as any (issue 42: whoever typed the address learns nothing of its owner's requests), is not kept
 * again, and the owner is told by mail, with the open request's reference.
 */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { PRIVACY_CALLS, PrivacyConfirmRequestSchema, PrivacyRequestSchema, privacyConfirmLink, type PrivacyConfirmation } from './contract';
import { siteNow } from '@/lib/core/clock';
import type { DemoLanguage } from '@/demo/content/catalog';
import { jsonlFile } from '@/demo/jsonl-file';
import { newReference } from '@/demo/reference';
import { sendMail } from '@/demo/mailer';
import { demoSiteAddress } from '@/demo/site-address';
import { verifyCaptcha } from '@/demo/captcha';
import { ok, refuse, REFUSALS, withRequest, type Handler } from '@/demo/handler-kit';

type Request = z.output<typeof PrivacyRequestSchema>;
export type StoredPrivacyRequest = Omit<Request, 'verify_key' | 'verify_code'> & {
  reference: string;
  created_at: string;
  lang?: DemoLanguage;
  /** The identity link's token (requests kept before the demo mailed links have none). */
  confirm_token?: string;
};

const requests = jsonlFile<StoredPrivacyRequest>('privacy-requests');
const confirmations = jsonlFile<{ reference: string; at: string }>('privacy-confirmations');
const DAY_MS = 24 * 60 * 60 * 1000;
const OPEN_MS = 30 * DAY_MS;
/** How long the identity link works. */
export const CONFIRM_LINK_MS = 7 * DAY_MS;

const IDENTITY = {
  zh: {
    subject: '请确认您的个人信息请求',
    text: '您好：\n\n我们收到了用本邮箱提交的个人信息请求（编号 {reference}）。为保护您的信息，请在 7 天内打开下面的链接，确认请求由您本人提出；确认后我们才会处理：\n\n{link}\n\n如果这不是您本人的操作，请忽略本邮件，我们不会处理该请求。\n',
  },
  en: {
    subject: 'Please confirm your request about your personal information',
    text: 'Hello,\n\nWe received a request about personal information from this e-mail address (reference {reference}). To protect your information, open the link below within 7 days to confirm that the request is yours; we act on it only then:\n\n{link}\n\nIf it was not you, ignore this mail and nothing will be done.\n',
  },
} satisfies Record<DemoLanguage, { subject: string; text: string }>;

const ALREADY_OPEN = {
  zh: {
    subject: '您的个人信息请求正在处理中',
    text: '您好：\n\n我们收到了用本邮箱提交的又一份同类个人信息请求。您此前的请求（编号 {reference}）仍在处理中，我们会尽快通过邮件答复，无需重复提交。\n\n如果这不是您本人的操作，请忽略本邮件。\n',
  },
  en: {
    subject: 'Your request about your personal information is in progress',
    text: 'Hello,\n\nWe received another request of the same kind from this e-mail address. Your earlier request (reference {reference}) is still in progress; we will reply by e-mail, and there is no need to send it again.\n\nIf it was not you, ignore this mail.\n',
  },
} satisfies Record<DemoLanguage, { subject: string; text: string }>;

export async function submitPrivacyRequest(lang: DemoLanguage, request: Request, now = siteNow()): Promise<{ reference: string }> {
  const email = request.email.toLowerCase();
  const open = (await requests.readAll()).find(
    (kept) => kept.kind === request.kind && kept.email.toLowerCase() === email && now - Date.parse(kept.created_at) < OPEN_MS,
  );
  if (open) {
    const mail = ALREADY_OPEN[lang];
    await sendMail({ to: open.email, subject: mail.subject, text: mail.text.replace('{reference}', open.reference) }).catch(
      () => undefined,
    );
    return { reference: newReference('PR', now) };
  }
  const { verify_key: _key, verify_code: _code, ...fields } = request;
  const stored = await requests.append({
    ...fields,
    lang,
    reference: newReference('PR', now),
    created_at: new Date(now).toISOString(),
    confirm_token: randomBytes(24).toString('base64url'),
  });
  const mail = IDENTITY[lang];
  const link = privacyConfirmLink(demoSiteAddress(), lang, stored.confirm_token!);
  await sendMail({
    to: stored.email,
    subject: mail.subject,
    text: mail.text.replace('{reference}', stored.reference).replace('{link}', link),
  }).catch(() => undefined);
  return { reference: stored.reference };
}

/**
 * Confirms the request of an identity link's token (again: the same answer). null: no such token, or its link is
 * older than 7 days and was never used.
 */
export async function confirmPrivacyRequest(token: string, now = siteNow()): Promise<PrivacyConfirmation | null> {
  const request = (await requests.readAll()).find((kept) => kept.confirm_token === token);
  if (!request) return null;
  const confirmed = (await confirmations.readAll()).some((kept) => kept.reference === request.reference);
  if (!confirmed) {
    if (now - Date.parse(request.created_at) > CONFIRM_LINK_MS) return null;
    await confirmations.append({ reference: request.reference, at: new Date(now).toISOString() });
  }
  return { reference: request.reference, kind: request.kind };
}

const call = PRIVACY_CALLS.submitPrivacyRequest.name;
const confirmCall = PRIVACY_CALLS.confirmPrivacyRequest.name;

const INVALID_LINK = { zh: '链接无效或已过期', en: 'The link is not valid or has expired' } satisfies Record<DemoLanguage, string>;

/** The feature's calls as the demo backend answers them. */
export const privacyRequestHandlers = {
  [call]: withRequest(PrivacyRequestSchema, async (request, { lang }) => {
    if (!verifyCaptcha(request.verify_key, request.verify_code, call)) return refuse(REFUSALS.badCaptcha[lang]);
    return ok(await submitPrivacyRequest(lang, request));
  }),
  [confirmCall]: withRequest(PrivacyConfirmRequestSchema, async ({ token }, { lang }) => {
    const confirmed = await confirmPrivacyRequest(token);
    return confirmed ? ok(confirmed) : refuse(INVALID_LINK[lang]);
  }),
} satisfies Record<typeof call | typeof confirmCall, Handler>;
