/**
 * `web/get_info_by_slug`, `web/get_banner_list` and `web/get_experience_list` (docs/backend-api.md): the pages by
 * slug, the home page's banners and the about page's milestones, in the language asked for.
 */
import type { Endpoint, Payload } from 'payload';
import { chinaDayOf, dayOf, SLUG } from '../fields';
import { call, filePath, ok, refuse, REFUSALS, textOf, type Lang } from './envelope';
import { str } from './request';
import { htmlOf } from './rich-text';

type Doc = Record<string, unknown>;

/** A page in the language asked for; one not written in it is the other language's (a page has no `lang`). */
async function pageBySlug(payload: Payload, slug: string, lang: Lang): Promise<Doc | null> {
  for (const locale of lang === 'en' ? (['en', 'zh'] as const) : (['zh', 'en'] as const)) {
    const found = await payload.find({
      collection: 'pages',
      where: { slug: { equals: slug } },
      locale,
      fallbackLocale: false,
      depth: 1,
      limit: 1,
      overrideAccess: true,
    });
    const page = found.docs[0] as unknown as Doc | undefined;
    if (!page) return null;
    if (page.title) return page;
  }
  return null;
}

async function infoBySlug(payload: Payload, body: Doc, lang: Lang): Promise<Response> {
  const slug = str(body, 'slug', { max: 64, pattern: SLUG });
  if (slug === undefined) return refuse(`${REFUSALS.badPayload[lang]}slug`);
  const page = await pageBySlug(payload, slug, lang);
  const content = page ? htmlOf(page.content) : '';
  // A page without text counts as absent (docs/backend-api.md).
  if (!page || !content) return refuse(REFUSALS.noPage[lang]);
  return ok({
    id: page.id,
    slug,
    title: textOf(page.title),
    subtitle: textOf(page.subtitle),
    content,
    cover: filePath(page.cover),
    seo_title: textOf(page.seo_title),
    seo_description: textOf(page.seo_description),
    updated_at: dayOf(page.revised_at) || chinaDayOf(page.updatedAt),
  });
}

async function bannerList(payload: Payload, body: Doc, lang: Lang): Promise<Response> {
  const position = str(body, 'position', { max: 32, fallback: 'home' })!;
  const found = await payload.find({
    collection: 'banners',
    where: { position: { equals: position } },
    locale: lang,
    fallbackLocale: false,
    depth: 1,
    sort: ['order', 'id'],
    pagination: false,
    overrideAccess: true,
  });
  return ok({
    list: found.docs.flatMap((banner) => {
      const image = banner.image as { width?: number; height?: number } | number | null | undefined;
      const path = filePath(image);
      if (!path || typeof image !== 'object' || image === null) return [];
      return [
        {
          id: banner.id,
          title: textOf(banner.title),
          subtitle: textOf(banner.subtitle),
          image: path,
          image_mobile: filePath(banner.image_mobile),
          // The picture's own size, so the page keeps its place before it loads.
          width: image.width ?? 1920,
          height: image.height ?? 720,
          link_url: textOf(banner.link_url),
          link_text: textOf(banner.link_text),
        },
      ];
    }),
  });
}

async function experienceList(payload: Payload, lang: Lang): Promise<Response> {
  const found = await payload.find({
    collection: 'milestones',
    locale: lang,
    fallbackLocale: false,
    depth: 0,
    sort: ['year', 'month', 'id'],
    pagination: false,
    overrideAccess: true,
  });
  return ok({
    list: found.docs.map((milestone) => ({
      id: milestone.id,
      year: milestone.year,
      month: typeof milestone.month === 'number' ? milestone.month : null,
      title: textOf(milestone.title),
      content: textOf(milestone.content),
    })),
  });
}

export const PAGE_CALLS: Endpoint[] = [
  call('get_info_by_slug', (body, lang, req) => infoBySlug(req.payload, body, lang), ['pages', 'media']),
  call('get_banner_list', (body, lang, req) => bannerList(req.payload, body, lang), ['banners', 'media']),
  call('get_experience_list', (_body, lang, req) => experienceList(req.payload, lang), ['milestones', 'media']),
];
