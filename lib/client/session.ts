'use client';
/**
 * The visitor's sign-in, kept where requirements §3 keeps it (sessionStorage `token` and `userInfo`): one tab,
 * until the tab closes. Pages are rendered once for everyone, so whether a visitor is signed in is known
 * in the browser only; islands read it through `useSession`, which renders the signed-out state on the
 * server and during hydration, then the real one.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { getToken, getUserInfo, removeToken, removeUserInfo, setToken, setUserInfo } from './storage';
import { localePath, splitLocalePath } from '@/i18n/paths';
import { sitePath } from '@/lib/core/site-path';
import { whenIdle } from './when-idle';

export type SessionUser = { id: number; username: string; nickname: string };

const CHANGE_EVENT = 'site-session-change';

/** The signed-in visitor, or null (no token, or no readable user). */
export function currentUser(): SessionUser | null {
  if (!getToken()) return null;
  const user = getUserInfo<Partial<SessionUser>>();
  return user && typeof user.username === 'string'
    ? { id: Number(user.id) || 0, username: user.username, nickname: typeof user.nickname === 'string' ? user.nickname : '' }
    : null;
}

/**
 * Whether islands may read the session yet. The page's first read of sessionStorage opens its storage
 * area, a synchronous trip to the browser process (2-6 ms of every page's hydration in traces, issue 21),
 * and nothing needs it then: islands show the signed-out state (as the server did) until the page is
 * idle, then the session. A sign-in or sign-out in this tab makes it readable at once.
 */
let readable = false;

export function signIn(token: string, user: SessionUser): void {
  readable = true;
  setToken(token);
  setUserInfo(user);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function signOut(): void {
  readable = true;
  removeToken();
  removeUserInfo();
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * The session changes only through signIn and signOut in this tab: sessionStorage belongs to one tab, so
 * no other tab's change reaches it. No `storage` listener: adding one makes Chromium open the page's
 * storage areas, a synchronous trip to the browser process inside every page's hydration (issue 21).
 */
function subscribe(onChange: () => void): () => void {
  const cancel = readable
    ? () => undefined
    : whenIdle(() => {
        readable = true;
        onChange();
      });
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    cancel();
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** A stable snapshot (a string) of the session, so React sees a change only when there is one. */
function snapshot(): string {
  if (!readable) return '';
  const user = currentUser();
  return user ? JSON.stringify(user) : '';
}

/** The signed-in visitor; the same object until the session changes (safe as an effect dependency). */
export function useSession(): SessionUser | null {
  const value = useSyncExternalStore(subscribe, snapshot, () => '');
  return useMemo(() => (value ? (JSON.parse(value) as SessionUser) : null), [value]);
}

const UNKNOWN = '?';

/**
 * The signed-in visitor, null when signed out, and undefined until the session may be read (the server,
 * hydration, until idle): for a page that is about the visitor (/account) and says nothing until it knows.
 */
export function useKnownSession(): SessionUser | null | undefined {
  const value = useSyncExternalStore(
    subscribe,
    () => (readable ? snapshot() : UNKNOWN),
    () => UNKNOWN,
  );
  return useMemo(() => (value === UNKNOWN ? undefined : value ? (JSON.parse(value) as SessionUser) : null), [value]);
}

/** The sign-in page in the language of the page at `pathname`, coming back there afterwards. */
export function loginHref(pathname: string | null): string {
  const current = pathname || '/';
  return `${localePath(splitLocalePath(current).locale, '/login')}?next=${encodeURIComponent(current)}`;
}

/**
 * Where to go after signing in: a path of this site only, as resolved (lib/core/site-path.ts), and not the
 * sign-in page again; else `home` (the home page in the sign-in page's language).
 */
export function safeNextPath(value: string | null, home = '/'): string {
  const path = value ? sitePath(value) : null;
  return path === null || splitLocalePath(path).path.startsWith('/login') ? home : path;
}
