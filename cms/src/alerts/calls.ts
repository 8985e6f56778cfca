/**
 * The alerts' calls (docs/backend-api.md, "E-mail alerts"): what may be subscribed to, a visitor's subscription with
 * its confirmation and way out, and a member's own alerts on /account. Every mail's link is built here from SITE_URL
 * (../queues/submission.ts `siteOrigin`), never from a request; a request's link fields are ignored.
 */
import type { Endpoint, PayloadRequest } from 'payload';
import { call, ok, refuse, type Lang } from '../contract/envelope';
import { forMember } from '../contract/members';
import { BadField, email as emailField, oneOf, str } from '../contract/request';
import { queueMail } from '../mail/outgoing';
import { ALERT_LIMITS, mailboxKey } from '../queues/limits';
import { newReference } from '../queues/reference';
import { tokenHash } from '../queues/privacy';
import { admit, siteOrigin } from '../queues/submission';
import { ALERT_CATEGORIES, alertLinks, confirmMail, unsubscribeHeaders, welcomeMail, type AlertCategory } from './mails';
import { newConfirmation, unsubscribeTarget, unsubscribeToken } from './subscribers';

type Doc = Record<string, unknown>;
type Subscription = Doc & { id: number; email: string; categories: AlertCategory[]; alert_lang: Lang; status: string };

const CALL = 'web/subscribe_alerts';

const REFUSED = {
  consent: { zh: '订阅邮件提醒需要您的同意', en: 'Alerts need your consent' },
  link: { zh: '链接无效或已过期', en: 'The link is not valid or has expired' },
  noEmail: { zh: '账户没有邮箱，请先联系我们补充', en: 'The account has no e-mail address; please contact us to add one' },
} satisfies Record<string, Record<Lang, string>>;

/** `investor@example.com` → `in***@example.com`: enough to recognise one's own, no more. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '***' : `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** The categories of a request: at least one (or none, where `none` may), each known; anything else a bad field. */
function categoriesOf(body: Doc, none: boolean): AlertCategory[] {
  const value = body.categories;
  if (!Array.isArray(value) || value.length > ALERT_CATEGORIES.length * 2) throw new BadField('categories');
  const known = ALERT_CATEGORIES.filter((category) => value.includes(category));
  if (value.some((entry) => !(ALERT_CATEGORIES as readonly unknown[]).includes(entry)) || (!none && known.length === 0))
    throw new BadField('categories');
  return known;
}

/** The consent a subscription needs (`alerts: true`, the policy's version, when), or null. */
function consentOf(body: Doc): { policy_version: string; given_at: string } | null {
  const consent = body.consent;
  if (typeof consent !== 'object' || consent === null) return null;
  const { alerts, policy_version: version, given_at: givenAt } = consent as Doc;
  if (alerts !== true || typeof version !== 'string' || version.length > 40) return null;
  if (typeof givenAt !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(givenAt) || Number.isNaN(Date.parse(givenAt))) return null;
  return { policy_version: version, given_at: new Date(givenAt).toISOString() };
}

const answer = (doc: Subscription) => ({ email: maskEmail(doc.email), categories: doc.categories, alert_lang: doc.alert_lang });

/** The links every mail of a subscription carries. */
export const linksOf = (doc: { id: number; alert_lang: Lang }, confirm?: string) =>
  alertLinks(siteOrigin(), doc.alert_lang, { confirm, unsubscribe: unsubscribeToken(doc.id) });

async function subscriptionOf(req: PayloadRequest, where: Doc): Promise<Subscription | null> {
  const found = await req.payload.find({
    collection: 'alert-subscribers',
    where: where as never,
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  return (found.docs[0] as unknown as Subscription | undefined) ?? null;
}

const save = (req: PayloadRequest, id: number, data: Doc) =>
  req.payload.update({ collection: 'alert-subscribers', id, data: data as never, overrideAccess: true, depth: 0 });

const welcome = (req: PayloadRequest, doc: Subscription) => {
  const links = linksOf(doc);
  return queueMail(req.payload, {
    key: `alert-welcome:alert-subscribers/${doc.id}`,
    about: `alert-subscribers/${doc.id}`,
    to: doc.email,
    ...welcomeMail(doc.alert_lang, doc.categories, links.unsubscribe),
    headers: unsubscribeHeaders(links.oneClick),
  });
};

/**
 * The way out of a change notice a member's follows brought (./rounds.ts): every follow of the member ends, as the
 * member could end them on /account. The same answer again once there are none.
 */
async function endFollows(req: PayloadRequest, lang: Lang, memberId: number): Promise<Response> {
  const member = (await req.payload.findByID({
    collection: 'members',
    id: memberId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as Doc | null;
  if (!member) return refuse(REFUSED.link[lang]);
  const follows = await req.payload.find({
    collection: 'follows',
    where: { member: { equals: memberId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  const followLang = (follows.docs[0] as unknown as Doc | undefined)?.lang === 'en' ? 'en' : lang;
  await req.payload.delete({ collection: 'follows', where: { member: { equals: memberId } }, overrideAccess: true });
  return ok({ email: maskEmail(String(member.email ?? '')), categories: ['notices'], alert_lang: followLang });
}

const tokenOf = (body: Doc) => {
  const token = str(body, 'token', { min: 8, max: 200, pattern: /^[\w.~-]+$/ });
  if (!token) throw new BadField('token');
  return token;
};

export const ALERT_CALLS: Endpoint[] = [
  call('get_alert_options', async () => ok({ categories: [...ALERT_CATEGORIES] })),

  call('subscribe_alerts', async (body, lang, req) => {
    const email = emailField(body, 'email', 100);
    const categories = categoriesOf(body, false);
    const alertLang = oneOf(body, 'alert_lang', ['zh', 'en'] as const);
    const consent = consentOf(body);
    if (!consent) return refuse(REFUSED.consent[lang]);
    const admitted = await admit(req, body, lang, CALL, { mailbox: email, limits: ALERT_LIMITS });
    if ('refusal' in admitted) return admitted.refusal;
    const { token, kept } = newConfirmation();
    const saved = (await req.payload.create({
      collection: 'alert-subscribers',
      data: {
        reference: newReference('AL', Date.now()),
        email,
        mailbox: mailboxKey(email),
        categories,
        alert_lang: alertLang,
        status: 'pending',
        consent,
        ...kept,
      } as never,
      overrideAccess: true,
      depth: 0,
    })) as unknown as Subscription;
    const links = linksOf(saved, token);
    await queueMail(req.payload, {
      key: `alert-confirm:alert-subscribers/${saved.id}`,
      about: `alert-subscribers/${saved.id}`,
      to: email,
      ...confirmMail(alertLang, email, categories, links),
      headers: unsubscribeHeaders(links.oneClick),
      // The link is the key to the subscription: once it is in the mailbox, the CMS keeps none of it.
      forget_after_send: true,
    });
    return ok({ reference: saved.reference });
  }),

  call('confirm_alerts', async (body, lang, req) => {
    const found = await subscriptionOf(req, { confirm_hash: { equals: tokenHash(tokenOf(body)) } });
    if (!found || found.status === 'ended') return refuse(REFUSED.link[lang]);
    if (found.status === 'active') return ok(answer(found));
    if (Date.parse(String(found.confirm_until)) < Date.now()) return refuse(REFUSED.link[lang]);
    const now = new Date().toISOString();
    // The address's earlier subscriptions end: this one says what it wants now.
    await req.payload.update({
      collection: 'alert-subscribers',
      where: {
        and: [
          { mailbox: { equals: found.mailbox } },
          { member: { exists: false } },
          { status: { in: ['pending', 'active'] } },
          { id: { not_equals: found.id } },
        ],
      },
      data: { status: 'ended', ended_at: now } as never,
      overrideAccess: true,
    });
    const confirmed = (await save(req, found.id, { status: 'active', confirmed_at: now })) as unknown as Subscription;
    await welcome(req, confirmed);
    return ok(answer(confirmed));
  }),

  call('unsubscribe_alerts', async (body, lang, req) => {
    const target = unsubscribeTarget(tokenOf(body));
    if (target?.of === 'follows') return endFollows(req, lang, target.id);
    const found = target === null ? null : await subscriptionOf(req, { id: { equals: target.id } });
    if (!found) return refuse(REFUSED.link[lang]);
    if (found.status !== 'ended') await save(req, found.id, { status: 'ended', ended_at: new Date().toISOString() });
    return ok(answer(found));
  }),

  forMember('get_my_alerts', async (_body, _lang, member, req) => {
    const own = await subscriptionOf(req, { and: [{ member: { equals: member.id } }, { status: { equals: 'active' } }] });
    return ok({ email: member.email ?? '', categories: own?.categories ?? [], alert_lang: own?.alert_lang ?? 'zh' });
  }),

  forMember('set_my_alerts', async (body, lang, member, req) => {
    const categories = categoriesOf(body, true);
    const alertLang = oneOf(body, 'alert_lang', ['zh', 'en'] as const);
    const own = await subscriptionOf(req, { and: [{ member: { equals: member.id } }, { status: { equals: 'active' } }] });
    const address = member.email ?? '';
    if (categories.length === 0) {
      if (own) await save(req, own.id, { status: 'ended', ended_at: new Date().toISOString() });
      return ok({ email: address, categories: [], alert_lang: alertLang });
    }
    if (!address) return refuse(REFUSED.noEmail[lang]);
    const fields = { email: address, mailbox: mailboxKey(address), categories, alert_lang: alertLang };
    if (own) {
      await save(req, own.id, fields);
    } else {
      // Turning them on from none carries the consent.
      const consent = consentOf(body);
      if (!consent) return refuse(REFUSED.consent[lang]);
      const now = new Date().toISOString();
      const created = (await req.payload.create({
        collection: 'alert-subscribers',
        data: {
          reference: newReference('AL', Date.now()),
          ...fields,
          member: member.id,
          status: 'active',
          consent,
          confirmed_at: now,
        } as never,
        overrideAccess: true,
        depth: 0,
      })) as unknown as Subscription;
      await welcome(req, created);
    }
    return ok({ email: address, categories, alert_lang: alertLang });
  }),
];
