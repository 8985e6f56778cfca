import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getLocalePath, getPageLocale } from '@/i18n/server';
import { pageMetadata } from '@/lib/seo';
import { getPrivacyPolicy, orNull } from '@/lib/backend';
import { getAlertOptions } from '@/features/alerts/reads';
import { hasInvestorQuestions } from '@/features/investor-qa/reads';
import { QA_ASK_PATH } from '@/lib/investor-qa/query';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { AccountView } from '@/features/account/account-view';
import { accountViewLabels } from '@/features/account/account-view.labels';
import sectionStyles from '@/components/content/section.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('AccountPage');
  return pageMetadata(await getPageLocale(), { title: t('title'), path: '/account', noindex: true });
}

/**
 * /account: a member's sign-in, details, change-notice subscriptions, sample requests, investor questions and
 * e-mail alerts in one place. The page is the same for everyone; the member's part is drawn in the browser
 * with their token (features/account/account-view.tsx).
 */
export default async function AccountPage() {
  const [t, nav, locale, path, labels, qa, policy, alerts] = await Promise.all([
    getTranslations('AccountPage'),
    getTranslations('Nav'),
    getPageLocale(),
    getLocalePath(),
    accountViewLabels(),
    hasInvestorQuestions(),
    orNull(getPrivacyPolicy()),
    orNull(getAlertOptions()),
  ]);
  return (
    <PageMain>
      <PageHero title={t('title')} />
      <div className={`container ${sectionStyles.lastSection}`}>
        <Breadcrumb items={[{ name: nav('home'), href: '/' }, { name: t('title') }]} />
        <AccountView
          labels={labels}
          locale={locale}
          here={path('/account')}
          productHref={path('/product')}
          noticesHref={path('/product/change-notices')}
          askHref={qa ? path(QA_ASK_PATH) : null}
          privacyRequestHref={policy ? path('/privacy/request') : null}
          alertCategories={alerts?.categories ?? null}
          policyVersion={policy?.updated_at ?? ''}
        />
      </div>
    </PageMain>
  );
}
