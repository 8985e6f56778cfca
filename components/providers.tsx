'use client';
/**
 * The one client providers file: antd's ConfigProvider with the zh_CN locale and the brand theme, and the
 * top progress bar of client-side navigation (nextjs-toploader: one document-level click listener starts
 * it on internal links, the route change finishes it). Wrapped in AntdRegistry by the root layout so
 * antd's styles are in the server HTML (no flash of unstyled content).
 */
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import NextTopLoader from 'nextjs-toploader';
import { BRAND, brandTheme } from '@/lib/theme';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={brandTheme}>
      <NextTopLoader color={BRAND.primary} height={3} showSpinner={false} shadow={false} />
      {children}
    </ConfigProvider>
  );
}
