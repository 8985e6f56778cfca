/**
 * `web/get_site_list` and `web/get_info` (docs/backend-api.md): the site information and settings globals, in the
 * language asked for, and the channels' root categories.
 */
import type { Endpoint } from 'payload';
import { categoryRows } from './catalog';
import { call, filePath, ok, textOf } from './envelope';
import { treeOf } from './tree';

const SITE_TEXT = [
  'company_name',
  'company_short_name',
  'company_name_en',
  'stock_name',
  'stock_code',
  'exchange',
  'exchange_name',
  'slogan',
  'recruitment_url',
  'seo_title',
  'seo_keywords',
  'seo_description',
] as const;
const SITE_FILES = ['logo', 'logo_light'] as const;

const SETTINGS_TEXT = [
  'call_reception',
  'call_sale',
  'web_site_copyright',
  'web_site_icp',
  'web_site_icp_url',
  'web_site_public_security',
  'web_site_public_security_url',
  'company_address',
  'service_email',
  'service_hours',
] as const;
const SETTINGS_FILES = [
  'footer_bg',
  'official_account_icon',
  'official_account_image',
  'video_account_icon',
  'video_account_image',
] as const;

/** A global's fields as the contract names them: texts as they are ('' when empty), files as their paths. */
function answerOf(doc: Record<string, unknown>, texts: readonly string[], files: readonly string[]): Record<string, string> {
  return Object.fromEntries([...texts.map((name) => [name, textOf(doc[name])]), ...files.map((name) => [name, filePath(doc[name])])]);
}

export const SITE_CALLS: Endpoint[] = [
  call(
    'get_site_list',
    async (_body, lang, req) => {
      const doc = await req.payload.findGlobal({ slug: 'site-info', locale: lang, fallbackLocale: false, depth: 1, overrideAccess: true });
      // Which root category holds products, news and investor documents is the category tree's, not a field's.
      const channels = treeOf(await categoryRows(req.payload, lang)).channels();
      return ok({ ...answerOf(doc as unknown as Record<string, unknown>, SITE_TEXT, SITE_FILES), channels });
    },
    ['site-info', 'categories', 'media'],
  ),
  call(
    'get_info',
    async (_body, lang, req) => {
      const doc = await req.payload.findGlobal({ slug: 'settings', locale: lang, fallbackLocale: false, depth: 1, overrideAccess: true });
      return ok(answerOf(doc as unknown as Record<string, unknown>, SETTINGS_TEXT, SETTINGS_FILES));
    },
    ['settings', 'media'],
  ),
];
