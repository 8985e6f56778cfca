/** Components under test in the site's default language, with the real catalogue. */
import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import zh from '@/messages/zh.json';
import type { NavKey } from '@/lib/routes';

export const zhMessages = zh;

/** Route names as the navigation shows them in Chinese. */
export const zhNav = (key: NavKey) => (zh.Nav as Record<string, string>)[key] ?? key;

/** A server-side translator of the Chinese catalogue, for mocking next-intl/server's getTranslations. */
export function zhTranslations(namespace: string) {
  return createTranslator({ locale: 'zh', messages: zh, namespace: namespace as keyof typeof zh });
}

export function withIntl(element: ReactElement): ReactElement {
  return (
    <NextIntlClientProvider locale="zh" messages={zh} timeZone="Asia/Shanghai">
      {element}
    </NextIntlClientProvider>
  );
}

export function renderWithIntl(element: ReactElement, options?: RenderOptions) {
  return render(withIntl(element), options);
}
