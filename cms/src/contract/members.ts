/**
 * The members' calls (docs/backend-api.md): `web/generate_verify`, `web/login`, `web/get_member_profile` and
 * `web/get_document_file`. A call for members answers `-1000` without a valid token before it reads anything else.
 */
import type { Endpoint, Payload, PayloadRequest } from 'payload';
import { CAPTCHA_CALLS, drawCaptcha, takeCaptcha, textCaptcha } from '../members/captcha';
import { memberFileUrl } from '../members/files';
import { issueToken, memberOf, signIn, type Member } from '../members/session';
import { call, ok, refuse, REFUSALS, type Lang } from './envelope';
import { BadField, id as idField, str } from './request';

const REFUSED = {
  badLogin: { zh: '用户名或密码错误', en: 'Wrong username or password' },
  noDocument: { zh: '文档不存在', en: 'No such document' },
} satisfies Record<string, Record<Lang, string>>;

/** A call for signed-in members: `-1000` without a token that holds, before the request is read. */
export function forMember(
  name: string,
  answer: (body: Record<string, unknown>, lang: Lang, member: Member, req: PayloadRequest) => Promise<Response>,
): Endpoint {
  return call(name, async (body, lang, req) => {
    const member = await memberOf(req.payload, req.headers.get('token'));
    return member ? answer(body, lang, member, req) : refuse(REFUSALS.signIn[lang], -1000);
  });
}

async function generateVerify(body: Record<string, unknown>, lang: Lang): Promise<Response> {
  // Bound to the call a captcha guards; one drawn for none opens none (docs/backend-api.md, issue 42).
  const forCall = str(body, 'for', { max: 64, fallback: 'none' })!;
  if (forCall !== 'none' && !(CAPTCHA_CALLS as readonly string[]).includes(forCall)) throw new BadField('for');
  const kind = body.kind;
  if (kind !== undefined && kind !== 'image' && kind !== 'text') throw new BadField('kind');
  return ok(kind === 'text' ? textCaptcha(lang, forCall) : drawCaptcha(forCall));
}

async function login(payload: Payload, body: Record<string, unknown>, lang: Lang): Promise<Response> {
  const username = str(body, 'username', { max: 64 });
  const password = str(body, 'password', { max: 200 });
  const key = str(body, 'verify_key', { max: 128 });
  const code = str(body, 'verify_code', { max: 16 });
  if (username === undefined) throw new BadField('username');
  if (password === undefined) throw new BadField('password');
  // Which check failed is said: the site backs an account off on its passwords only (docs/backend-api.md).
  if (!(await takeCaptcha(payload, key, code, 'web/login'))) return refuse(REFUSALS.badCaptcha[lang], 0, { failed: 'captcha' });
  const member = await signIn(payload, username, password);
  return member ? ok(issueToken(member)) : refuse(REFUSED.badLogin[lang], 0, { failed: 'password' });
}

async function documentFile(payload: Payload, body: Record<string, unknown>, lang: Lang): Promise<Response> {
  const id = idField(body);
  const doc = await payload.findByID({ collection: 'documents', id, depth: 1, overrideAccess: true, disableErrors: true });
  const url = doc?.access === 'member' ? memberFileUrl(doc.file) : '';
  return url ? ok({ url }) : refuse(REFUSED.noDocument[lang]);
}

const profileText = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

export const MEMBER_CALLS: Endpoint[] = [
  call('generate_verify', (body, lang) => generateVerify(body, lang)),
  call('login', (body, lang, req) => login(req.payload, body, lang)),
  forMember('get_member_profile', async (_body, _lang, member) =>
    ok(
      Object.fromEntries(
        (['name', 'company', 'email', 'phone', 'address'] as const).flatMap((field) =>
          profileText(member[field]) ? [[field, member[field]]] : [],
        ),
      ),
    ),
  ),
  forMember('get_document_file', (body, lang, _member, req) => documentFile(req.payload, body, lang)),
];
