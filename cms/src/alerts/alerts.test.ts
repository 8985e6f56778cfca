import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

process.env.PAYLOAD_SECRET ??= 'unit-test-secret';
const { alertLinks, alertMail, categoryOf, confirmMail, lineOf, unsubscribeHeaders } = await import('./mails');
const { unsubscribeId, unsubscribeTarget, unsubscribeToken, newConfirmation, forgetSubscribers, CONFIRM_MS, ENDED_KEPT_MS } =
  await import('./subscribers');
const { maskEmail } = await import('./calls');
const { tokenHash } = await import('../queues/privacy');

const ORIGIN = 'https://www.example.cn';

describe('alert links', () => {
  it("are the contract's pages in the mails' language, and the one-click address without one", () => {
    const links = alertLinks(ORIGIN, 'en', { confirm: 'c0nfirm-token', unsubscribe: '12.abc' });
    assert.equal(links.confirm, `${ORIGIN}/en/investor/alerts/confirm?token=c0nfirm-token`);
    assert.equal(links.unsubscribe, `${ORIGIN}/en/investor/alerts/unsubscribe?token=12.abc`);
    assert.equal(links.oneClick, `${ORIGIN}/investor/alerts/unsubscribe/one-click?token=12.abc`);
    assert.equal(alertLinks(ORIGIN, 'zh', { unsubscribe: '12.abc' }).unsubscribe, `${ORIGIN}/investor/alerts/unsubscribe?token=12.abc`);
    assert.deepEqual(unsubscribeHeaders(links.oneClick), {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('sign the unsubscribe token: a changed id or signature names no subscription', () => {
    const token = unsubscribeToken(42);
    assert.match(token, /^42\.[\w-]{32}$/);
    assert.equal(unsubscribeId(token), 42);
    assert.equal(unsubscribeId(token.replace(/^42/, '43')), null);
    assert.equal(unsubscribeId(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`), null);
    assert.equal(unsubscribeId('not-a-token'), null);
  });

  it("sign a member's follows apart: its token names the follows, never a subscription of the same id", () => {
    const token = unsubscribeToken(42, 'follows');
    assert.match(token, /^f42\.[\w-]{32}$/);
    assert.deepEqual(unsubscribeTarget(token), { of: 'follows', id: 42 });
    assert.equal(unsubscribeId(token), null);
    assert.equal(unsubscribeTarget(token.slice(1)), null);
    assert.equal(unsubscribeTarget(`f${unsubscribeToken(42)}`), null);
  });

  it('keep only the hash of a confirmation token, valid for 7 days', () => {
    const { token, kept } = newConfirmation(Date.parse('2026-11-29T00:00:00Z'));
    assert.equal(kept.confirm_hash, tokenHash(token));
    assert.ok(!kept.confirm_hash.includes(token));
    assert.equal(Date.parse(kept.confirm_until) - Date.parse('2026-11-29T00:00:00Z'), CONFIRM_MS);
  });
});

describe('subscriptions kept no longer', () => {
  it("are those never confirmed within the link's 7 days, and those ended 30 days ago", async () => {
    const asked: unknown[] = [];
    const payload = { delete: async (args: unknown) => (asked.push(args), { docs: [{}, {}] }) };
    const now = Date.parse('2026-11-29T00:00:00Z');
    assert.equal(await forgetSubscribers(payload as never, now), 2);
    assert.deepEqual((asked[0] as { where: unknown }).where, {
      or: [
        { and: [{ status: { equals: 'pending' } }, { confirm_until: { less_than: '2026-11-29T00:00:00.000Z' } }] },
        { and: [{ status: { equals: 'ended' } }, { ended_at: { less_than: new Date(now - ENDED_KEPT_MS).toISOString() } }] },
      ],
    });
    assert.equal(ENDED_KEPT_MS, 30 * 24 * 3600_000);
  });
});

describe('alert mails', () => {
  const item = {
    category: 'announcements' as const,
    date: '2026-11-27',
    text: {
      zh: { title: '关于回购股份的公告', page: `${ORIGIN}/investor`, pdf: `${ORIGIN}/api/files/docs/ir/9.pdf`, calendar: '' },
      en: { title: '', page: `${ORIGIN}/en/investor`, pdf: `${ORIGIN}/api/files/docs/ir/9.pdf`, calendar: '' },
    },
  };

  it('tell a Chinese-only item to an English subscriber in Chinese, said so in English, with its page and PDF', () => {
    const mail = alertMail('en', item, `${ORIGIN}/en/investor/alerts/unsubscribe?token=1.x`);
    assert.equal(mail.subject, 'Xingyuan Micro announcement: 关于回购股份的公告');
    assert.match(mail.text, /published in Chinese only/);
    assert.match(mail.text, new RegExp(`Read it: ${ORIGIN}/investor\\n`));
    assert.match(mail.text, /PDF: https:\/\/www\.example\.cn\/api\/files\/docs\/ir\/9\.pdf/);
    assert.match(mail.text, /2026-11-27/);
    assert.match(
      mail.text,
      /Unsubscribe with one click, no sign-in: https:\/\/www\.example\.cn\/en\/investor\/alerts\/unsubscribe\?token=1\.x/,
    );
  });

  it('tell an item in the subscriber language in that language, without the note', () => {
    const mail = alertMail('zh', item, `${ORIGIN}/investor/alerts/unsubscribe?token=1.x`);
    assert.equal(mail.subject, '【星垣微电子公告】关于回购股份的公告');
    assert.doesNotMatch(mail.text, /仅以/);
    assert.match(mail.text, /查看：https:\/\/www\.example\.cn\/investor\n/);
    const english = alertMail('en', { ...item, category: 'news', text: { ...item.text, en: { ...item.text.en, title: 'Buy-back' } } }, 'u');
    assert.equal(english.subject, 'Xingyuan Micro news: Buy-back');
    assert.match(english.text, /Read it: https:\/\/www\.example\.cn\/en\/investor\n/);
  });

  it('ask for a confirmation that names the address and the categories', () => {
    const mail = confirmMail('zh', 'a@example.com', ['announcements', 'reports'], { confirm: 'C', unsubscribe: 'U' });
    assert.match(mail.text, /a@example\.com/);
    assert.match(mail.text, /公告、定期报告/);
    assert.match(mail.text, /\nC\n/);
  });

  it('go to the category of the item: reports, announcements, news, events, notices; none for products or members-only', () => {
    assert.equal(categoryOf('articles', { kind: 'investor', announcement: { type: 'periodic' } }), 'reports');
    assert.equal(categoryOf('articles', { kind: 'investor', announcement: { type: 'temporary' } }), 'announcements');
    assert.equal(categoryOf('articles', { kind: 'investor', announcement: { type: 'governance' } }), 'announcements');
    assert.equal(categoryOf('articles', { kind: 'news' }), 'news');
    assert.equal(categoryOf('articles', { kind: 'news', access: 'member' }), null);
    assert.equal(categoryOf('articles', { kind: 'product' }), null);
    assert.equal(categoryOf('ir-events', {}), 'events');
    assert.equal(categoryOf('change-notices', {}), 'notices');
  });

  it('tell a follower why: the account follows the product or its line, and the way out ends every change notice', () => {
    const notice = { category: 'notices' as const, date: '2026-11-27', text: { zh: item.text.zh, en: { ...item.text.en, title: 'PCN' } } };
    assert.match(
      alertMail('en', notice, 'U', 'follows').text,
      /your Xingyuan Micro account follows this product or its product line\. Stop every change notice with one click, no sign-in: U/,
    );
    assert.match(
      alertMail('zh', notice, 'U', 'follows').text,
      /会员账户订阅了该产品或产品线的变更通知。点击即可退订全部变更通知，无需登录：U/,
    );
    assert.equal(alertMail('en', notice, 'U', 'follows').subject, 'Xingyuan Micro change notice: PCN');
  });

  it("find a product's line: the category right below its channel's root", () => {
    const rows = [
      { id: 1, parent: null },
      { id: 11, parent: 1 },
      { id: 111, parent: 11 },
      { id: 1111, parent: 111 },
      { id: 7, parent: 99 },
    ];
    assert.equal(lineOf(1111, rows), 11);
    assert.equal(lineOf(111, rows), 11);
    assert.equal(lineOf(11, rows), 11);
    assert.equal(lineOf(1, rows), null);
    assert.equal(lineOf(7, rows), null);
    assert.equal(lineOf(5, rows), null);
  });

  it('mask the address an answer names', () => {
    assert.equal(maskEmail('investor@example.com'), 'in***@example.com');
    assert.equal(maskEmail('a@example.com'), 'a***@example.com');
  });
});
