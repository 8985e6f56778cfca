'use client';
/**
 * The one client providers file: antd's ConfigProvider with the zh_CN locale and the brand theme. Wrapped
 * in AntdRegistry by the root layout so antd's styles are in the server HTML (no flash of unstyled content).
 */
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { brandTheme } from '@/lib/theme';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={brandTheme}>
      {children}
    </ConfigProvider>
  );
}
