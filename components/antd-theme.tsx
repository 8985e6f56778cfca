'use client';
/**
 * antd's ConfigProvider with the page's locale (zh_CN, or en_US under `/en`) and the brand theme, around each island that renders antd
 * components. Those islands are loaded in the browser when needed (the drawer, the honours viewer, the
 * contact form, toasts), never rendered on the server, so no page carries antd's style block or its
 * JavaScript on load, and no server-side style registry is needed. An antd component rendered on the
 * server would need one (@ant-design/nextjs-registry's AntdRegistry around it) to avoid unstyled content.
 */
import { useEffect, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { installMotionSettler } from '@/lib/client/settle-motions';
import { usePathname } from 'next/navigation';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import { splitLocalePath } from '@/i18n/paths';
import { brandTheme } from '@/lib/theme';

export function AntdTheme({ children }: { children: ReactNode }) {
  // antd's motions can hang when reversed in their first frames (see settle-motions.ts).
  useEffect(installMotionSettler, []);
  // Toasts render outside the router, where there is no pathname: the address bar says it all the same.
  const pathname = usePathname() ?? window.location.pathname;
  const locale = splitLocalePath(pathname).locale === 'en' ? enUS : zhCN;
  return (
    <ConfigProvider locale={locale} theme={brandTheme}>
      {children}
    </ConfigProvider>
  );
}
