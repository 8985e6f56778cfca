'use client';
/**
 * The request helper wired to the browser: antd's message for toasts (downloaded on the first toast),
 * sessionStorage for the token, the page's language for the fallback toast and the `lang` of every call.
 * Client islands call the backend only through `request`.
 */
import { createRequest } from '@/lib/client/request';
import { getToken } from '@/lib/client/storage';
import { lazyToasts } from '@/lib/client/lazy-toasts';
import { currentClientText } from '@/components/client-text';
import { splitLocalePath } from '@/i18n/paths';

export const request = createRequest({
  fetch: (input, init) => fetch(input, init),
  getToken,
  toast: lazyToasts(() => import('./toaster').then((module) => module.toaster)),
  log: (...args) => console.error(...args),
  language: () => splitLocalePath(window.location.pathname).locale,
  fallbackMessage: () => currentClientText()?.requestFailed ?? '',
});
