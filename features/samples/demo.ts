/**
 * Samples in the demo backend (docs/backend-api.md): which orderable parts may be asked for
 * (`web/get_sample_options`: parts in mass production, 10 pieces, or sampling, 5), a request
 * (`web/submit_sample_request`: the captcha, or a member's token; refused when the part is not offered,
 * the quantity is over its limit, or the same e-mail address already has an open request for the part),
 * and a member's requests with their status (`web/get_sample_requests`). Requests are kept in
 * `$DEMO_DATA_DIR/sample-requests.jsonl`.
 */
import type { z } from 'zod';
import { SAMPLE_CALLS, SampleOptionsRequestSchema, SampleRequestSchema, type SampleOption } from './contract';
import { siteNow } from '@/lib/core/clock';
import { articlesIn, type DemoLanguage } from '@/demo/content/catalog';
import { EARLIER_REQUESTS } from '@/demo/content/members';
import { jsonlFile } from '@/demo/jsonl-file';
import { sendMail } from '@/demo/mailer';
import { newReference, referenceOf } from '@/demo/reference';
import { userForToken } from '@/demo/auth';
import { verifyCaptcha } from '@/demo/captcha';
import { ok, refuse, REFUSALS as ANSWERS, withRequest, type Handler } from '@/demo/handler-kit';
import { namesOf } from '@/lib/backend/call-spec';
import { CODE_NOT_LOGGED_IN } from '@/lib/backend/calls';

type OptionsRequest = z.output<typeof SampleOptionsRequestSchema>;
type Request = z.output<typeof SampleRequestSchema>;

export type StoredSampleRequest = Omit<Request, 'verify_key' | 'verify_code'> & {
  reference: string;
  created_at: string;
  /** The member who asked, when signed in. */
  user: number | null;
};

const requests = jsonlFile<StoredSampleRequest>('sample-requests');

const MAX_QUANTITY = { mass_production: 10, sampling: 5 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Every orderable part that may be sampled (the same in both languages: part numbers and limits). */
function allOptions(): SampleOption[] {
  return articlesIn.zh.flatMap((article) =>
    (article.product?.ordering ?? []).flatMap((code) =>
      code.status === 'mass_production' || code.status === 'sampling'
        ? [{ part_number: code.part_number, product_id: article.id, max_quantity: MAX_QUANTITY[code.status] }]
        : [],
    ),
  );
}

export function sampleOptions(request: OptionsRequest): { list: SampleOption[] } {
  const part = request.part?.toUpperCase();
  return {
    list: allOptions().filter((option) => (part === undefined ? option.product_id === request.product_id : option.part_number === part)),
  };
}

const REFUSALS = {
  notOffered: { zh: '该型号暂不提供样片', en: 'Samples are not offered for this part' },
  overLimit: { zh: '该型号每次最多申请 {n} 片', en: 'At most {n} pieces of this part per request' },
} satisfies Record<string, Record<DemoLanguage, string>>;

/** The mail to an address that asked again for a part it has a request open for (issue 42). */
const ALREADY_OPEN = {
  zh: {
    subject: '您的样片申请正在处理中',
    text: '您好：\n\n我们收到了用本邮箱提交的又一份 {part} 样片申请。您此前的申请（编号 {reference}）仍在处理中，无需重复提交。\n\n如果这不是您本人的操作，请忽略本邮件。\n',
  },
  en: {
    subject: 'Your sample request is in progress',
    text: 'Hello,\n\nWe received another request for samples of {part} from this e-mail address. Your earlier request (reference {reference}) is still in progress; there is no need to send it again.\n\nIf it was not you, ignore this mail.\n',
  },
} satisfies Record<DemoLanguage, { subject: string; text: string }>;

const PREFIX = 'SR';

/** The request kept with its reference, or the refusal in the language asked for. */
export async function submitSampleRequest(
  lang: DemoLanguage,
  request: Request,
  user: number | null,
  now = siteNow(),
): Promise<{ reference: string } | { refusal: string }> {
  const option = allOptions().find((candidate) => candidate.part_number === request.part_number.toUpperCase());
  if (!option) return { refusal: REFUSALS.notOffered[lang] };
  if (request.quantity > option.max_quantity) return { refusal: REFUSALS.overLimit[lang].replace('{n}', String(option.max_quantity)) };
  const email = request.email.toLowerCase();
  const open = (await requests.readAll()).find((kept) => kept.part_number === option.part_number && kept.email.toLowerCase() === email);
  if (open) {
    // The same receipt as any other: whoever typed the address learns nothing of its owner's requests.
    const mail = ALREADY_OPEN[lang];
    await sendMail({
      to: open.email,
      subject: mail.subject,
      text: mail.text.replace('{part}', option.part_number).replace('{reference}', open.reference),
    }).catch(() => undefined);
    return { reference: newReference(PREFIX, now) };
  }
  const { verify_key: _key, verify_code: _code, ...fields } = request;
  const stored = await requests.append({
    ...fields,
    part_number: option.part_number,
    reference: newReference(PREFIX, now),
    created_at: new Date(now).toISOString(),
    user,
  });
  return { reference: stored.reference };
}

/** A member's requests, newest first: theirs from the store (submitted), then the demo's earlier ones. */
export async function memberSampleRequests(lang: DemoLanguage, user: number, now = siteNow()) {
  const product = (part: string) => allOptions().find((option) => option.part_number === part)?.product_id;
  const mine = (await requests.readAll())
    .filter((kept) => kept.user === user)
    .map((kept) => ({
      reference: kept.reference,
      part_number: kept.part_number,
      product_id: product(kept.part_number),
      quantity: kept.quantity,
      status: 'submitted',
      created_at: kept.created_at,
    }))
    .reverse();
  const earlier = (EARLIER_REQUESTS[user] ?? []).map(({ code, days_ago, updated_days_ago, note, ...record }) => ({
    ...record,
    reference: referenceOf(PREFIX, now - days_ago * DAY_MS, code),
    product_id: product(record.part_number),
    created_at: new Date(now - days_ago * DAY_MS).toISOString(),
    updated_at: new Date(now - updated_days_ago * DAY_MS).toISOString(),
    ...(note ? { note: note[lang] } : {}),
  }));
  return { list: [...mine, ...earlier] };
}

const CALLS = namesOf(SAMPLE_CALLS);

/** The feature's calls as the demo backend answers them (a member's own requests: demo/backend.ts). */
export const sampleHandlers = {
  [CALLS.getSampleOptions]: withRequest(SampleOptionsRequestSchema, (request) => ok(sampleOptions(request))),
  [CALLS.submitSampleRequest]: withRequest(SampleRequestSchema, async (request, { token, lang }) => {
    // A member signs in instead of solving a captcha; a token that no longer holds is said so.
    const user = token ? await userForToken(token) : null;
    if (token && !user) return refuse(ANSWERS.signIn[lang], CODE_NOT_LOGGED_IN);
    if (!user && !verifyCaptcha(request.verify_key ?? '', request.verify_code ?? '', CALLS.submitSampleRequest))
      return refuse(ANSWERS.badCaptcha[lang]);
    const result = await submitSampleRequest(lang, request, user?.id ?? null);
    return 'refusal' in result ? refuse(result.refusal) : ok(result);
  }),
} satisfies Record<(typeof CALLS)[keyof typeof CALLS], Handler>;
