/**
 * E-mail alerts (issue 46 §3), checked against a running CMS (scripts/cms-check.ts) through the contract's calls, the
 * admin's REST API and the CMS's mail (a real SMTP listener, or the outbox on Postgres):
 *
 * - Three subscribers in two languages and two categories; each confirmation mail's links are at the CMS's SITE_URL
 *   (a request's own link is ignored), carry RFC 8058's headers, and nothing else goes out before the link's call.
 * - An announcement published in Chinese only reaches both of its subscribers, the English one in Chinese with a note
 *   in English, and its PDF and page linked; a news item in both languages reaches its two in their languages.
 * - Each recipient is mailed once per item; the round in the admin counts them.
 * - The one-click token of a mail's `List-Unsubscribe` ends that subscription; the next announcement reaches only the
 *   other subscriber.
 * - A change notice reaches the members who follow its product or its line, in the language they followed in; its
 *   one-click token ends the member's follows.
 * - A member's own alerts (/account): on at once with consent, off with none.
 * - Only IR, publishers and the privacy officer see the subscribers; sales does not.
 */
import type { Mail, MailDrop } from './cms-mail';
import { cmsClient } from './cms-client';
import { signIn } from './cms-workflow';

type Check = (ok: boolean, what: string) => void;
type Doc = Record<string, unknown>;

const CONSENT = { alerts: true, policy_version: '2026-11-22', given_at: '2026-11-29T08:00:00.000Z' };

export async function alertChecks(check: Check, base: string, drop: MailDrop, password: string): Promise<void> {
  const { call, captcha, rest, member } = cmsClient(base);
  const person = (who: string) => signIn(base, `${who}@xingyuan-micro.example`, password);
  const [editor, publisher, ir, sales] = await Promise.all([person('editor'), person('publisher'), person('ir'), person('sales')]);
  const site = new URL(process.env.SITE_URL ?? 'http://127.0.0.1:3000').origin;
  const run = Date.now().toString(36);
  const address = (who: string) => `alerts-${who}-${run}@example.com`;
  const people = {
    zh: { email: address('zh'), categories: ['announcements', 'news'], alert_lang: 'zh' },
    en: { email: address('en'), categories: ['announcements'], alert_lang: 'en' },
    news: { email: address('news'), categories: ['news'], alert_lang: 'en' },
  } as const;

  const options = await call('get_alert_options', { lang: 'zh' });
  check(
    JSON.stringify((options.data as Doc | null)?.categories) === '["announcements","reports","news","events","notices"]',
    `web/get_alert_options offers the five categories: ${JSON.stringify(options.data)}`,
  );
  const noConsent = await call('subscribe_alerts', {
    lang: 'en',
    ...people.zh,
    consent: { ...CONSENT, alerts: false },
    ...(await captcha('web/subscribe_alerts')),
  });
  check(noConsent.code === 0 && /consent/.test(noConsent.msg), `a subscription without consent is refused: ${noConsent.msg}`);

  const references: Record<string, string> = {};
  for (const [who, asked] of Object.entries(people)) {
    const answer = await call('subscribe_alerts', {
      lang: asked.alert_lang,
      ...asked,
      consent: CONSENT,
      // Earlier versions of the site sent links: never used.
      confirm_url: 'https://attacker.example/confirm',
      ...(await captcha('web/subscribe_alerts')),
    });
    references[who] = String((answer.data as Doc | null)?.reference ?? answer.msg);
  }
  check(
    Object.values(references).every((reference) => /^AL-\d{8}-[A-Z0-9]{4}$/.test(reference)),
    `three subscriptions are taken, each with a reference: ${Object.values(references).join(', ')}`,
  );
  const confirmations = await Promise.all(Object.values(people).map(({ email }) => drop.waitFor(email)));
  const tokenIn = (mail: Mail | undefined, page: string) => new RegExp(`${page}\\?token=([\\w.~-]+)`).exec(mail?.text ?? '')?.[1] ?? '';
  const [zhMail, enMail] = [confirmations[0]?.[0], confirmations[1]?.[0]];
  check(
    confirmations.every((mails) => mails.length === 1) &&
      zhMail!.text.includes(`${site}/investor/alerts/confirm?token=`) &&
      enMail!.text.includes(`${site}/en/investor/alerts/confirm?token=`) &&
      !confirmations.flat().some((mail) => mail.text.includes('attacker.example')),
    `each address gets one confirmation mail, its link on the CMS's site (${site}), in its language, none of the request's`,
  );
  check(
    confirmations
      .flat()
      .every(
        (mail) =>
          /^<http:\/\/\S+\/investor\/alerts\/unsubscribe\/one-click\?token=\d+\.[\w-]{32}>$/.test(mail.headers['list-unsubscribe'] ?? '') &&
          mail.headers['list-unsubscribe-post'] === 'List-Unsubscribe=One-Click',
      ),
    `every mail carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058): ${zhMail?.headers['list-unsubscribe']}`,
  );

  const listed = await rest(`alert-subscribers?where[email][like]=${run}&limit=10`, ir);
  const hidden = await rest(`alert-subscribers?limit=1`, sales);
  check(
    listed.body.totalDocs === 3 &&
      (listed.body.docs ?? []).every((doc) => doc.status === 'pending' && (doc.consent as Doc).policy_version === '2026-11-22') &&
      !JSON.stringify(listed.body).includes('confirm_hash') &&
      hidden.status === 403,
    `IR sees the three, awaiting confirmation, with their consent and not their tokens; sales does not see them (${hidden.status})`,
  );

  const unknown = await call('confirm_alerts', { lang: 'en', token: 'no-such-token-000' });
  const confirmed = await Promise.all(
    Object.values(people).map(async (asked, n) =>
      call('confirm_alerts', { lang: 'zh', token: tokenIn(confirmations[n]?.[0], '/investor/alerts/confirm') }),
    ),
  );
  const again = await call('confirm_alerts', { lang: 'zh', token: tokenIn(zhMail, '/investor/alerts/confirm') });
  check(
    unknown.code === 0 &&
      confirmed.every((answer) => answer.code === 1) &&
      (confirmed[0]?.data as Doc).email === `al***@example.com` &&
      JSON.stringify(again.data) === JSON.stringify(confirmed[0]?.data),
    `each link's call confirms its subscription, the address masked, again the same; an unknown token does not (${unknown.msg})`,
  );
  const welcomed = await Promise.all(Object.values(people).map(({ email }) => drop.waitFor(email, 2)));
  check(
    welcomed.every((mails) => mails.length === 2),
    'each confirmed address is welcomed',
  );

  // An announcement in Chinese only, and news in both languages.
  const kinds = await rest('announcement-kinds?limit=1', editor);
  const kind = (kinds.body.docs?.[0] as Doc | undefined)?.id;
  const pdfForm = new FormData();
  pdfForm.append('file', new Blob(['%PDF-1.4\n%alerts check\n'], { type: 'application/pdf' }), 'alerts.pdf');
  pdfForm.append('_payload', JSON.stringify({ path: `docs/ir/alerts-check-${run}.pdf` }));
  const pdf = await fetch(`${base}/api/media`, { method: 'POST', headers: { authorization: `JWT ${editor}` }, body: pdfForm });
  const pdfId = ((await pdf.json()) as { doc?: { id?: number } }).doc?.id;
  const announce = async (title: string, number: string) => {
    const draft = await rest('articles?draft=true&locale=zh', editor, {
      method: 'POST',
      body: JSON.stringify({
        kind: 'investor',
        category: 31,
        published_at: '2026-11-29T12:00:00.000Z',
        title,
        access: 'public',
        announcement: { number, type: 'temporary', subtype: kind, pdf: pdfId },
        _status: 'draft',
      }),
    });
    const id = Number(draft.body.doc?.id);
    const published = await rest(`articles/${id}?locale=zh`, publisher, {
      method: 'PATCH',
      body: JSON.stringify({ _status: 'published' }),
    });
    return { id, status: published.status };
  };
  const first = await announce(`[alerts check ${run}] 关于提醒测试事项的公告`, `${run.slice(-4)}-1`);
  const news = await rest('articles?locale=zh', publisher, {
    method: 'POST',
    body: JSON.stringify({
      kind: 'news',
      category: 21,
      published_at: '2026-11-29T12:00:00.000Z',
      title: `[alerts check ${run}] 提醒测试新闻`,
      access: 'public',
      _status: 'published',
    }),
  });
  const newsId = Number(news.body.doc?.id);
  await rest(`articles/${newsId}?locale=en`, publisher, {
    method: 'PATCH',
    body: JSON.stringify({ title: `[alerts check ${run}] Alerts check news`, _status: 'published' }),
  });
  check(
    first.status === 200 && news.status === 201,
    `an announcement (Chinese only) and news are published: ${first.status}, ${news.status}`,
  );

  const [zhGot, enGot, newsGot] = await Promise.all([
    drop.waitFor(people.zh.email, 4),
    drop.waitFor(people.en.email, 3),
    drop.waitFor(people.news.email, 3),
  ]);
  const announcementTo = (mails: Mail[]) => mails.filter((mail) => mail.subject.includes('关于提醒测试事项的公告'));
  const newsTo = (mails: Mail[]) => mails.filter((mail) => mail.text.includes(`/news/detail/${newsId}`));
  const [zhAnnouncement] = announcementTo(zhGot);
  const [enAnnouncement] = announcementTo(enGot);
  check(
    announcementTo(zhGot).length === 1 &&
      zhAnnouncement!.subject.startsWith('【星垣微电子公告】') &&
      zhAnnouncement!.text.includes(`${site}/investor\n`) &&
      zhAnnouncement!.text.includes(`${site}/api/files/docs/ir/alerts-check-${run}.pdf`) &&
      zhAnnouncement!.text.includes('2026-11-29'),
    `the Chinese subscriber gets the announcement in Chinese, with its date, its page and its PDF: ${zhAnnouncement?.subject}`,
  );
  check(
    announcementTo(enGot).length === 1 &&
      enAnnouncement!.subject.startsWith('Xingyuan Micro announcement: [alerts check') &&
      enAnnouncement!.text.includes('published in Chinese only') &&
      enAnnouncement!.text.includes(`Read it: ${site}/investor\n`) &&
      enAnnouncement!.text.includes(`${site}/en/investor/alerts/unsubscribe?token=`),
    `the English subscriber gets the Chinese-only announcement in Chinese, said so in English, its way out in English: ${enAnnouncement?.subject}`,
  );
  check(
    announcementTo(newsGot).length === 0 &&
      newsTo(zhGot).length === 1 &&
      newsTo(zhGot)[0]!.text.includes(`${site}/news/detail/${newsId}`) &&
      newsTo(newsGot).length === 1 &&
      newsTo(newsGot)[0]!.subject === `Xingyuan Micro news: [alerts check ${run}] Alerts check news` &&
      newsTo(newsGot)[0]!.text.includes(`${site}/en/news/detail/${newsId}`) &&
      newsTo(enGot).length === 0,
    `the news reaches its two subscribers in their languages (${newsTo(newsGot)[0]?.subject}), and no one else; the announcement not the news-only one`,
  );
  check(
    [zhAnnouncement, enAnnouncement].every((mail) => (mail?.headers['list-unsubscribe'] ?? '').includes('/one-click?token=')),
    'every alert carries its one-click way out',
  );
  const rounds = await rest(`alert-rounds?where[key][in]=articles/${first.id},articles/${newsId}&sort=key`, publisher);
  const counted = (rounds.body.docs ?? []).map((doc) => `${String(doc.category)} ${String(doc.recipients)}/${String(doc.sent)}`);
  check(
    counted.length === 2 && (rounds.body.docs ?? []).every((doc) => Number(doc.recipients) >= 2 && doc.failed === 0),
    `the admin lists one round per item, with its recipients and what was sent: ${counted.join(', ')}`,
  );

  // One click on the English subscriber's way out; the next announcement reaches only the Chinese one.
  const oneClick = /token=([\w.~-]+)>$/.exec(enAnnouncement?.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
  const ended = await call('unsubscribe_alerts', { lang: 'en', token: oneClick });
  const forged = await call('unsubscribe_alerts', { lang: 'en', token: `${oneClick.split('.')[0]}.${'A'.repeat(32)}` });
  check(
    ended.code === 1 && (ended.data as Doc).email === 'al***@example.com' && forged.code === 0,
    `the one-click token ends that subscription (a forged one does not: ${forged.msg})`,
  );
  const second = await announce(`[alerts check ${run}] 关于第二项提醒测试事项的公告`, `${run.slice(-4)}-2`);
  const zhAfter = await drop.waitFor(people.zh.email, 5);
  await new Promise((resolve) => setTimeout(resolve, 6000));
  const enAfter = (await drop.mails()).filter((mail) => mail.to === people.en.email);
  check(
    second.status === 200 &&
      zhAfter.some((mail) => mail.subject.includes('第二项')) &&
      !enAfter.some((mail) => mail.subject.includes('第二项')) &&
      enAfter.length === 3,
    `the next announcement reaches the Chinese subscriber and not the one who unsubscribed (${enAfter.length} mails in all)`,
  );
  check(
    [...zhAfter, ...enAfter].every(
      (mail, n, all) => all.findIndex((other) => other.to === mail.to && other.subject === mail.subject) === n,
    ),
    'no one is mailed twice about one item',
  );

  // A change notice reaches the members who follow its product or its line, in the language they followed in.
  const token = await member();
  const privacy = await person('privacy');
  const lineMember = `line${run}`;
  const lineAddress = address('line');
  await rest('members', privacy, {
    method: 'POST',
    body: JSON.stringify({ username: lineMember, password: `Line-${run}-2026`, email: lineAddress, status: 'active' }),
  });
  const lineToken = await member(lineMember, `Line-${run}-2026`);
  const product = await call('get_article_info_by_id', { lang: 'zh', id: 101 });
  const line = ((product.data as Doc | null)?.category_path as { id: number }[] | undefined)?.[1]?.id ?? 0;
  const follows = [
    await call('set_subscription', { lang: 'en', kind: 'product', id: 101, on: true }, token),
    await call('set_subscription', { lang: 'zh', kind: 'line', id: line, on: true }, lineToken),
  ];
  const notice = await rest('change-notices?locale=zh', await person('sales'), {
    method: 'POST',
    body: JSON.stringify({
      number: `PCN-CHECK-${run}`,
      type: 'pcn',
      title: `[alerts check ${run}] XY6201 封装变更`,
      date: '2026-11-29T12:00:00.000Z',
      products: [101],
    }),
  });
  const isNotice = (mail: Mail) => mail.text.includes(`/product/change-notices/PCN-CHECK-${run}`);
  const [memberMail] = await drop.waitFor('li.ming@customer.example', 1, isNotice);
  const [lineMail] = await drop.waitFor(lineAddress, 1, isNotice);
  check(
    follows.every((answer) => answer.code === 1) &&
      notice.status === 201 &&
      memberMail?.subject === `Xingyuan Micro change notice: [alerts check ${run}] XY6201 封装变更` &&
      memberMail.text.includes('published in Chinese only') &&
      memberMail.text.includes('your Xingyuan Micro account follows this product') &&
      lineMail?.subject === `【星垣微电子产品变更通知】[alerts check ${run}] XY6201 封装变更` &&
      lineMail.text.includes(`${site}/product/change-notices/PCN-CHECK-${run}`),
    `a change notice reaches the member who follows its product (in English, as followed) and the one who follows its line (in Chinese): ${memberMail?.subject}; ${lineMail?.subject}`,
  );
  const followToken = /token=(f\d+\.[\w-]{32})>$/.exec(lineMail?.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
  const stopped = await call('unsubscribe_alerts', { lang: 'zh', token: followToken });
  const left = await call('get_subscriptions', { lang: 'zh' }, lineToken);
  check(
    stopped.code === 1 &&
      JSON.stringify((stopped.data as Doc).categories) === '["notices"]' &&
      ((left.data as { list?: unknown[] } | null)?.list ?? [0]).length === 0,
    `its one-click token ends that member's follows: ${JSON.stringify(stopped.data)}`,
  );

  // A member's own alerts, from /account: at once, with consent; off with none.
  const refused = await call('set_my_alerts', { lang: 'zh', categories: ['news'], alert_lang: 'en' }, token);
  const on = await call('set_my_alerts', { lang: 'zh', categories: ['news', 'reports'], alert_lang: 'en', consent: CONSENT }, token);
  const read = await call('get_my_alerts', { lang: 'zh' }, token);
  const off = await call('set_my_alerts', { lang: 'zh', categories: [], alert_lang: 'en' }, token);
  const after = await call('get_my_alerts', { lang: 'zh' }, token);
  const anonymous = await call('get_my_alerts', { lang: 'zh' });
  check(
    refused.code === 0 &&
      on.code === 1 &&
      JSON.stringify((read.data as Doc).categories) === '["reports","news"]' &&
      (read.data as Doc).alert_lang === 'en' &&
      off.code === 1 &&
      JSON.stringify((after.data as Doc).categories) === '[]' &&
      anonymous.code === -1000,
    `a member's alerts start at once with consent (${refused.msg} without), and end with no category; without a token: ${anonymous.code}`,
  );
}
