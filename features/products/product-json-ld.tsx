import { useTranslations } from 'next-intl';
import type { Offer as OfferLd } from 'schema-dts';
import type { Article, LifecycleStatus, SiteInfo } from '@/lib/backend/types';
import { productJsonLd } from '@/lib/seo';
import { siteOrigin } from '@/lib/core/site-url';
import { JsonLd } from '@/components/json-ld';
import { usePageLocale } from '@/components/locale-link';

type Props = { article: Article; status: LifecycleStatus; site: SiteInfo; offers: OfferLd[] };

/** A product page's structured data: the product, its lifecycle, and distributors' offers (already schema.org Offers). */
export function ProductJsonLd({ article, status, site, offers }: Props) {
  const t = useTranslations('Product');
  const lifecycle = useTranslations('Lifecycle');
  const locale = usePageLocale();
  return <JsonLd data={productJsonLd(siteOrigin(), locale, article, site, { name: t('lifecycle'), value: lifecycle(status) }, offers)} />;
}
