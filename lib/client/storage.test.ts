import {
  DEFAULT_LANGUAGE,
  getLanguage,
  getToken,
  getUserInfo,
  removeToken,
  removeUserInfo,
  setLanguage,
  setToken,
  setUserInfo,
} from './storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage helpers (requirements §3)', () => {
  it('language lives in localStorage under "language" and defaults to zh', () => {
    expect(DEFAULT_LANGUAGE).toBe('zh');
    expect(getLanguage()).toBe('zh');
    setLanguage('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(getLanguage()).toBe('en');
  });

  it('token lives in sessionStorage under "token"', () => {
    expect(getToken()).toBeNull();
    setToken('t-1');
    expect(sessionStorage.getItem('token')).toBe('t-1');
    expect(getToken()).toBe('t-1');
    removeToken();
    expect(getToken()).toBeNull();
  });

  it('userInfo is JSON in sessionStorage, and unreadable JSON reads as null', () => {
    setUserInfo({ id: 1, username: 'investor' });
    expect(sessionStorage.getItem('userInfo')).toBe('{"id":1,"username":"investor"}');
    expect(getUserInfo()).toEqual({ id: 1, username: 'investor' });
    sessionStorage.setItem('userInfo', '{broken');
    expect(getUserInfo()).toBeNull();
    removeUserInfo();
    expect(sessionStorage.getItem('userInfo')).toBeNull();
  });

  it('reads fall back and writes are dropped when storage throws', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const setSpy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(getLanguage()).toBe('zh');
    expect(getToken()).toBeNull();
    expect(() => setToken('x')).not.toThrow();
    spy.mockRestore();
    setSpy.mockRestore();
  });
});
