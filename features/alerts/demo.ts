/**
 * E-mail alerts in the demo backend (docs/backend-api.md, issue 25): a subscription waits for its address's
 * owner to follow the confirmation mail's link (double opt-in), then is active until the link every mail
 * carries ends it. Each change is one JSON line in `$DEMO_DATA_DIR/alerts.jsonl`; the state is those lines
 * replayed. Mail goes out through ./mailer.ts (SMTP_URL, else the outbox file).
 */
import { randomBytes } from 'node:crypto';
import { ALERT_CALLS, ALERT_CATEGORIES, AlertRequestSchema, AlertTokenRequestSchema, alertMailLinks, type AlertCategory } from './contract';
import { siteNow } from '@/lib/core/clock';
import { jsonlFile } from '@/demo/jsonl-file';
import { newReference } from '@/demo/reference';
import { sendMail } from '@/demo/mailer';
import { demoSiteAddress } from '@/demo/site-address';
import type { DemoLanguage } from '@/demo/content/catalog';
import { verifyCaptcha } from '@/demo/captcha';
import { ok, refuse, REFUSALS as ANSWERS, withRequest, type Handler } from '@/demo/handler-kit';
import { namesOf } from '@/lib/backend/call-spec';

type Subscription = {
  reference: string;
  email: string;
  categories: AlertCategory[];
  alert_lang: DemoLanguage;
  confirm_token: string;
  unsubscribe_token: string;
  consent: unknown;
};
type MemberAlerts = { categories: AlertCategory[]; alert_lang: DemoLanguage };
type Change =
  | ({ type: 'member'; user: number; at: string; consent?: unknown } & MemberAlerts)
  | ({ type: 'subscribe'; at: string } & Subscription)
  | { type: 'confirm'; reference: string; at: string }
  | { type: 'unsubscribe'; reference: string; at: string };

const changes = jsonlFile<Change>('alerts');

/** What the demo offers: every category of the contract. */
export const alertOptions = () => ({ categories: [...ALERT_CATEGORIES] });

type State = Subscription & { status: 'pending' | 'active' | 'ended' };

async function subscriptions(): Promise<State[]> {
  const byReference = new Map<string, State>();
  for (const change of await changes.readAll()) {
    if (change.type === 'subscribe') {
      const { type: _type, at: _at, ...subscription } = change;
      byReference.set(change.reference, { ...subscription, status: 'pending' });
    } else if (change.type !== 'member') {
      const subscription = byReference.get(change.reference);
      if (subscription) subscription.status = change.type === 'confirm' ? 'active' : 'ended';
    }
  }
  return [...byReference.values()];
}

const token = () => randomBytes(24).toString('base64url');

const linksOf = (s: Subscription) =>
  alertMailLinks(demoSiteAddress(), s.alert_lang, { confirm: s.confirm_token, unsubscribe: s.unsubscribe_token });

/** `investor@example.com` → `in***@example.com`: enough to recognise one's own, no more. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}

const NAMES: Record<AlertCategory, Record<DemoLanguage, string>> = {
  announcements: { zh: '公告', en: 'announcements' },
  reports: { zh: '定期报告', en: 'periodic reports' },
  news: { zh: '新闻', en: 'news' },
  events: { zh: '投资者活动', en: 'investor events' },
  notices: { zh: '产品变更通知', en: 'product change notices' },
};
const list = (subscription: Subscription) =>
  subscription.categories.map((category) => NAMES[category][subscription.alert_lang]).join(subscription.alert_lang === 'zh' ? '、' : ', ');

const MAILS = {
  confirm: {
    zh: (s: Subscription) => ({
      subject: '请确认订阅星垣微电子投资者关系邮件提醒',
      text: `您好：\n\n有人（希望是您）用 ${s.email} 订阅了星垣微电子的${list(s)}邮件提醒。请打开以下链接确认订阅：\n\n${linksOf(s).confirm}\n\n如果不是您本人操作，请忽略本邮件，您不会收到任何提醒。\n\n退订：${linksOf(s).unsubscribe}\n`,
    }),
    en: (s: Subscription) => ({
      subject: 'Please confirm your Xingyuan Micro investor alerts',
      text: `Hello,\n\nSomeone (we hope you) subscribed ${s.email} to Xingyuan Micro's e-mail alerts for ${list(s)}. Please confirm by opening this link:\n\n${linksOf(s).confirm}\n\nIf it was not you, ignore this mail: you will receive no alerts.\n\nUnsubscribe: ${linksOf(s).unsubscribe}\n`,
    }),
  },
  welcome: {
    zh: (s: Subscription) => ({
      subject: '订阅成功：星垣微电子投资者关系邮件提醒',
      text: `您好：\n\n您已订阅星垣微电子的${list(s)}邮件提醒。有新内容时我们将发邮件给您。\n\n每封提醒邮件都附有退订链接，点击即可退订，无需登录：\n${linksOf(s).unsubscribe}\n`,
    }),
    en: (s: Subscription) => ({
      subject: 'Subscribed: Xingyuan Micro investor alerts',
      text: `Hello,\n\nYou are subscribed to Xingyuan Micro's e-mail alerts for ${list(s)}. We will write when there is something new.\n\nEvery alert carries this link to unsubscribe with one click, no sign-in:\n${linksOf(s).unsubscribe}\n`,
    }),
  },
};

function mailOf(subscription: Subscription, content: { subject: string; text: string }) {
  return {
    to: subscription.email,
    ...content,
    // RFC 8058: a mail client's one click is a POST to this address; a scanner's GET or HEAD does nothing.
    headers: { 'List-Unsubscribe': `<${linksOf(subscription).oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

const REFUSALS = {
  consent: { zh: '订阅邮件提醒需要您的同意', en: 'Alerts need your consent' },
  mail: { zh: '确认邮件未能发出，请稍后再试', en: 'The confirmation mail could not be sent; please try again later' },
} satisfies Record<string, Record<DemoLanguage, string>>;

/** A new subscription, waiting for confirmation; the confirmation mail sent. */
export async function subscribeAlerts(
  lang: DemoLanguage,
  request: {
    email: string;
    categories: AlertCategory[];
    alert_lang: DemoLanguage;
    consent: unknown;
  },
): Promise<{ reference: string } | { refusal: string }> {
  const subscription: Subscription = {
    reference: newReference('AL', siteNow()),
    email: request.email.trim().toLowerCase(),
    categories: request.categories,
    alert_lang: request.alert_lang,
    confirm_token: token(),
    unsubscribe_token: token(),
    consent: request.consent,
  };
  try {
    await sendMail(mailOf(subscription, MAILS.confirm[subscription.alert_lang](subscription)));
  } catch {
    return { refusal: REFUSALS.mail[lang] };
  }
  await changes.append({ type: 'subscribe', at: new Date(siteNow()).toISOString(), ...subscription });
  return { reference: subscription.reference };
}

const answer = (subscription: Subscription) => ({
  email: maskEmail(subscription.email),
  categories: subscription.categories,
  alert_lang: subscription.alert_lang,
});

/**
 * Confirms the subscription of a confirmation token (again: the same answer); its address's earlier
 * subscriptions end, the welcome mail goes out. null: no such token, or the subscription has ended.
 */
export async function confirmAlerts(tokenValue: string) {
  const all = await subscriptions();
  const subscription = all.find((candidate) => candidate.confirm_token === tokenValue);
  if (!subscription || subscription.status === 'ended') return null;
  if (subscription.status === 'pending') {
    const at = new Date(siteNow()).toISOString();
    for (const earlier of all.filter((other) => other.email === subscription.email && other.status === 'active'))
      await changes.append({ type: 'unsubscribe', reference: earlier.reference, at });
    await changes.append({ type: 'confirm', reference: subscription.reference, at });
    await sendMail(mailOf(subscription, MAILS.welcome[subscription.alert_lang](subscription))).catch(() => undefined);
  }
  return answer(subscription);
}

/** Ends the subscription of an unsubscribe token (again: the same answer); null: no such token. */
export async function unsubscribeAlerts(tokenValue: string) {
  const subscription = (await subscriptions()).find((candidate) => candidate.unsubscribe_token === tokenValue);
  if (!subscription) return null;
  if (subscription.status !== 'ended')
    await changes.append({ type: 'unsubscribe', reference: subscription.reference, at: new Date(siteNow()).toISOString() });
  return answer(subscription);
}

/** A member's alerts to their account's address: the latest change of theirs, or none. */
export async function memberAlerts(user: number, email: string, lang: DemoLanguage) {
  let alerts: MemberAlerts = { categories: [], alert_lang: lang };
  for (const change of await changes.readAll()) if (change.type === 'member' && change.user === user) alerts = change;
  return { email, categories: alerts.categories, alert_lang: alerts.alert_lang };
}

/** Sets a member's alerts (none: unsubscribed); from none to some needs the consent. */
export async function setMemberAlerts(
  user: number,
  email: string,
  request: { categories: AlertCategory[]; alert_lang: DemoLanguage; consent?: unknown },
  lang: DemoLanguage,
): Promise<{ email: string; categories: AlertCategory[]; alert_lang: DemoLanguage } | { refusal: string }> {
  const before = await memberAlerts(user, email, lang);
  if (before.categories.length === 0 && request.categories.length > 0 && !request.consent) return { refusal: REFUSALS.consent[lang] };
  await changes.append({
    type: 'member',
    user,
    at: new Date(siteNow()).toISOString(),
    categories: request.categories,
    alert_lang: request.alert_lang,
    ...(request.consent ? { consent: request.consent } : {}),
  });
  return { email, categories: request.categories, alert_lang: request.alert_lang };
}

const CALLS = namesOf(ALERT_CALLS);

/** The feature's calls as the demo backend answers them (a member's own alerts: demo/backend.ts). */
export const alertHandlers = {
  [CALLS.getAlertOptions]: () => ok(alertOptions()),
  [CALLS.subscribeAlerts]: withRequest(AlertRequestSchema, async (request, { lang }) => {
    if (!verifyCaptcha(request.verify_key ?? '', request.verify_code ?? '', CALLS.subscribeAlerts)) return refuse(ANSWERS.badCaptcha[lang]);
    const result = await subscribeAlerts(lang, request);
    return 'refusal' in result ? refuse(result.refusal) : ok(result);
  }),
  [CALLS.confirmAlerts]: withRequest(AlertTokenRequestSchema, async (request, { lang }) => {
    const subscription = await confirmAlerts(request.token);
    return subscription ? ok(subscription) : refuse(ANSWERS.badAlertToken[lang]);
  }),
  [CALLS.unsubscribeAlerts]: withRequest(AlertTokenRequestSchema, async (request, { lang }) => {
    const subscription = await unsubscribeAlerts(request.token);
    return subscription ? ok(subscription) : refuse(ANSWERS.badAlertToken[lang]);
  }),
} satisfies Record<(typeof CALLS)[keyof typeof CALLS], Handler>;
