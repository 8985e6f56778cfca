/** The mails the suite's SMTP listener (./mail-catcher.ts) received, as the tests read them. */
import { expect } from './fixtures';
import { MAIL_API, SITE } from './servers';
import type { Received } from './mail-catcher';

export type Mail = Received;

/** What `address` has received so far, oldest first. */
export async function receivedBy(address: string): Promise<Mail[]> {
  return (await fetch(`${MAIL_API}/messages?to=${encodeURIComponent(address)}`)).json() as Promise<Mail[]>;
}

/**
 * The mails `to` has received, once there are `count` of them. `timeout`: how long a sender may take, from what it
 * is (the demo sends as it answers; the CMS's mail job sends on its next five-second tick, an alert's mails a tick
 * after the job that writes them).
 */
export async function mailsTo(to: string, count: number, timeout?: number): Promise<Mail[]> {
  let mails: Mail[] = [];
  await expect
    .poll(
      async () => {
        mails = await receivedBy(to);
        return mails.length;
      },
      { timeout },
    )
    .toBe(count);
  return mails;
}

/** The site's link of `path` in a mail's text. */
export function linkIn(text: string, path: string): string {
  const link = text.match(new RegExp(`${SITE.replaceAll('.', '\\.')}[^\\s]*${path}\\?token=[\\w.~-]+`))?.[0];
  expect(link, `a link to ${path} in:\n${text}`).toBeTruthy();
  return link!;
}
