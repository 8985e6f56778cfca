'use client';
/**
 * antd's message with the site's locale and brand theme, as the request helper's toasts. Loaded on the
 * first toast only (see lazy-toasts.ts); `holderRender` wraps the static message holder in the same
 * ConfigProvider the antd islands use.
 */
import { ConfigProvider, message } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { brandTheme } from '@/lib/theme';
import type { Toaster } from './lazy-toasts';

ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={zhCN} theme={brandTheme}>
      {children}
    </ConfigProvider>
  ),
});

export const toaster: Toaster = {
  error: (content, seconds) => void message.error(content, seconds),
  clear: () => message.destroy(),
};
