import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getLocalePath } from '@/i18n/server';

/**
 * The few texts that code outside any island needs in the browser (messages `Errors`): the error
 * boundary's explanation and buttons (error-view.tsx), and the request helper's fallback toast (api.ts).
 * The root layout fills them once and hands them down (client-text.tsx).
 */
export type ClientText = {
  /** The toast of a failed request without a message of its own (requirements §8 `请求失败`). */
  requestFailed: string;
  explanation: string;
  /** Has `{digest}` where the error's number goes. */
  digest: string;
  retry: string;
  home: string;
  /** The home page's address in the page's language. */
  homeHref: string;
};

export async function clientText(): Promise<ClientText> {
  const [t, path] = await Promise.all([getTranslations('Errors'), getLocalePath()]);
  return {
    requestFailed: t('requestFailed'),
    explanation: t('explanation'),
    digest: t('digest', { digest: '{digest}' }),
    retry: t('retry'),
    home: t('home'),
    homeHref: path('/'),
  };
}
