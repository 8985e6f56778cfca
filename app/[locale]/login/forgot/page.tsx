import { CALLS, PAGE_QUERIES } from '@/features';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import { ACCOUNT_MAX, FORGOT_PATH } from '@/features/password-reset/contract';
import { pageMetadata } from '@/lib/seo';
import type { Query as PageQuery } from '@/lib/page-query';
import { CaptchaFormPage } from '@/components/page-kit/captcha-form-page';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';
import { askForPasswordReset } from './actions';

/** The page's query: `captcha=text`, the question in words instead of the picture (lib/forms/captcha-query.ts). */
const QUERY = PAGE_QUERIES['/login/forgot'];
type Props = { searchParams: Promise<PageQuery> };

async function generatePageMetadata(): Promise<Metadata> {
  const t = await getTranslations('PasswordReset');
  // A form for one visitor, with a captcha: never indexed, never kept (the sign-in page links it).
  return pageMetadata(await getPageLocale(), { title: t('forgotTitle'), description: t('forgotLead'), path: FORGOT_PATH, noindex: true });
}

/**
 * /login/forgot (issue 46): a member who forgot their password names the account or its address, and the backend
 * mails the account's registered address a link to /login/reset (`web/request_password_reset`). The answer is the
 * same whether or not such an account exists. Works without script; the captcha is drawn on the server.
 */
async function ForgotPage({ searchParams }: Props) {
  const [t, login] = await Promise.all([getTranslations('PasswordReset'), getTranslations('Login')]);
  return (
    <CaptchaFormPage
      query={QUERY.read(await searchParams)}
      call={CALLS.requestPasswordReset}
      title={t('forgotTitle')}
      lead={t('forgotLead')}
      parents={() => [{ name: login('title'), href: '/login' }]}
      form={{
        action: askForPasswordReset,
        id: 'password-forgot',
        fields: [{ kind: 'text', name: 'account', label: t('account'), required: true, maxLength: ACCOUNT_MAX, autoComplete: 'username' }],
        here: FORGOT_PATH,
        purpose: t('purpose'),
        submit: t('submit'),
        sent: { title: t('sentTitle'), text: t('sentText'), next: [{ href: '/login', label: t('backToLogin') }] },
      }}
    />
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(ForgotPage);
