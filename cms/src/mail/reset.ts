/**
 * The mail that resets a back-office user's password (Payload's "forgot password", on the admin's sign-in page). Its
 * link is built from the CMS's configured public address, `CMS_URL`, never from the request: whoever asks for a reset
 * chooses the request's Host header, and a link to their host would hand them the key.
 */

/** The admin's public origin: `CMS_URL`, else where `npm run cms` listens (`CMS_PORT`, `HOST`). */
export function adminOrigin(env: Record<string, string | undefined> = process.env): string {
  const configured = env.CMS_URL?.trim();
  const url = new URL(configured || `http://${env.HOST?.trim() || '127.0.0.1'}:${env.CMS_PORT?.trim() || '4000'}`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`CMS_URL is not an http(s) address: ${configured}`);
  return url.origin;
}

export const RESET_SUBJECT = '重设星垣微电子后台密码 / Reset your Xingyuan Micro back-office password';

/** The reset mail's HTML, in both languages (the admin's person may read either). */
export function resetMailHtml(origin: string, token: string): string {
  const link = `${origin}/admin/reset/${encodeURIComponent(token)}`;
  return [
    '<p>有人（也许是您）要求重设您在星垣微电子后台的密码。请在一小时内打开下面的链接设置新密码：</p>',
    `<p><a href="${link}">${link}</a></p>`,
    '<p>如果不是您本人的要求，请忽略这封邮件，您的密码不会改变。</p>',
    '<hr>',
    '<p>Someone (perhaps you) asked to reset your password for the Xingyuan Micro back office. Open this link within an hour to set a new one:</p>',
    `<p><a href="${link}">${link}</a></p>`,
    '<p>If you did not ask for this, ignore this mail: your password stays as it is.</p>',
  ].join('\n');
}
