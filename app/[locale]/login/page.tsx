import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { LoginForm } from '@/components/member/login-form';
import { loginFormLabels } from '@/components/member/login-form.labels';
import { PrivacyNotice } from '@/components/privacy/privacy-notice';
import { hasPrivacyPolicy } from '@/lib/backend';
import { getLocalePath } from '@/i18n/server';
import { FORGOT_PATH } from '@/features/password-reset/contract';
import styles from '@/components/member/member.module.css';
import sectionStyles from '@/components/content/section.module.css';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Login'))('title'), robots: { index: false, follow: false }, alternates: { canonical: '/login' } };
}

/**
 * Sign-in for members-only content (web/login). The form needs JavaScript: it keeps the token in the tab. A member
 * who forgot the password asks for a link by mail (/login/forgot, which works without script).
 */
export default async function LoginPage() {
  const [t, labels, privacy, policy, reset, path] = await Promise.all([
    getTranslations('Login'),
    loginFormLabels(),
    getTranslations('Privacy'),
    hasPrivacyPolicy(),
    getTranslations('PasswordReset'),
    getLocalePath(),
  ]);
  return (
    <PageMain>
      <PageHero title={t('title')} subtitle={t('subtitle')} />
      <div className={`container ${sectionStyles.section} ${sectionStyles.lastSection}`}>
        <div className={styles.panel}>
          <noscript>
            <p className={styles.error}>{t('noscript')}</p>
          </noscript>
          <LoginForm labels={labels} notice={<PrivacyNotice purpose={privacy('loginNotice')} policy={policy} />} />
          <p className={styles.note}>
            <a href={path(FORGOT_PATH)}>{reset('forgotLink')}</a>
          </p>
          <p className={styles.note}>{t('note')}</p>
        </div>
      </div>
    </PageMain>
  );
}
