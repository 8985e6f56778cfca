/**
 * Requests about one's personal information in the demo backend (`web/submit_privacy_request`,
 * docs/backend-api.md): kept with a reference (`PR-…`) in `$DEMO_DATA_DIR/privacy-requests.jsonl`. A request
 * of the same kind from the same e-mail address that is still open (the demo's 30 days) gets the same kind of
 * receipt as any (issue 42: whoever typed the address learns nothing of its owner's requests), is not kept
 * again, and the owner is told by mail, with the open request's reference.
 */
import type { z } from 'zod';
import { PRIVACY_CALLS, PrivacyRequestSchema } from './contract';
import { siteNow } from '@/lib/core/clock';
import type { DemoLanguage } from '@/demo/content/catalog';
import { jsonlFile } from '@/demo/jsonl-file';
import { newReference } from '@/demo/reference';
import { sendMail } from '@/demo/mailer';
import { verifyCaptcha } from '@/demo/captcha';
import { ok, refuse, REFUSALS, withRequest, type Handler } from '@/demo/handler-kit';

type Request = z.output<typeof PrivacyRequestSchema>;
export type StoredPrivacyRequest = Omit<Request, 'verify_key' | 'verify_code'> & { reference: string; created_at: string };

const requests = jsonlFile<StoredPrivacyRequest>('privacy-requests');
const OPEN_MS = 30 * 24 * 60 * 60 * 1000;

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
  const stored = await requests.append({ ...fields, reference: newReference('PR', now), created_at: new Date(now).toISOString() });
  return { reference: stored.reference };
}

const call = PRIVACY_CALLS.submitPrivacyRequest.name;

/** The feature's call as the demo backend answers it. */
export const privacyRequestHandlers = {
  [call]: withRequest(PrivacyRequestSchema, async (request, { lang }) => {
    if (!verifyCaptcha(request.verify_key, request.verify_code, call)) return refuse(REFUSALS.badCaptcha[lang]);
    return ok(await submitPrivacyRequest(lang, request));
  }),
} satisfies Record<typeof call, Handler>;
