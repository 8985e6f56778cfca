/**
 * A member's forgotten password (issue 46 §1), checked against a running CMS (scripts/cms-check.ts) through the
 * contract's calls and the admin's REST API:
 * - `web/request_password_reset` answers alike for a member's address (in any case) and for a name no one has; the
 *   member is mailed a link to the site's /en/login/reset, built from the CMS's SITE_URL;
 * - `web/reset_password` refuses a short password, sets the new one once (the same link again is refused), and ends
 *   the member's sign-in token; the old password no longer signs in, the new one does;
 * - the privacy officer mails a link from the member's page (保存时邮寄重设密码链接), in both languages; the mail is
 *   the privacy officer's alone, and keeps nothing of its link once sent; sales cannot ask for one;
 * - a suspended member is mailed nothing and a link of theirs sets nothing, and the admin refuses to mail one;
 * - the audit log names each step by the member's id.
 */
import type { Mail, MailDrop } from './cms-mail';
import { cmsClient } from './cms-client';
import { signIn } from './cms-workflow';

type Check = (ok: boolean, what: string) => void;

const linkIn = (mail: Mail | undefined, lang: 'zh' | 'en' = 'en') =>
  new RegExp(`https?://\\S+${lang === 'en' ? '/en' : ''}/login/reset\\?token=([\\w.~-]+)`).exec(mail?.text ?? '');

export async function memberResetChecks(check: Check, base: string, drop: MailDrop, password: string): Promise<void> {
  const { call, captcha, rest, member } = cmsClient(base);
  const person = (who: string) => signIn(base, `${who}@xingyuan-micro.example`, password);
  const [privacy, sales, publisher] = await Promise.all([person('privacy'), person('sales'), person('publisher')]);
  const run = Date.now().toString(36);
  const username = `reset${run}`;
  const address = `reset.${run}@customer.example`;
  const first = `Reset-${run}-first`;
  const second = `Reset-${run}-second`;
  const site = new URL(process.env.SITE_URL ?? 'http://127.0.0.1:3000').origin;

  const created = await rest('members', privacy, {
    method: 'POST',
    body: JSON.stringify({ username, email: address, password: first, status: 'active' }),
  });
  const id = Number(created.body.doc?.id);
  const signedIn = await member(username, first);
  check(created.status === 201 && signedIn !== '', `a member the privacy officer created signs in: HTTP ${created.status}`);

  // The member's own request, by the address in capitals; and one for a name no one has.
  const mine = await call('request_password_reset', {
    lang: 'en',
    account: address.toUpperCase(),
    ...(await captcha('web/request_password_reset')),
  });
  const nobody = await call('request_password_reset', {
    lang: 'en',
    account: `nobody-${run}`,
    ...(await captcha('web/request_password_reset')),
  });
  check(
    mine.code === 1 && JSON.stringify(mine) === JSON.stringify(nobody),
    `web/request_password_reset answers a member's address as a name no one has: ${JSON.stringify(mine)}, ${JSON.stringify(nobody)}`,
  );
  const wrong = await call('request_password_reset', { lang: 'en', account: username, verify_key: 'x', verify_code: 'x' });
  check(wrong.code === 0 && wrong.msg === 'The verification code is wrong or has expired', `a wrong captcha is refused: ${wrong.msg}`);
  const [mail] = await drop.waitFor(address, 1);
  const link = linkIn(mail);
  check(
    mail?.subject === 'Reset your member password' && Boolean(link?.[0].startsWith(`${site}/en/login/reset?token=`)),
    `the member is mailed a link to the site's English page, from SITE_URL, ${drop.via}: ${mail?.subject ?? 'none'} ${link?.[0] ?? ''}`,
  );
  const token = link?.[1] ?? '';

  const short = await call('reset_password', { lang: 'zh', token, password: 'short' });
  check(short.code === 0 && short.msg === '密码须为 10–128 个字符', `a password of 5 characters is refused in words: ${short.msg}`);
  const reset = await call('reset_password', { lang: 'en', token, password: second });
  check(
    reset.code === 1 && (reset.data as { username?: string })?.username === username,
    `the link sets the new password: ${JSON.stringify(reset)}`,
  );
  const profile = await call('get_member_profile', { lang: 'zh' }, signedIn);
  check(profile.code === -1000, `the member's sign-in token ended with it: code ${profile.code}`);
  check((await member(username, first)) === '', 'the old password no longer signs in');
  check((await member(username, second)) !== '', 'the new one does');
  const again = await call('reset_password', { lang: 'en', token, password: `${second}-again` });
  check(again.code === 0 && again.msg === 'The link is not valid or has expired', `the same link again is refused: ${again.msg}`);

  // From the admin: the privacy officer mails a link; sales may not.
  const mailed = await rest(`members/${id}`, privacy, { method: 'PATCH', body: JSON.stringify({ send_reset_link: true }) });
  const byOfficer = (await drop.waitFor(address, 2))[1];
  check(
    mailed.status === 200 &&
      byOfficer?.subject === '请设置您的会员密码 / Please set your member password' &&
      Boolean(linkIn(byOfficer, 'zh') && linkIn(byOfficer, 'en')),
    `the privacy officer mails a link in both languages: HTTP ${mailed.status}, ${byOfficer?.subject ?? 'none'}`,
  );
  const bySales = await rest(`members/${id}`, sales, { method: 'PATCH', body: JSON.stringify({ send_reset_link: true }) });
  check(bySales.status === 403, `sales cannot ask for one: HTTP ${bySales.status}`);
  // The row is marked sent just after the listener has the mail.
  let rows = await rest(`outgoing-mails?where[about][equals]=members/${id}&depth=0`, privacy);
  for (let tries = 0; tries < 50 && !rows.body.docs?.every((row) => row.status === 'sent'); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    rows = await rest(`outgoing-mails?where[about][equals]=members/${id}&depth=0`, privacy);
  }
  const seenBySales = await rest(`outgoing-mails?where[about][equals]=members/${id}&depth=0`, sales);
  check(
    rows.body.docs?.length === 2 &&
      rows.body.docs.every((row) => row.status === 'sent' && row.text === '—' && !String(row.to).includes(run)) &&
      seenBySales.body.totalDocs === 0,
    `the reset mails are the privacy officer's alone, and keep nothing of their link once sent: ${JSON.stringify(rows.body.docs?.map((row) => [row.status, row.text]))}, sales sees ${String(seenBySales.body.totalDocs)}`,
  );

  // Suspended: nothing is mailed, the officer's link sets nothing, and the admin mails none.
  await rest(`members/${id}`, privacy, { method: 'PATCH', body: JSON.stringify({ status: 'suspended' }) });
  await call('request_password_reset', { lang: 'zh', account: username, ...(await captcha('web/request_password_reset')) });
  const suspendedReset = await call('reset_password', { lang: 'zh', token: linkIn(byOfficer, 'zh')?.[1] ?? '', password: `${second}-x` });
  const refusedMail = await rest(`members/${id}`, privacy, { method: 'PATCH', body: JSON.stringify({ send_reset_link: true }) });
  // The job sends every five seconds: what was queued for the suspended member would have come by then.
  await new Promise((resolve) => setTimeout(resolve, 6000));
  check(
    suspendedReset.code === 0 && refusedMail.status === 400 && (await drop.waitFor(address, 3)).length === 2,
    `a suspended member is mailed nothing, and a link of theirs sets nothing: code ${suspendedReset.code}, HTTP ${refusedMail.status}`,
  );

  const audit = await rest(`audit-log?where[target][equals]=members/${id}&limit=50&depth=0`, publisher);
  const said = (audit.body.docs ?? []).map((entry) => String(entry.summary));
  check(
    ['会员申请重设密码', '会员用邮件中的链接重设了密码', '已邮寄重设密码链接'].every((step) =>
      said.some((summary) => summary.startsWith(step)),
    ) && !JSON.stringify(audit.body.docs).includes(address),
    `the audit log has each step, by the member's id alone: ${said.join('; ')}`,
  );
}
