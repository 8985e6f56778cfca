import { siteOrigin } from '@/lib/core/site-url';
import { crossReferenceJsonLd } from './json-ld';
import type { ShownCrossReference } from './shown';
import { JsonLd } from '@/components/json-ld';
import { usePageLocale } from '@/components/locale-link';

/** A part number page's structured data: each vendor's part as a schema.org Product that ours replace. */
export function PartJsonLd({ shown, company }: { shown: ShownCrossReference[]; company: string }) {
  const locale = usePageLocale();
  const origin = siteOrigin();
  return shown.map((item) => (
    <JsonLd
      key={item.vendor}
      data={crossReferenceJsonLd(
        origin,
        locale,
        { ...item, replacements: item.replacements.map((replacement) => ({ ...replacement, title: replacement.article.title })) },
        company,
      )}
    />
  ));
}
