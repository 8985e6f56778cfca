import { CALLS, PAGE_QUERIES } from '@/features';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_LIMITS as LIMITS } from '@/features/privacy-request/contract';
import { pageMetadata } from '@/lib/seo';
import type { Query as PageQuery } from '@/lib/page-query';
import type { FormField } from '@/components/forms/fields';
import { CaptchaFormPage } from '@/components/page-kit/captcha-form-page';
import styles from '@/components/privacy/privacy.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';
import { sendPrivacyRequest } from './actions';

/** The page's query: `captcha=text`, the question in words instead of the picture (lib/forms/captcha-query.ts). */
const QUERY = PAGE_QUERIES['/privacy/request'];
type Props = { searchParams: Promise<PageQuery> };

async function generatePageMetadata(): Promise<Metadata> {
  const t = await getTranslations('PrivacyRequest');
  // A form for one visitor, with a captcha: never indexed, never kept (the policy links it).
  return pageMetadata(await getPageLocale(), { title: t('title'), description: t('lead'), path: '/privacy/request', noindex: true });
}

/**
 * /privacy/request (issue 24, PIPL): a form to ask for a copy, a correction or the deletion of one's
 * personal information, to withdraw a consent or to close a member account, passed to the backend
 * (`web/submit_privacy_request`), which answers a reference. Works without script; the captcha is drawn
 * on the server.
 */
async function PrivacyRequestPage({ searchParams }: Props) {
  const [t, privacy] = await Promise.all([getTranslations('PrivacyRequest'), getTranslations('Privacy')]);
  const fields: FormField[] = [
    {
      kind: 'select',
      name: 'kind',
      label: t('kind'),
      required: true,
      options: PRIVACY_REQUEST_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
    },
    { kind: 'text', name: 'name', label: t('name'), required: true, maxLength: LIMITS.name, autoComplete: 'name', half: true },
    { kind: 'email', name: 'email', label: t('email'), required: true, maxLength: LIMITS.email, autoComplete: 'email', half: true },
    { kind: 'tel', name: 'phone', label: t('phone'), maxLength: LIMITS.phone, autoComplete: 'tel', half: true },
    { kind: 'text', name: 'account', label: t('account'), maxLength: LIMITS.account, autoComplete: 'username', half: true },
    { kind: 'textarea', name: 'details', label: t('details'), required: true, maxLength: LIMITS.details, hint: t('detailsHint') },
  ];
  return (
    <CaptchaFormPage
      query={QUERY.read(await searchParams)}
      call={CALLS.submitPrivacyRequest}
      title={t('title')}
      lead={t('lead')}
      parents={(nav, policy) => (policy ? [{ name: privacy('heading'), href: '/privacy' }] : [])}
      intro={<p className={styles.intro}>{t('intro')}</p>}
      form={{
        action: sendPrivacyRequest,
        id: 'privacy-request',
        fields,
        here: '/privacy/request',
        purpose: t('purpose'),
        submit: t('submit'),
        sent: (policy) => ({
          title: t('sentTitle'),
          text: t('sentText'),
          next: [...(policy ? [{ href: '/privacy', label: t('backToPolicy') }] : []), { href: '/', label: t('home') }],
        }),
      }}
    />
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(PrivacyRequestPage);
