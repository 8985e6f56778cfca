'use client';
/**
 * The one client providers file: antd's ConfigProvider with the zh_CN locale and the brand theme, and the
 * top progress bar of client-side navigation (@bprogress/next, started by clicks on internal links and
 * finished when the new route renders). Wrapped in AntdRegistry by the root layout so antd's styles are in
 * the server HTML (no flash of unstyled content).
 */
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { ProgressProvider } from '@bprogress/next/app';
import { brandTheme } from '@/lib/theme';

/** Navigations that finish faster than this never show the bar, so quick pages do not flicker. */
const PROGRESS_DELAY_MS = 120;

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={brandTheme}>
      <ProgressProvider height="3px" color={brandTheme.token?.colorPrimary ?? '#1456f0'} options={{ showSpinner: false }} delay={PROGRESS_DELAY_MS} shallowRouting>
        {children}
      </ProgressProvider>
    </ConfigProvider>
  );
}
