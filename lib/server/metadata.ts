import 'server-only';
import type { Metadata } from 'next';
import { getPageBySlug } from '@/lib/backend';

/** Metadata of a page whose content is a CMS slug page (about, contact, investor). */
export async function slugPageMetadata(slug: string): Promise<Metadata> {
  const page = await getPageBySlug(slug);
  return { title: page.seo_title || page.title, description: page.seo_description || undefined };
}
