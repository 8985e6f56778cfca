import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import { localePath } from '@/i18n/paths';
import { pageMetadata } from '@/lib/seo';
import { mailLinkToken } from '@/lib/forms/mail-link';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { Breadcrumb } from '@/components/content/breadcrumb';
import sectionStyles from '@/components/content/section.module.css';
import { FORGOT_PATH, RESET_PATH } from './contract';
import { markPersonal } from './reads';
import { ResetForm } from './reset-form';
import { resetFormLabels } from './reset-form.labels';
import { applyPasswordReset } from './reset-actions';

/**
 * The page a password-reset mail opens (`/login/reset?token=…`): the new password, set when its button is pressed
 * (./reset-form.tsx). Opening it asks nothing of the backend. It holds the link's token, so it is never kept or
 * indexed.
 */
export async function resetMetadata(): Promise<Metadata> {
  const t = await getTranslations('PasswordReset');
  return pageMetadata(await getPageLocale(), { title: t('resetTitle'), description: t('resetPrompt'), path: RESET_PATH, noindex: true });
}

export async function resetPage(tokenParam: string | string[] | undefined) {
  markPersonal();
  const [t, labels, locale, nav, login] = await Promise.all([
    getTranslations('PasswordReset'),
    resetFormLabels(),
    getPageLocale(),
    getTranslations('Nav'),
    getTranslations('Login'),
  ]);
  const token = mailLinkToken(tokenParam);
  return (
    <PageMain>
      <PageHero title={t('resetTitle')} />
      <div className={`container ${sectionStyles.lastSection}`}>
        <Breadcrumb items={[{ name: nav('home'), href: '/' }, { name: login('title'), href: '/login' }, { name: t('resetTitle') }]} />
        <ResetForm
          token={token}
          lang={locale}
          action={applyPasswordReset}
          labels={labels}
          links={{ login: localePath(locale, '/login'), forgot: localePath(locale, FORGOT_PATH) }}
          here={`${localePath(locale, RESET_PATH)}?token=${encodeURIComponent(token ?? '')}`}
        />
      </div>
    </PageMain>
  );
}
