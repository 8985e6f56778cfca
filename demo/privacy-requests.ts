/**
 * Requests about one's personal information in the demo backend (`web/submit_privacy_request`,
 * docs/backend-api.md): kept with a reference (`PR-…`) in `$DEMO_DATA_DIR/privacy-requests.jsonl`; a request
 * of the same kind from the same e-mail address that is still open (the demo's 30 days) is refused with its
 * reference, so a visitor who sends twice learns the first one's.
 */
import type { z } from 'zod';
import type { PrivacyRequestSchema } from '@/lib/backend/privacy-types';
import { siteNow } from '@/lib/core/clock';
import type { DemoLanguage } from './content/catalog';
import { jsonlFile } from './jsonl-file';
import { newReference } from './reference';

type Request = z.output<typeof PrivacyRequestSchema>;
export type StoredPrivacyRequest = Omit<Request, 'verify_key' | 'verify_code'> & { reference: string; created_at: string };

const requests = jsonlFile<StoredPrivacyRequest>('privacy-requests');
const OPEN_MS = 30 * 24 * 60 * 60 * 1000;

const OPEN = {
  zh: '该邮箱的同类请求正在处理（编号 {reference}），我们会尽快通过邮件答复',
  en: 'A request of this kind from this e-mail address is already in progress (reference {reference}); we will reply by e-mail',
} satisfies Record<DemoLanguage, string>;

export async function submitPrivacyRequest(
  lang: DemoLanguage,
  request: Request,
  now = siteNow(),
): Promise<{ reference: string } | { refusal: string }> {
  const email = request.email.toLowerCase();
  const open = (await requests.readAll()).find(
    (kept) => kept.kind === request.kind && kept.email.toLowerCase() === email && now - Date.parse(kept.created_at) < OPEN_MS,
  );
  if (open) return { refusal: OPEN[lang].replace('{reference}', open.reference) };
  const { verify_key: _key, verify_code: _code, ...fields } = request;
  const stored = await requests.append({ ...fields, reference: newReference('PR', now), created_at: new Date(now).toISOString() });
  return { reference: stored.reference };
}
