/**
 * Browser storage of requirements §3: localStorage `language` (default `zh`), sessionStorage `token` and `userInfo`
 * (JSON). Every helper is safe during server rendering (no window) and when storage is unavailable or
 * throws (private browsing, disabled cookies): reads fall back to defaults, writes are dropped.
 */
export const LANGUAGE_KEY = 'language';
export const TOKEN_KEY = 'token';
export const USER_INFO_KEY = 'userInfo';
export const DEFAULT_LANGUAGE = 'zh';

type StorageKind = 'localStorage' | 'sessionStorage';

function store(kind: StorageKind): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return window[kind];
  } catch {
    return null;
  }
}

function read(kind: StorageKind, key: string): string | null {
  try {
    return store(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: StorageKind, key: string, value: string | null): void {
  try {
    const target = store(kind);
    if (value === null) target?.removeItem(key);
    else target?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the value simply is not kept.
  }
}

export function getLanguage(): string {
  return read('localStorage', LANGUAGE_KEY) || DEFAULT_LANGUAGE;
}
/** Stored when a visitor chooses a language with the switch (values `zh` / `en`). */
export function setLanguage(language: string): void {
  write('localStorage', LANGUAGE_KEY, language);
}

export function getToken(): string | null {
  return read('sessionStorage', TOKEN_KEY);
}
export function setToken(token: string): void {
  write('sessionStorage', TOKEN_KEY, token);
}
export function removeToken(): void {
  write('sessionStorage', TOKEN_KEY, null);
}

export function getUserInfo<T = unknown>(): T | null {
  const raw = read('sessionStorage', USER_INFO_KEY);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
export function setUserInfo(userInfo: unknown): void {
  write('sessionStorage', USER_INFO_KEY, JSON.stringify(userInfo));
}
export function removeUserInfo(): void {
  write('sessionStorage', USER_INFO_KEY, null);
}
