import type { ThemeConfig } from 'antd';

/** Brand colours, shared by antd's theme and the site's own CSS variables (app/globals.css). */
export const BRAND = {
  primary: '#1456f0',
  navy: '#0b2a55',
  ink: '#1c2433',
  muted: '#5b6678',
  border: '#e6e9ef',
} as const;

export const brandTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorLink: BRAND.primary,
    colorText: BRAND.ink,
    colorTextSecondary: BRAND.muted,
    // antd's defaults (25% and 45% black) fall below WCAG AA contrast on white; these pass at 4.5:1.
    colorTextPlaceholder: '#6b7280',
    colorTextDescription: BRAND.muted,
    colorBorderSecondary: BRAND.border,
    borderRadius: 6,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Helvetica Neue", Arial, sans-serif',
  },
};
