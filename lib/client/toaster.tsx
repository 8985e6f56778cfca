'use client';
/**
 * antd's message with the site's locale and brand theme, as the request helper's toasts. Loaded on the
 * first toast only (see lazy-toasts.ts); `holderRender` wraps the static message holder in the same
 * AntdTheme the antd islands use.
 */
import { ConfigProvider, message } from 'antd';
import { AntdTheme } from '@/components/antd-theme';
import type { Toaster } from './lazy-toasts';

ConfigProvider.config({ holderRender: (children) => <AntdTheme>{children}</AntdTheme> });

export const toaster: Toaster = {
  error: (content, seconds) => void message.error(content, seconds),
  clear: () => message.destroy(),
};
