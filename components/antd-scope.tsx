'use client';
/**
 * Wraps an island that renders antd components: antd's ConfigProvider with the zh_CN locale and the brand
 * theme, inside AntdRegistry so the styles of what renders on the server are in the server HTML (no flash
 * of unstyled content). Only pages with such an island pay for antd's JavaScript and its style block;
 * the root layout has neither.
 */
import type { ReactNode } from 'react';
import { AntdRegistry } from '@ant-design/nextjs-registry';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { brandTheme } from '@/lib/theme';

export function AntdTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={brandTheme}>
      {children}
    </ConfigProvider>
  );
}

export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <AntdRegistry>
      <AntdTheme>{children}</AntdTheme>
    </AntdRegistry>
  );
}
