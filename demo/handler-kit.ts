/**
 * What every handler of the demo backend is made with (issue 43): the envelope, the refusals a visitor
 * reads in the language asked for, and the two ways a call is guarded, by its request's shape
 * (`withRequest`) and by a member's token (`forMember`). The core's handlers are in demo/backend.ts, a
 * feature's in features/<name>/demo.ts.
 */
import type { z } from 'zod';
import { CODE_FAILURE, CODE_NOT_LOGGED_IN, CODE_SUCCESS } from '@/lib/backend/calls';
import { userForToken } from './auth';
import { languageOf, type DemoLanguage } from './content/catalog';

type Envelope = { code: number; msg: string; data: unknown };

export function envelope(body: Envelope, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

export const ok = (data: unknown) => envelope({ code: CODE_SUCCESS, msg: 'success', data });
export const refuse = (msg: string, code: number = CODE_FAILURE) => envelope({ code, msg, data: null });
export const refuseWith = (msg: string, data: unknown) => envelope({ code: CODE_FAILURE, msg, data });

/** The refusals a visitor reads (the browser toasts `msg`), in the language the call asked for. */
export const REFUSALS = {
  badPayload: { zh: '参数错误：', en: 'Invalid parameter: ' },
  badCaptcha: { zh: '验证码错误或已过期', en: 'The verification code is wrong or has expired' },
  badLogin: { zh: '用户名或密码错误', en: 'Wrong username or password' },
  badAlertToken: { zh: '链接无效或已失效', en: 'This link is not valid, or no longer' },
  signIn: { zh: '请先登录', en: 'Please sign in first' },
  noDocument: { zh: '文档不存在', en: 'No such document' },
} satisfies Record<string, Record<DemoLanguage, string>>;

/** Parses a request payload; a payload that does not match is answered with code 0 and what is wrong. */
export function parsePayload<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> | Response {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'payload';
  return refuse(`${REFUSALS.badPayload[languageOf(payload)]}${field}`);
}

/** `lang`: the language the call asks for (docs/backend-api.md), Chinese when it names none. */
export type Context = { payload: unknown; token: string | null; lang: DemoLanguage };
export type Handler = (context: Context) => Response | Promise<Response>;

/** A call for signed-in members only: -1000 without a token that holds, before anything else is read. */
/** A member the demo knows, by a token that holds. */
type Member = NonNullable<Awaited<ReturnType<typeof userForToken>>>;

export const forMember =
  (handle: (context: Context, user: Member) => Response | Promise<Response>): Handler =>
  async (context) => {
    const user = await userForToken(context.token);
    return user ? handle(context, user) : refuse(REFUSALS.signIn[context.lang], CODE_NOT_LOGGED_IN);
  };

/** A call whose request must have `schema`'s shape: a payload that has not is answered with code 0 and what is wrong. */
export const withRequest =
  <S extends z.ZodType>(schema: S, handle: (request: z.output<S>, context: Context) => Response | Promise<Response>): Handler =>
  (context) => {
    const request = parsePayload(schema, context.payload);
    return request instanceof Response ? request : handle(request, context);
  };

/** A signed-in member's call whose request must have `schema`'s shape: -1000 without a token first, then the shape. */
export const forMemberWith = <S extends z.ZodType>(
  schema: S,
  handle: (request: z.output<S>, context: Context, user: Member) => Response | Promise<Response>,
): Handler => forMember((context, user) => withRequest(schema, (request) => handle(request, context, user))(context));
