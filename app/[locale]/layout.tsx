import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getRecruitmentUrl, getSettings, getSiteInfo, hasPrivacyPolicy, orNull } from '@/lib/backend';
import { Providers } from '@/components/providers';
import { clientText } from '@/components/client-text.labels';
import { Header } from '@/components/layout/header/header';
import { Footer } from '@/components/layout/footer/footer';
import { Startup } from '@/components/startup';
import { siteOrigin } from '@/lib/core/site-url';
import { getServerConfig } from '@/lib/core/config';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { isLocale, LANGUAGE_TAG, LOCALES, OPEN_GRAPH_LOCALE, type Locale } from '@/i18n/config';
import '../globals.css';
import '../reading-aids.css';
import { PRE_PAINT_SCRIPT } from '@/lib/client/reading-aids';
import { FOCUS_IN_VIEW_SCRIPT } from '@/lib/client/focus-in-view';
import { AidsHost } from '@/features/reading-aids/aids-host';
import { aidsLabels } from '@/features/reading-aids/aids-host.labels';
import { shortCompanyName } from '@/lib/site-name';

type LayoutParams = { params: Promise<{ locale: string }> };

/** The page's language, from the route (locale routing in proxy.ts leads every page path here). */
async function layoutLocale(params: LayoutParams['params']): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutParams): Promise<Metadata> {
  const locale = await layoutLocale(params);
  const site = await orNull(getSiteInfo());
  const name = shortCompanyName(site);
  return {
    // Canonical and Open Graph URLs are written as paths; this makes them absolute (SITE_URL).
    metadataBase: new URL(siteOrigin()),
    title: { default: site?.seo_title || name, template: name ? `%s - ${name}` : '%s' },
    description: site?.seo_description || undefined,
    keywords: site?.seo_keywords || undefined,
    formatDetection: { telephone: false },
    // Fixed files of public/ (scripts/generate-icons.ts makes the raster ones from the SVG).
    icons: {
      icon: [
        { url: '/icon.svg', type: 'image/svg+xml' },
        { url: '/favicon.ico', sizes: '16x16 32x32' },
      ],
      apple: [{ url: '/apple-touch-icon.png', sizes: '180x180' }],
    },
    openGraph: { siteName: name || undefined, locale: OPEN_GRAPH_LOCALE[locale], type: 'website' },
    // The embedded demo backend shows a fictional company: a site started without BACKEND_URL is never indexed.
    ...(getServerConfig().backendUrl ? {} : { robots: { index: false, follow: false } }),
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#ffffff',
};

/**
 * Root layout: site information and settings are fetched on the server (once per request, shared with the
 * pages through React cache). When the backend fails, the header and footer shell still renders, with
 * empty values; the transport has logged one line per failed call.
 */
export default async function RootLayout({ children, params }: LayoutParams & { children: ReactNode }) {
  const locale = await layoutLocale(params);
  const [info, settings, t, text, recruitmentUrl, privacy, aids] = await Promise.all([
    orNull(getSiteInfo()),
    orNull(getSettings()),
    getTranslations('Shell'),
    clientText(),
    getRecruitmentUrl(),
    // The footer links the privacy policy when the backend has one (issue 24): no link that would answer 404.
    hasPrivacyPolicy(),
    aidsLabels(),
  ]);
  // Navigation links the recruitment site of the page's language, else the Chinese one (as /en/join does).
  const site = info ? { ...info, recruitment_url: recruitmentUrl ?? '' } : null;
  return (
    // The reading aids a visitor chose are attributes of <html>, set by the script below before the first
    // paint: they are not the server's, and hydration leaves them as they are. The same script keeps the
    // keyboard's focus on the screen as the later sections are drawn (lib/client/focus-in-view.ts).
    <html lang={LANGUAGE_TAG[locale]} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: `${PRE_PAINT_SCRIPT};${FOCUS_IN_VIEW_SCRIPT}` }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <Providers text={text}>
          <Header site={site} />
          <AidsHost labels={aids} />
          {children}
          <Footer site={site} settings={settings} privacy={privacy} />
        </Providers>
        <Startup />
      </body>
    </html>
  );
}
