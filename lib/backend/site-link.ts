/**
 * What the site's HTTP server shares with the app it serves: the backend answer store (with its
 * revalidation times and, when configured, Redis behind it). The two sides are compiled separately (Next.js
 * bundles the app; the server is compiled on its own), so the link is a global symbol, not a module
 * instance. Under `next dev` or a bare `next start` there is no site server and the app keeps a store of
 * its own. When the site server is running, a missing link is a fault, and it is loud: the app would keep
 * answers that no revalidation reaches.
 */
import { AnswerStore, STORE_MAX_BYTES } from '@/lib/backend/answer-store';

const LINK = Symbol.for('xingyuan-web.site-link');
/** Set in the environment by the site server before Next.js loads the app. */
export const SITE_SERVER_MARK = 'XINGYUAN_SITE_SERVER';

type Holder = { [LINK]?: { answers: AnswerStore } };

/** The site server's side: hands its answer store to the app (before the app's first render). */
export function installSiteLink(answers: AnswerStore): void {
  (globalThis as Holder)[LINK] = { answers };
  process.env[SITE_SERVER_MARK] = '1';
}

export class BrokenSiteLink extends Error {
  override readonly name = 'BrokenSiteLink';
}

/** The app's side: the process's answer store. */
export function linkedAnswerStore(): AnswerStore {
  const holder = globalThis as Holder;
  const linked = holder[LINK];
  if (linked) return linked.answers;
  if (process.env[SITE_SERVER_MARK] === '1')
    throw new BrokenSiteLink('the site server is running but its answer store did not reach the app (lib/backend/site-link.ts)');
  holder[LINK] = { answers: new AnswerStore(STORE_MAX_BYTES) };
  return holder[LINK].answers;
}
