/**
 * schema.org data of one part's cross-reference page (pure): the other vendor's part as a `Product` of
 * its maker, `isSimilarTo` each product of ours that replaces it, with its address. Nothing invented: no
 * price, no rating, only what the backend said.
 */
import type { Product as ProductLd, WithContext } from 'schema-dts';
import type { Locale } from '@/i18n/config';
import { localePath } from '@/i18n/paths';
import { absoluteUrl } from '@/lib/seo';
import { crossReferencePartPath } from '@/lib/cross-reference/page-query';

type Part = {
  part_number: string;
  vendor: string;
  description: string;
  replacements: { product_id: number; part_number: string; title: string }[];
};

export function crossReferenceJsonLd(origin: string, locale: Locale, part: Part, company: string): WithContext<ProductLd> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: part.part_number,
    mpn: part.part_number,
    ...(part.description ? { description: part.description } : {}),
    manufacturer: { '@type': 'Organization', name: part.vendor },
    url: absoluteUrl(origin, localePath(locale, crossReferencePartPath(part.part_number))),
    isSimilarTo: part.replacements.map((ours) => ({
      '@type': 'Product',
      name: ours.title,
      mpn: ours.part_number,
      url: absoluteUrl(origin, localePath(locale, `/product/detail/${ours.product_id}`)),
      ...(company ? { manufacturer: { '@type': 'Organization', name: company } } : {}),
    })),
  };
}
