/**
 * Privacy requests (issue 46 §2), checked against a running CMS (scripts/cms-check.ts) through the contract's calls
 * and the admin's REST API, on one address that has something in every place the CMS keeps a visitor's: a member
 * account that follows a product, a contact message, two sample requests (one shipped), a published investor question,
 * an alert subscription, the mails they made.
 *
 * - Only the privacy officer sees the queue and its mails; nothing is done before the requester follows the link
 *   mailed to the address (built from the CMS's SITE_URL), and no one confirms it by hand.
 * - Access: the reply carries a JSON export with all of it, and the mail keeps nothing of the export once sent.
 * - A second deletion request while one is open: a receipt like any, nothing kept, the link mailed again (the first
 *   no longer works).
 * - Deletion: afterwards, a dump of the whole database (sqlite3 `.dump`, or `pg_dump`) holds nothing of the address,
 *   the name, the phone or the account's name; the shipped sample and the published question stay, anonymised.
 * - The audit log has each step.
 * - Consent withdrawn (another address): its published question is published no more, and kept.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { MailDrop, Mail } from './cms-mail';
import { cmsClient } from './cms-client';
import { signIn } from './cms-workflow';

type Check = (ok: boolean, what: string) => void;
type Doc = Record<string, unknown>;

/** Every row of the CMS's database as text: Postgres's dump with DATABASE_URL, else the SQLite file's. */
function databaseText(dataDir: string): string {
  const url = process.env.DATABASE_URL;
  const options = { encoding: 'utf8' as const, maxBuffer: 512 * 1024 * 1024 };
  return url
    ? execFileSync('pg_dump', ['--data-only', '--no-owner', `--dbname=${url}`], options)
    : execFileSync('sqlite3', [path.join(dataDir, 'cms.db'), '.dump'], options);
}

const linkIn = (mail: Mail | undefined) => /https?:\/\/\S+\/privacy\/request\/confirm\?token=([\w.~-]+)/.exec(mail?.text ?? '');

export async function privacyChecks(check: Check, base: string, drop: MailDrop, password: string, dataDir: string): Promise<void> {
  const { call, captcha, rest, member } = cmsClient(base);
  const person = (who: string) => signIn(base, `${who}@xingyuan-micro.example`, password);
  const [privacy, sales, ir, publisher] = await Promise.all([person('privacy'), person('sales'), person('ir'), person('publisher')]);
  const run = Date.now().toString(36);
  const address = `erase-${run}@example.com`;
  const name = `Erasure ${run}`;
  const phone = `+86 21 ${String(Date.now()).slice(-8)}`;
  const username = `erase${run}`;
  const memberPassword = `Erase-${run}-2026`;
  const site = new URL(process.env.SITE_URL ?? 'http://127.0.0.1:3000').origin;

  // Something of the address everywhere.
  const created = await rest('members', privacy, {
    method: 'POST',
    body: JSON.stringify({ username, password: memberPassword, name, email: address, phone, status: 'active' }),
  });
  const token = await member(username, memberPassword);
  const followed = await call('set_subscription', { lang: 'zh', kind: 'product', id: 101, on: true }, token);
  const message = await call('submit_message', {
    lang: 'zh',
    name,
    email: address,
    phone,
    topic: 'other',
    content: `请删除我的信息前先回复我。${run}`,
    ...(await captcha('web/submit_message')),
  });
  // Two parts: a second request for a part the mailbox has open would be kept as nothing new.
  const parts = ((await call('get_sample_options', { lang: 'zh', product_id: 101 })).data as { list: { part_number: string }[] }).list.map(
    (option) => option.part_number,
  );
  const part = parts[0] ?? '';
  const sample = (partNumber: string, quantity: number) =>
    call(
      'submit_sample_request',
      {
        lang: 'zh',
        part_number: partNumber,
        quantity,
        project: `项目 ${run}`,
        application: '评估',
        company: `${name} 公司`,
        name,
        email: address,
        phone,
        address: `上海市 ${run} 路`,
      },
      token,
    );
  const [shippedSample, openSample] = [await sample(part, 2), await sample(parts[1] ?? '', 1)];
  const shippedRef = (shippedSample.data as Doc | null)?.reference;
  const shippedId = (await rest(`sample-requests?where[reference][equals]=${String(shippedRef)}&depth=0`, sales)).body.docs?.[0]?.id;
  const samplePatch = (data: Doc) =>
    rest(`sample-requests/${String(shippedId)}?depth=0`, sales, { method: 'PATCH', body: JSON.stringify(data) });
  await samplePatch({ status: 'approved' });
  const shipped = await samplePatch({ status: 'shipped', carrier: 'SF Express', tracking_number: `SF${run}` });
  const asked = await call('submit_investor_question', {
    lang: 'en',
    category: 'other',
    question: `Will the company keep my question ${run} once I ask it to forget me?`,
    name,
    email: address,
    phone,
    consent: { publish: true, policy_version: '2026-11-20', given_at: new Date().toISOString() },
    ...(await captcha('web/submit_investor_question')),
  });
  const questionRef = (asked.data as Doc | null)?.reference;
  const questionId = (await rest(`investor-questions?where[reference][equals]=${String(questionRef)}&depth=0`, ir)).body.docs?.[0]?.id;
  const questionPatch = (jwt: string, data: Doc) =>
    rest(`investor-questions/${String(questionId)}?depth=0`, jwt, { method: 'PATCH', body: JSON.stringify(data) });
  await questionPatch(ir, { status: 'drafted', answer: `Published questions stay, without their asker (${run}).` });
  const answered = await questionPatch(publisher, { status: 'answered' });
  const alerted = await call('subscribe_alerts', {
    lang: 'en',
    email: address,
    categories: ['news'],
    alert_lang: 'en',
    consent: { alerts: true, policy_version: '2026-11-20', given_at: new Date().toISOString() },
    ...(await captcha('web/subscribe_alerts')),
  });
  check(
    created.status === 201 &&
      alerted.code === 1 &&
      Boolean(token) &&
      followed.code === 1 &&
      message.code === 1 &&
      shipped.status === 200 &&
      openSample.code === 1 &&
      answered.body.doc?.published === true,
    `an address with something in every queue: a member following a product, a message, a shipped and an open sample request, a published question, an alert subscription: HTTP ${created.status}, ${shipped.status}, ${answered.status}`,
  );
  await drop.waitFor(address, 3);

  // Access, then a copy.
  const submit = (kind: string, extra: Doc = {}) =>
    call('submit_privacy_request', {
      lang: 'zh',
      kind,
      name,
      email: address,
      phone,
      details: `检查 ${run}`,
      ...extra,
    });
  const access = await call('submit_privacy_request', {
    lang: 'en',
    kind: 'access',
    name,
    email: address,
    phone,
    details: `A copy of everything, please (${run}).`,
    ...(await captcha('web/submit_privacy_request')),
  });
  const accessRef = String((access.data as Doc | null)?.reference ?? '');
  check(
    access.code === 1 && /^PR-\d{8}-[A-Z2-9]{4}$/.test(accessRef),
    `web/submit_privacy_request keeps a request: ${accessRef || access.msg}`,
  );
  const find = async (reference: string, jwt = privacy) =>
    (await rest(`privacy-requests?where[reference][equals]=${reference}&depth=0`, jwt)).body.docs?.[0];
  const request = await find(accessRef);
  const [salesSees, irSees] = await Promise.all([rest('privacy-requests?depth=0', sales), rest('privacy-requests?depth=0', ir)]);
  check(
    request?.status === 'unverified' && salesSees.status === 403 && irSees.status === 403,
    `the privacy officer finds it awaiting the identity check; sales and IR cannot see the queue: ${String(request?.status)}, HTTP ${salesSees.status}, ${irSees.status}`,
  );
  const requestPatch = (id: unknown, data: Doc) =>
    rest(`privacy-requests/${String(id)}?depth=0`, privacy, { method: 'PATCH', body: JSON.stringify(data) });
  const [early, byHand] = [
    await requestPatch(request?.id, { status: 'completed', reply: 'Here is your data.' }),
    await requestPatch(request?.id, { status: 'verified' }),
  ];
  check(
    early.status === 400 && byHand.status === 400,
    `nothing is done before the requester confirms, and no one confirms by hand: HTTP ${early.status}, ${byHand.status}`,
  );
  const [identity] = await drop.waitFor(address, 1, (mail) => mail.text.includes(accessRef));
  const link = linkIn(identity);
  check(
    Boolean(link) && link![0].startsWith(`${site}/en/privacy/request/confirm?token=`),
    `the identity mail's link is at the site's address, in the request's language: ${link?.[0] ?? identity?.subject ?? 'no mail'}`,
  );
  const salesMails = await rest(`outgoing-mails?where[about][equals]=privacy-requests/${String(request?.id)}&depth=0`, sales);
  check(
    salesMails.status === 200 && salesMails.body.totalDocs === 0,
    `sales does not see the privacy mails: ${String(salesMails.body.totalDocs)}`,
  );
  const confirmed = await call('confirm_privacy_request', { lang: 'en', token: link?.[1] ?? '' });
  const again = await call('confirm_privacy_request', { lang: 'en', token: link?.[1] ?? '' });
  const unknown = await call('confirm_privacy_request', { lang: 'zh', token: `unknown-${run}` });
  check(
    confirmed.code === 1 &&
      JSON.stringify(confirmed.data) === JSON.stringify({ reference: accessRef, kind: 'access' }) &&
      JSON.stringify(again.data) === JSON.stringify(confirmed.data) &&
      unknown.code === 0,
    `web/confirm_privacy_request confirms by the link (again: the same answer); an unknown token is refused: ${JSON.stringify(confirmed)}, ${unknown.msg}`,
  );
  const verified = (await rest(`privacy-requests/${String(request?.id)}?depth=0`, privacy)).body;
  check(
    verified?.status === 'verified' && /留言 1/.test(String(verified.holdings)) && /sample requests 2/.test(String(verified.holdings)),
    `confirmed, the officer sees what the address has: ${String(verified?.status)}, ${String(verified?.holdings)}`,
  );
  const completed = await requestPatch(request?.id, { status: 'completed', reply: 'Attached is everything we hold on this address.' });
  check(
    completed.status === 200 && /Exported/.test(String(completed.body.doc?.outcome)),
    `completed: ${completed.status} ${String(completed.body.doc?.outcome ?? JSON.stringify(completed.body.errors))}`,
  );
  const [reply] = await drop.waitFor(address, 1, (mail) => mail.subject.includes(accessRef) && mail.attachments.length > 0);
  let exported: Doc = {};
  try {
    exported = JSON.parse(reply?.attachments[0]?.content ?? '{}') as Doc;
  } catch {
    // Checked below.
  }
  const list = (key: string) => (Array.isArray(exported[key]) ? (exported[key] as Doc[]) : []);
  check(
    reply?.attachments[0]?.filename === `personal-data-${accessRef}.json` &&
      list('member_accounts')[0]?.username === username &&
      (list('member_accounts')[0]?.change_notice_subscriptions as unknown[] | undefined)?.length === 1 &&
      list('contact_messages').length === 1 &&
      list('sample_requests').length === 2 &&
      list('investor_questions').length === 1 &&
      list('privacy_requests').length === 1 &&
      list('email_alerts').length === 1 &&
      list('mails_sent').length >= 2 &&
      !JSON.stringify(exported).includes('password'),
    `the reply carries a JSON export of everything on the address: ${reply?.attachments[0]?.filename ?? 'no attachment'}, ${Object.entries(
      exported,
    )
      .filter(([, value]) => Array.isArray(value))
      .map(([key, value]) => `${key} ${(value as unknown[]).length}`)
      .join(', ')}`,
  );

  // Deletion, asked twice while open.
  const deletion = await submit('deletion', await captcha('web/submit_privacy_request'));
  const deletionAgain = await submit('deletion', await captcha('web/submit_privacy_request'));
  const deletionRef = String((deletion.data as Doc | null)?.reference ?? '');
  const againRef = String((deletionAgain.data as Doc | null)?.reference ?? '');
  const kept = await rest(
    `privacy-requests?where[mailbox][equals]=${encodeURIComponent(address)}&where[kind][equals]=deletion&depth=0`,
    privacy,
  );
  check(
    deletionAgain.code === 1 && /^PR-/.test(againRef) && againRef !== deletionRef && kept.body.totalDocs === 1,
    `a second deletion request while one is open: a receipt like any, nothing new kept: ${againRef}, ${String(kept.body.totalDocs)} kept`,
  );
  const links = (await drop.waitFor(address, 2, (mail) => mail.text.includes(deletionRef))).map(linkIn);
  const [firstLink, secondLink] = [links[0]?.[1] ?? '', links[1]?.[1] ?? ''];
  const [stale, fresh] = [
    await call('confirm_privacy_request', { lang: 'zh', token: firstLink }),
    await call('confirm_privacy_request', { lang: 'zh', token: secondLink }),
  ];
  check(
    links.length === 2 && stale.code === 0 && fresh.code === 1,
    `the owner gets the link again, and only the newest works: ${links.length} mails, ${stale.code}, ${fresh.code}`,
  );
  const deletionDoc = await find(deletionRef);
  const erased = await requestPatch(deletionDoc?.id, { status: 'completed', reply: '您在本公司后台的个人信息已删除。' });
  check(
    erased.status === 200 && /Erased/.test(String(erased.body.doc?.outcome)) && erased.body.doc?.email !== address,
    `completed, the deletion is carried out: ${erased.status} ${String(erased.body.doc?.outcome ?? JSON.stringify(erased.body.errors))}`,
  );
  const [erasedMail] = await drop.waitFor(address, 1, (mail) => mail.subject.includes(deletionRef) && mail.subject.includes('已办结'));
  check(Boolean(erasedMail?.text.includes('已删除')), `the requester is told: ${erasedMail?.subject ?? 'no mail'}`);
  // Once the reply is sent, its row keeps nothing of the address either.
  let dump = '';
  for (let waited = 0; waited < 60; waited++) {
    dump = databaseText(dataDir);
    if (!dump.toLowerCase().includes(address)) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const left = [address, name, phone, username, `上海市 ${run} 路`].filter((value) => dump.toLowerCase().includes(value.toLowerCase()));
  check(
    dump.length > 10_000 && left.length === 0,
    `the whole database (${process.env.DATABASE_URL ? 'pg_dump' : 'sqlite3 .dump'}, ${dump.length} characters) holds nothing of the address: ${left.join(', ') || 'nothing left'}`,
  );
  const [keptSample, keptQuestion, goneSample, goneMember] = await Promise.all([
    rest(`sample-requests/${String(shippedId)}?depth=0`, sales),
    call('get_investor_questions', { lang: 'en', q: run, page: 1, page_size: 10 }),
    rest(`sample-requests?where[reference][equals]=${String((openSample.data as Doc | null)?.reference)}&depth=0`, sales),
    rest(`members?where[username][equals]=${username}&depth=0`, privacy),
  ]);
  const published = (keptQuestion.data as { list?: Doc[] } | null)?.list ?? [];
  check(
    keptSample.body.part_number === part &&
      keptSample.body.status === 'shipped' &&
      published.length === 1 &&
      published[0]?.asker === 'Investor' &&
      goneSample.body.totalDocs === 0 &&
      goneMember.body.totalDocs === 0,
    `the shipped sample stays as what was shipped, the published question without its asker; the open sample and the account are gone: ${String(keptSample.body.status)}, ${String(published[0]?.asker)}`,
  );
  const audit = await rest(`audit-log?where[target][equals]=privacy-requests/${String(deletionDoc?.id)}&depth=0&limit=20`, privacy);
  const said = (audit.body.docs ?? []).map((entry) => `${String(entry.who)}: ${String(entry.summary)}`).join(' | ');
  check(
    /visitor: PR-/.test(said) && /身份已由邮件链接核实/.test(said) && /privacy@xingyuan-micro\.example: PR-.*Erased/.test(said),
    `the audit log has the receipt, the identity check and the erasure: ${said}`,
  );
  const refusedEarly = await rest(
    `audit-log?where[target][equals]=privacy-requests/${String(request?.id)}&where[action][equals]=refused&depth=0`,
    privacy,
  );
  check(refusedEarly.body.totalDocs === 2, `and the refused steps: ${String(refusedEarly.body.totalDocs)}`);

  // Consent withdrawn: the address's published question is published no more, and kept.
  const withdrawing = `withdraw-${run}@example.com`;
  const consenting = await call('submit_investor_question', {
    lang: 'en',
    category: 'other',
    question: `Is this question ${run}w published only while I agree?`,
    email: withdrawing,
    consent: { publish: true, policy_version: '2026-11-20', given_at: new Date().toISOString() },
    ...(await captcha('web/submit_investor_question')),
  });
  const consentingId = (
    await rest(`investor-questions?where[reference][equals]=${String((consenting.data as Doc | null)?.reference)}&depth=0`, ir)
  ).body.docs?.[0]?.id;
  const consentingPatch = (jwt: string, data: Doc) =>
    rest(`investor-questions/${String(consentingId)}?depth=0`, jwt, { method: 'PATCH', body: JSON.stringify(data) });
  await consentingPatch(ir, { status: 'drafted', answer: `Only while you agree (${run}w).` });
  await consentingPatch(publisher, { status: 'answered' });
  const shown = async () =>
    ((await call('get_investor_questions', { lang: 'en', q: `${run}w`, page: 1, page_size: 10 })).data as { total?: number } | null)?.total;
  const shownBefore = await shown();
  const withdrawal = await call('submit_privacy_request', {
    lang: 'en',
    kind: 'withdraw_consent',
    name: 'Withdrawing Investor',
    email: withdrawing,
    details: 'I withdraw my consent to publish my question.',
    ...(await captcha('web/submit_privacy_request')),
  });
  const withdrawalRef = String((withdrawal.data as Doc | null)?.reference ?? '');
  const [withdrawalMail] = await drop.waitFor(withdrawing, 1, (mail) => mail.text.includes(withdrawalRef));
  await call('confirm_privacy_request', { lang: 'en', token: linkIn(withdrawalMail)?.[1] ?? '' });
  const withdrawn = await requestPatch((await find(withdrawalRef))?.id, {
    status: 'completed',
    reply: 'Your question is no longer published on our site.',
  });
  const stillThere = await rest(`investor-questions/${String(consentingId)}?depth=0`, ir);
  check(
    shownBefore === 1 &&
      withdrawn.status === 200 &&
      /consents to publication 1/.test(String(withdrawn.body.doc?.outcome)) &&
      (await shown()) === 0 &&
      stillThere.body.status === 'answered' &&
      (stillThere.body.consent as Doc | undefined)?.publish === false,
    `a consent withdrawn: the question is published no more, and kept, answered: ${String(shownBefore)} → ${String(await shown())}, ${String(withdrawn.body.doc?.outcome ?? JSON.stringify(withdrawn.body.errors))}`,
  );
}
