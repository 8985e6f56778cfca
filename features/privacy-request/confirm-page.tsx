import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import { localePath } from '@/i18n/paths';
import { pageMetadata } from '@/lib/seo';
import { mailLinkToken } from '@/lib/forms/mail-link';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import sectionStyles from '@/components/content/section.module.css';
import { PRIVACY_CONFIRM_PATH } from './contract';
import { PrivacyConfirmForm } from './confirm-form';
import { privacyConfirmLabels } from './confirm-form.labels';
import { applyPrivacyConfirmation } from './confirm-actions';

/**
 * The page the identity mail of a privacy request opens (`/privacy/request/confirm?token=…`): before it discloses,
 * corrects or deletes anything, the backend checks that the requester holds the address by a link it mailed there.
 * Opening the page asks nothing of the backend: its button does (./confirm-form.tsx). Never indexed.
 */
export async function privacyConfirmMetadata(): Promise<Metadata> {
  const t = await getTranslations('PrivacyRequest');
  return pageMetadata(await getPageLocale(), {
    title: t('confirmTitle'),
    description: t('lead'),
    path: PRIVACY_CONFIRM_PATH,
    noindex: true,
  });
}

export async function privacyConfirmPage(tokenParam: string | string[] | undefined) {
  const [t, labels, locale] = await Promise.all([getTranslations('PrivacyRequest'), privacyConfirmLabels(), getPageLocale()]);
  const token = mailLinkToken(tokenParam);
  return (
    <PageMain>
      <PageHero title={t('confirmTitle')} />
      <div className={`container ${sectionStyles.section} ${sectionStyles.lastSection}`}>
        <PrivacyConfirmForm
          token={token}
          lang={locale}
          action={applyPrivacyConfirmation}
          labels={labels}
          links={{ request: localePath(locale, '/privacy/request'), policy: localePath(locale, '/privacy') }}
          here={`${localePath(locale, PRIVACY_CONFIRM_PATH)}?token=${encodeURIComponent(token ?? '')}`}
        />
      </div>
    </PageMain>
  );
}
