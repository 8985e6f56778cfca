/**
 * What every form's call checks before it keeps anything (docs/backend-api.md): the captcha drawn for that call
 * (taken once, right or wrong), or, where the call takes one, a member's token instead (`-1000` when the token no
 * longer holds); then the CMS's own limits (./limits.ts).
 */
import type { PayloadRequest } from 'payload';
import { takeCaptcha } from '../members/captcha';
import { memberOf, type Member } from '../members/session';
import { refuse, REFUSALS, type Lang } from '../contract/envelope';
import { limitsOf, withinLimits, LIMITS } from './limits';

export type Admitted = { member: Member | null } | { refusal: Response };

export async function admit(
  req: PayloadRequest,
  body: Record<string, unknown>,
  lang: Lang,
  call: string,
  options: { mailbox: string | null; tokenInsteadOfCaptcha?: boolean; limits?: typeof LIMITS },
): Promise<Admitted> {
  const token = options.tokenInsteadOfCaptcha ? req.headers.get('token') : null;
  let member: Member | null = null;
  if (token) {
    member = await memberOf(req.payload, token);
    if (!member) return { refusal: refuse(REFUSALS.signIn[lang], -1000) };
  } else if (!(await takeCaptcha(req.payload, body.verify_key, body.verify_code, call))) {
    return { refusal: refuse(REFUSALS.badCaptcha[lang]) };
  }
  if (!(await withinLimits(req.payload, limitsOf(call, options.mailbox, member?.id ?? null, options.limits))))
    return { refusal: refuse(REFUSALS.tooMany[lang]) };
  return { member };
}

/** The site's public address (SITE_URL), from which every link of a mail is built, never from a request. */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  const configured = env.SITE_URL?.trim();
  return new URL(configured || 'http://127.0.0.1:3000').origin;
}

/** A page of the site in a language: `/account`, `/en/account`. */
export const sitePage = (lang: Lang, path: string) => `${siteOrigin()}${lang === 'en' ? '/en' : ''}${path}`;
