import { serializeJsonLd } from '@/lib/seo';

/** A schema.org JSON-LD block; the content is escaped so it cannot leave the script element. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
