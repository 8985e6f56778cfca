/**
 * The e-mail alerts' mails (issue 46 §3; docs/backend-api.md, "E-mail alerts"), as pure functions: the confirmation,
 * the welcome, and one alert per published item, each in the subscriber's language and each carrying the way out, in
 * its text and as RFC 8058's one-click header. Every link is the site's (SITE_URL), never a request's: the paths are
 * the contract's (the site's `features/alerts/contract.ts`, `alertMailLinks`).
 */
import type { Lang } from '../contract/envelope';

/** What may be subscribed to (docs/backend-api.md: announcements, periodic reports, news, the investor calendar, change notices). */
export const ALERT_CATEGORIES = ['announcements', 'reports', 'news', 'events', 'notices'] as const;
export type AlertCategory = (typeof ALERT_CATEGORIES)[number];

export const CATEGORY_NAMES: Record<AlertCategory, Record<Lang, string>> = {
  announcements: { zh: '公告', en: 'announcements' },
  reports: { zh: '定期报告', en: 'periodic reports' },
  news: { zh: '新闻', en: 'news' },
  events: { zh: '投资者活动', en: 'investor events' },
  notices: { zh: '产品变更通知', en: 'product change notices' },
};

/** A category's name as a label of the admin (both languages). */
export const categoryLabel = (category: AlertCategory) => {
  const en = CATEGORY_NAMES[category].en;
  return { zh: CATEGORY_NAMES[category].zh, en: `${en.charAt(0).toUpperCase()}${en.slice(1)}` };
};

const PATHS = {
  confirm: '/investor/alerts/confirm',
  unsubscribe: '/investor/alerts/unsubscribe',
  oneClick: '/investor/alerts/unsubscribe/one-click',
};

/** The links of a subscriber's mails: the pages in the mails' language, the one-click address (no language). */
export function alertLinks(origin: string, lang: Lang, tokens: { confirm?: string; unsubscribe: string }) {
  const prefix = lang === 'en' ? '/en' : '';
  const link = (path: string, token: string) => `${origin}${prefix}${path}?token=${encodeURIComponent(token)}`;
  return {
    confirm: tokens.confirm ? link(PATHS.confirm, tokens.confirm) : '',
    unsubscribe: link(PATHS.unsubscribe, tokens.unsubscribe),
    oneClick: `${origin}${PATHS.oneClick}?token=${encodeURIComponent(tokens.unsubscribe)}`,
  };
}

/** RFC 8058: a mail client's one click is a POST to this address; a link scanner's GET or HEAD changes nothing. */
export const unsubscribeHeaders = (oneClick: string) => ({
  'List-Unsubscribe': `<${oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

const listOf = (categories: readonly AlertCategory[], lang: Lang) =>
  categories.map((category) => CATEGORY_NAMES[category][lang]).join(lang === 'zh' ? '、' : ', ');

const COMPANY = { zh: '星垣微电子', en: 'Xingyuan Micro' };

/** The double opt-in's mail: nothing else is sent until its link's button is pressed. */
export function confirmMail(
  lang: Lang,
  email: string,
  categories: readonly AlertCategory[],
  links: { confirm: string; unsubscribe: string },
) {
  return lang === 'en'
    ? {
        subject: `Please confirm your ${COMPANY.en} investor alerts`,
        text: `Hello,\n\nSomeone (we hope you) subscribed ${email} to ${COMPANY.en}'s e-mail alerts for ${listOf(categories, lang)}. Please confirm within 7 days by opening this link and pressing its button:\n\n${links.confirm}\n\nIf it was not you, ignore this mail: you will receive no alerts, and the address is forgotten after 7 days.\n\nUnsubscribe: ${links.unsubscribe}\n`,
      }
    : {
        subject: `请确认订阅${COMPANY.zh}投资者关系邮件提醒`,
        text: `您好：\n\n有人（希望是您）用 ${email} 订阅了${COMPANY.zh}的${listOf(categories, lang)}邮件提醒。请在 7 天内打开以下链接，并点击页面上的按钮确认订阅：\n\n${links.confirm}\n\n如果不是您本人操作，请忽略本邮件：您不会收到任何提醒，7 天后我们将删除该邮箱。\n\n退订：${links.unsubscribe}\n`,
      };
}

export function welcomeMail(lang: Lang, categories: readonly AlertCategory[], unsubscribe: string) {
  return lang === 'en'
    ? {
        subject: `Subscribed: ${COMPANY.en} investor alerts`,
        text: `Hello,\n\nYou are subscribed to ${COMPANY.en}'s e-mail alerts for ${listOf(categories, lang)}. We will write when something is published.\n\nEvery alert carries this link to unsubscribe with one click, no sign-in:\n${unsubscribe}\n`,
      }
    : {
        subject: `订阅成功：${COMPANY.zh}投资者关系邮件提醒`,
        text: `您好：\n\n您已订阅${COMPANY.zh}的${listOf(categories, lang)}邮件提醒。有新内容发布时，我们将发邮件给您。\n\n每封提醒邮件都附有退订链接，点击即可退订，无需登录：\n${unsubscribe}\n`,
      };
}

/** A published item as its alert tells it, in one language (`title` empty when it has none in that language). */
export type ItemText = { title: string; page: string; pdf: string; calendar: string };
export type AlertItem = { category: AlertCategory; date: string; text: Record<Lang, ItemText> };

/** One item of a category, in a subject line. */
const ONE: Record<AlertCategory, Record<Lang, string>> = {
  announcements: { zh: '公告', en: 'announcement' },
  reports: { zh: '定期报告', en: 'periodic report' },
  news: { zh: '新闻', en: 'news' },
  events: { zh: '投资者活动', en: 'investor event' },
  notices: { zh: '产品变更通知', en: 'change notice' },
};

const other = (lang: Lang): Lang => (lang === 'zh' ? 'en' : 'zh');

const NOTE: Record<Lang, string> = {
  en: 'This item is published in Chinese only; its title and page are the Chinese ones.',
  zh: '该内容仅以英文发布，以下标题与页面为英文版。',
};

/**
 * One item's alert to a subscriber of `lang`: in that language, or, when the item has no title in it (published in
 * the other language only), the other language's title and pages, said so in the subscriber's language.
 */
export function alertMail(lang: Lang, item: AlertItem, unsubscribe: string, why: 'subscribed' | 'follows' = 'subscribed') {
  const own = item.text[lang].title ? lang : other(lang);
  const text = item.text[own];
  const note = own === lang ? [] : [NOTE[lang], ''];
  const name = CATEGORY_NAMES[item.category][lang];
  if (lang === 'en') {
    return {
      subject: `${COMPANY.en} ${ONE[item.category].en}: ${text.title}`,
      text: [
        `${COMPANY.en} has published (${name}, ${item.date}):`,
        '',
        text.title,
        '',
        ...note,
        `Read it: ${text.page}`,
        ...(text.pdf ? [`PDF: ${text.pdf}`] : []),
        ...(text.calendar ? [`Add it to your calendar: ${text.calendar}`] : []),
        '',
        '--',
        why === 'follows'
          ? `You receive this because your ${COMPANY.en} account follows this product or its product line. Stop every change notice with one click, no sign-in: ${unsubscribe}`
          : `You receive this because you subscribed to ${COMPANY.en}'s e-mail alerts. Unsubscribe with one click, no sign-in: ${unsubscribe}`,
        '',
      ].join('\n'),
    };
  }
  return {
    subject: `【${COMPANY.zh}${ONE[item.category].zh}】${text.title}`,
    text: [
      `${COMPANY.zh}发布了新的${name}（${item.date}）：`,
      '',
      text.title,
      '',
      ...note,
      `查看：${text.page}`,
      ...(text.pdf ? [`PDF：${text.pdf}`] : []),
      ...(text.calendar ? [`加入日历：${text.calendar}`] : []),
      '',
      '--',
      why === 'follows'
        ? `您收到本邮件是因为您的${COMPANY.zh}会员账户订阅了该产品或产品线的变更通知。点击即可退订全部变更通知，无需登录：${unsubscribe}`
        : `您收到本邮件是因为您订阅了${COMPANY.zh}的邮件提醒。点击即可退订，无需登录：${unsubscribe}`,
      '',
    ].join('\n'),
  };
}

type Doc = Record<string, unknown>;

/** The category an item's alert goes to, or null for an item that has none (a product, a members-only article). */
export function categoryOf(collection: string, doc: Doc): AlertCategory | null {
  if (collection === 'ir-events') return 'events';
  if (collection === 'change-notices') return 'notices';
  if (collection !== 'articles' || doc.access === 'member') return null;
  if (doc.kind === 'news') return 'news';
  if (doc.kind !== 'investor') return null;
  const announcement = (doc.announcement ?? {}) as Doc;
  return announcement.type === 'periodic' ? 'reports' : 'announcements';
}

/**
 * The product line of a product's category: the category right below a channel's root (as `web/get_subscriptions`
 * names lines), or null. `rows`: every category, with its parent.
 */
export function lineOf(category: number, rows: readonly { id: number; parent: number | null }[]): number | null {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const seen = new Set<number>();
  for (let node = byId.get(category); node && node.parent !== null && !seen.has(node.id);) {
    seen.add(node.id);
    const parent = byId.get(node.parent);
    if (!parent) return null;
    if (parent.parent === null) return node.id;
    node = parent;
  }
  return null;
}
