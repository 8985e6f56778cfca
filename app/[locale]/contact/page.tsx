import { getPageLocale } from '@/i18n/server';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCompanyProfile, getPageBySlug, getSettings, hasPrivacyPolicy, orNull } from '@/lib/backend';
import type { CompanyProfile, Settings } from '@/lib/backend/types';
import { pageMetadata } from '@/lib/seo';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { HotlinesSection, MessageSection, OfficesSection } from '@/features/contact/contact-sections';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

type Translate = Awaited<ReturnType<typeof getTranslations<'Contact'>>>;

async function generatePageMetadata(): Promise<Metadata> {
  const [page, t] = await Promise.all([getPageBySlug('contact'), getTranslations('Contact')]);
  return pageMetadata(await getPageLocale(), {
    title: page?.seo_title || page?.title || t('heading'),
    description: page?.seo_description || page?.subtitle,
    path: '/contact',
  });
}

/** The profile's hotlines, or else the front desk and sales numbers of the site settings (requirements §3). */
function hotlinesOf(profile: CompanyProfile, settings: Settings | null, t: Translate): CompanyProfile['hotlines'] {
  if (profile.hotlines.length > 0) return profile.hotlines;
  return [
    { label: t('reception'), phone: settings?.call_reception ?? '', hours: '' },
    { label: t('sales'), phone: settings?.call_sale ?? '', hours: settings?.service_hours ?? '' },
  ].filter((line) => line.phone);
}

async function ContactPage() {
  const [page, profile, settings, t, policy] = await Promise.all([
    getPageBySlug('contact'),
    getCompanyProfile(),
    orNull(getSettings()),
    getTranslations('Contact'),
    hasPrivacyPolicy(),
  ]);
  const email = settings?.service_email;
  const hotlines = hotlinesOf(profile, settings, t);
  return (
    <PageMain>
      <PageHero title={page?.title || t('heading')} subtitle={page?.subtitle} />
      <div className="container">
        {page?.content || hotlines.length > 0 || email ? <HotlinesSection html={page?.content} hotlines={hotlines} email={email} /> : null}
        {profile.offices.length > 0 || profile.map?.image ? <OfficesSection offices={profile.offices} map={profile.map} /> : null}
        <MessageSection email={email} policy={policy} />
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(ContactPage);
