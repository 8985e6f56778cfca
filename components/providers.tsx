'use client';
/**
 * The one client providers file: antd's ConfigProvider with the zh_CN locale and the brand theme, and the
 * top progress bar of client-side navigation (nextjs-toploader: one document-level click listener starts
 * it on internal links, the route change finishes it). Wrapped in AntdRegistry by the root layout so
 * antd's styles are in the server HTML (no flash of unstyled content).
 */
import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, message } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import NextTopLoader from 'nextjs-toploader';
import { BRAND, brandTheme } from '@/lib/theme';
import { bindToasts } from '@/lib/client/api';

export function Providers({ children }: { children: ReactNode }) {
  // Toasts render here, inside the ConfigProvider, so the locale and the brand theme apply to them.
  const [messages, messageHolder] = message.useMessage();
  useEffect(() => {
    bindToasts(messages);
    return () => bindToasts(null);
  }, [messages]);
  return (
    <ConfigProvider locale={zhCN} theme={brandTheme}>
      <NextTopLoader color={BRAND.primary} height={3} showSpinner={false} shadow={false} />
      {messageHolder}
      {children}
    </ConfigProvider>
  );
}
