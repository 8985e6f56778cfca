'use client';
/**
 * The request helper wired to the browser: antd's message for toasts (downloaded on the first toast),
 * sessionStorage for the token. Client islands call the backend only through `request`.
 */
import { createRequest } from './request';
import { getToken } from './storage';
import { lazyToasts } from './lazy-toasts';

export const request = createRequest({
  fetch: (input, init) => fetch(input, init),
  getToken,
  toast: lazyToasts(() => import('./toaster').then((module) => module.toaster)),
  log: (...args) => console.error(...args),
});
