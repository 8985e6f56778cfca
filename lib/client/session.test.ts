import { act, renderHook } from '@testing-library/react';
import { freshModule } from '@/tests/support/fresh-module';
import { currentUser, safeNextPath, signIn, signOut, useSession } from './session';

/** A fresh copy of the module, as on a page just loaded. */
const freshSession = () => freshModule<typeof import('./session')>(require.resolve('./session'));

afterEach(() => window.sessionStorage.clear());

describe('the visitor session (sessionStorage token and userInfo, requirements §3)', () => {
  it('signs in and out through the keys of requirements §3, and tells the islands', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();
    act(() => signIn('t-1', { id: 1, username: 'investor', nickname: '演示投资者' }));
    expect(window.sessionStorage.getItem('token')).toBe('t-1');
    expect(JSON.parse(window.sessionStorage.getItem('userInfo') ?? '{}')).toEqual({ id: 1, username: 'investor', nickname: '演示投资者' });
    expect(result.current).toEqual({ id: 1, username: 'investor', nickname: '演示投资者' });
    act(() => signOut());
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(window.sessionStorage.getItem('userInfo')).toBeNull();
    expect(result.current).toBeNull();
  });

  it('keeps the same user object across renders until the session changes', () => {
    signIn('t-2', { id: 2, username: 'a', nickname: '' });
    const { result, rerender } = renderHook(() => useSession());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it("listens for the site's own sign-in and sign-out only: adding a window 'storage' listener opens the storage areas, a synchronous trip to the browser process on every page's hydration (issue 21), and another tab never changes this tab's sessionStorage", () => {
    const added = jest.spyOn(window, 'addEventListener');
    const { unmount } = renderHook(() => useSession());
    expect(added.mock.calls.map(([type]) => type)).toEqual(['site-session-change']);
    unmount();
    added.mockRestore();
  });

  it('reads no storage while the page hydrates: signed out until the page is idle, then the session (issue 21)', () => {
    window.sessionStorage.setItem('token', 't-3');
    window.sessionStorage.setItem('userInfo', JSON.stringify({ id: 3, username: 'member', nickname: '' }));
    jest.useFakeTimers();
    const read = jest.spyOn(Storage.prototype, 'getItem');
    try {
      const session = freshSession();
      const { result } = renderHook(() => session.useSession());
      expect(result.current).toBeNull();
      expect(read).not.toHaveBeenCalled();
      act(() => jest.runOnlyPendingTimers());
      expect(result.current).toEqual({ id: 3, username: 'member', nickname: '' });
    } finally {
      read.mockRestore();
      jest.useRealTimers();
    }
  });

  it("tells a page about the visitor 'not known yet' apart from 'signed out': unknown until the page is idle, then the session", () => {
    jest.useFakeTimers();
    try {
      const session = freshSession();
      const { result } = renderHook(() => session.useKnownSession());
      expect(result.current).toBeUndefined();
      act(() => jest.runOnlyPendingTimers());
      expect(result.current).toBeNull();
      act(() => session.signIn('t-4', { id: 4, username: 'm', nickname: '' }));
      expect(result.current).toEqual({ id: 4, username: 'm', nickname: '' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('is signed out without a token, or with a user it cannot read', () => {
    window.sessionStorage.setItem('userInfo', '{"username":"x"}');
    expect(currentUser()).toBeNull();
    window.sessionStorage.setItem('token', 't');
    window.sessionStorage.setItem('userInfo', 'not json');
    expect(currentUser()).toBeNull();
  });
});

describe('safeNextPath', () => {
  it.each([
    ['/news/detail/299', '/news/detail/299'],
    ['/product?category=11#x', '/product?category=11#x'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/login?next=/x', '/'],
    ['/./login', '/'],
    // Paths that become another site's address once resolved (issue 20, part 3.1).
    ['/.//evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['/en/..//evil.example', '/'],
    ['/\t/evil.example', '/'],
  ])('%s → %s', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it("falls back to the sign-in page's own home, and refuses the English sign-in page too", () => {
    expect(safeNextPath(null, '/en')).toBe('/en');
    expect(safeNextPath('/en/login?next=/x', '/en')).toBe('/en');
    expect(safeNextPath('/en/news/detail/299', '/en')).toBe('/en/news/detail/299');
  });
});
