'use client';
/**
 * The request helper wired to the browser: antd's message for toasts, sessionStorage for the token.
 * Client islands call the backend only through `request`.
 *
 * Toasts go through the message instance the providers mount inside the app's ConfigProvider, so they
 * get the brand theme. antd's static `message` renders outside that tree: it is only the fallback before
 * the providers have mounted.
 */
import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { createRequest } from './request';
import { getToken } from './storage';

let toasts: MessageInstance | null = null;

/** Called by the providers with their message instance (null when they unmount). */
export function bindToasts(instance: MessageInstance | null): void {
  toasts = instance;
}

export const request = createRequest({
  fetch: (input, init) => fetch(input, init),
  getToken,
  toast: {
    error: (content, seconds) => void (toasts ?? message).error(content, seconds),
    clear: () => (toasts ?? message).destroy(),
  },
  log: (...args) => console.error(...args),
});
