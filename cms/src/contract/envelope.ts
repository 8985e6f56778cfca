/**
 * The contract's envelope and languages (docs/backend-api.md, "Envelope", "Languages: `lang`"): every answer is
 * HTTP 200 `{code, msg, data}`, and every call names its language as `lang`.
 */
import { LRUCache } from 'lru-cache';
import type { CollectionSlug, Endpoint, GlobalSlug, PayloadRequest } from 'payload';
import { stampOf, withStampsReadOnce } from './stamp';
import { BadField } from './request';

export type Lang = 'zh' | 'en';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

/** The refusals the site shows as they are sent, in the language asked for. */
export const REFUSALS = {
  badPayload: { zh: '参数错误：', en: 'Invalid parameter: ' },
  noArticle: { zh: '文章不存在', en: 'No such article' },
  noCategory: { zh: '栏目不存在', en: 'No such category' },
  noPage: { zh: '页面不存在', en: 'No such page' },
  badPreview: { zh: '预览链接无效或已过期', en: 'The preview link is not valid, or has expired' },
  signIn: { zh: '请先登录', en: 'Please sign in first' },
  badCaptcha: { zh: '验证码错误或已过期', en: 'The verification code is wrong or has expired' },
  tooMany: { zh: '提交次数过多，请稍后再试。', en: 'Too many submissions: please try again later.' },
} satisfies Record<string, Record<Lang, string>>;

export const ok = (data: unknown) => json({ code: 1, msg: 'success', data });
/** A refusal: `code` 0 unless told, with `data` saying more where the document asks (`{ failed: 'captcha' }`). */
export const refuse = (msg: string, code = 0, data: unknown = null) => json({ code, msg, data });

/** The request's JSON body as an object; anything else is none. */
export async function bodyOf(req: PayloadRequest): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = req.json ? await req.json() : null;
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The language a call asks for: Chinese unless it names English. */
export const langOf = (body: Record<string, unknown>): Lang => (body.lang === 'en' ? 'en' : 'zh');

/** What an answer may be kept by: the collections and globals it is made of (./stamp.ts). */
export type Kept = readonly (CollectionSlug | GlobalSlug)[];
/** …and, for an answer that depends on the time, the moment it is for (one that changes when the answer would). */
export type KeptAt = { by: Kept; moment: () => string };

/**
 * A contract call, `POST /api/web/<name>`: its body read, a body that is no JSON object refused with code 0.
 *
 * `keep`: the collections and globals the answer is made of, every one (the closure of their relationships: checked
 * by kept.test.ts), for a call whose answer depends on nothing else (not a visitor's token or a preview, and not the
 * time, unless `moment` names the moment it is for).
 * Its answers are then kept per body while their stamps are unchanged: a read through Payload costs milliseconds,
 * and a page asks for ten answers (npm run cms:scale). The stamps are read before the answer is made, so an answer
 * is never kept under a stamp newer than what it was made from.
 */
export function call(
  name: string,
  answer: (body: Record<string, unknown>, lang: Lang, req: PayloadRequest) => Promise<Response>,
  keep?: Kept | KeptAt,
): Endpoint {
  const kept = keep && 'by' in keep ? keep.by : (keep as Kept | undefined);
  const moment = keep && 'moment' in keep ? keep.moment : () => '';
  const answered = async (body: Record<string, unknown>, req: PayloadRequest) => {
    const lang = langOf(body);
    try {
      return await answer(body, lang, req);
    } catch (error) {
      if (error instanceof BadField) return refuse(`${REFUSALS.badPayload[lang]}${error.field}`);
      throw error;
    }
  };
  return {
    path: `/web/${name}`,
    method: 'post',
    ...(kept ? { custom: { kept } } : {}),
    handler: (req) => withStampsReadOnce(() => handled(req)),
  };

  async function handled(req: PayloadRequest): Promise<Response> {
    const body = await bodyOf(req);
    if (!body) return refuse('请求体不是合法的 JSON');
    if (!kept) return answered(body, req);
    // Articles by the listed ones' stamp, as what these answers are made of is kept by: every kept answer is made
    // of listed articles only (a draft or a members-only article is in none).
    const stamp = (await Promise.all(kept.map((slug) => stampOf(req.payload, slug, slug === 'articles' ? 'listed' : undefined)))).join('|');
    const key = `${name}\n${moment()}\n${JSON.stringify(body)}`;
    const found = answers.get(key);
    if (found?.stamp === stamp) return new Response(found.text, { status: found.status, headers: found.headers });
    const response = await answered(body, req);
    const text = await response.text();
    const headers = [...response.headers];
    answers.set(key, { stamp, status: response.status, headers, text });
    return new Response(text, { status: response.status, headers });
  }
}

/**
 * At most this many answers are kept, of at most `ANSWERS_KEPT_BYTES` with their bodies (the least recently asked
 * dropped first), whatever bodies visitors send.
 */
export const ANSWERS_KEPT = 2_000;
export const ANSWERS_KEPT_BYTES = 64 * 1024 * 1024;
const answers = new LRUCache<string, { stamp: string; status: number; headers: [string, string][]; text: string }>({
  max: ANSWERS_KEPT,
  maxSize: ANSWERS_KEPT_BYTES,
  sizeCalculation: (answer, key) => answer.text.length + key.length + 1,
});

/** A text field's value, or '' for none. */
export const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

type Doc = Record<string, unknown>;

/** An array field's rows, or none. */
export const rowsOf = <T = Doc>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** A group field's (or a populated relationship's) value, or an empty one. */
export const groupOf = (value: unknown): Doc => (typeof value === 'object' && value !== null ? (value as Doc) : {});

/** The id a relationship holds, populated or not. */
export function relId(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number')
    return (value as { id: number }).id;
  return null;
}

/** A media document's contract path (`files/<path>`), or '' when there is none. */
export function filePath(value: unknown): string {
  const path = typeof value === 'object' && value !== null ? (value as { path?: unknown }).path : undefined;
  return typeof path === 'string' && path ? `files/${path}` : '';
}
