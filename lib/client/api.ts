'use client';
/**
 * The request helper wired to the browser: antd's message for toasts, sessionStorage for the token.
 * Client islands call the backend only through `request`.
 */
import { message } from 'antd';
import { createRequest } from './request';
import { getToken } from './storage';

export const request = createRequest({
  fetch: (input, init) => fetch(input, init),
  getToken,
  toast: {
    error: (content, seconds) => void message.error(content, seconds),
    clear: () => message.destroy(),
  },
  log: (...args) => console.error(...args),
});
