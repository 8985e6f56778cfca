/**
 * The contract's envelope and languages (docs/backend-api.md, "Envelope", "Languages: `lang`"): every answer is
 * HTTP 200 `{code, msg, data}`, and every call names its language as `lang`.
 */
import type { Endpoint, PayloadRequest } from 'payload';
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

/** A contract call, `POST /api/web/<name>`: its body read, a body that is no JSON object refused with code 0. */
export function call(
  name: string,
  answer: (body: Record<string, unknown>, lang: Lang, req: PayloadRequest) => Promise<Response>,
): Endpoint {
  return {
    path: `/web/${name}`,
    method: 'post',
    handler: async (req) => {
      const body = await bodyOf(req);
      if (!body) return refuse('请求体不是合法的 JSON');
      const lang = langOf(body);
      try {
        return await answer(body, lang, req);
      } catch (error) {
        if (error instanceof BadField) return refuse(`${REFUSALS.badPayload[lang]}${error.field}`);
        throw error;
      }
    },
  };
}

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
