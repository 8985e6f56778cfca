/**
 * The data of every `web/*` call, as zod schemas. One definition serves three purposes:
 * - `z.input<typeof X>` is what the backend sends (the contract in docs/backend-api.md, used by demo/);
 * - `z.output<typeof X>` is what pages see (image paths already prefixed with `/api/`);
 * - `X.parse()` at the boundary turns a wrongly shaped answer into a handled error, not a crash deep
 *   inside a component.
 *
 * Optional display fields default to empty values so a CMS that leaves them out still renders.
 */
import { z } from 'zod';
import { toApiUrl } from './media';
import { backendLink } from '@/lib/backend/links';
import { itemsOf } from './lenient';

const text = z.string().default('');
const imagePath = z.string().default('').transform(toApiUrl);
/** The file name at the end of a path (`/api/files/docs/a%20b.pdf` → `a b.pdf`). */
const fileNameOf = (path: string) => {
  const last = path.split('?', 1)[0]!.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
};
const id = z.number().int().positive();
/** ISO 8601 date (`2025-06-06`) or date-time. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'ISO 8601 date');

// ---------------------------------------------------------------------------------------------- site

export const SiteInfoSchema = z.object({
  company_name: text,
  company_short_name: text,
  company_name_en: text,
  stock_name: text,
  stock_code: text,
  /** Exchange code, e.g. `SSE` (Shanghai), `SZSE` (Shenzhen), `BSE` (Beijing). */
  exchange: text,
  /** Display name of the exchange and board, e.g. 上海证券交易所科创板. */
  exchange_name: text,
  logo: imagePath,
  /** Variant of the logo for dark backgrounds (footer). */
  logo_light: imagePath,
  slogan: text,
  recruitment_url: text,
  seo_title: text,
  seo_keywords: text,
  seo_description: text,
  /** Root category ids: which categories hold products, news and investor documents. */
  channels: z
    .object({ product: id.nullable().default(null), news: id.nullable().default(null), investor: id.nullable().default(null) })
    .default({ product: null, news: null, investor: null }),
});
export type SiteInfo = z.output<typeof SiteInfoSchema>;
export type SiteInfoInput = z.input<typeof SiteInfoSchema>;

/** Site settings (requirements §3): field names are fixed by the original site. */
export const SettingsSchema = z.object({
  footer_bg: imagePath,
  official_account_icon: imagePath,
  official_account_image: imagePath,
  video_account_icon: imagePath,
  video_account_image: imagePath,
  call_reception: text,
  call_sale: text,
  web_site_copyright: text,
  web_site_icp: text,
  web_site_icp_url: text,
  web_site_public_security: text,
  web_site_public_security_url: text,
  /** Additions beyond the original: shown in the footer and on the contact page. */
  company_address: text,
  service_email: text,
  service_hours: text,
});
export type Settings = z.output<typeof SettingsSchema>;
export type SettingsInput = z.input<typeof SettingsSchema>;

// ------------------------------------------------------------------------------------------- banners

export const BannerSchema = z.object({
  id,
  title: text,
  subtitle: text,
  image: imagePath,
  image_mobile: imagePath,
  /** Intrinsic size of `image`, so the slide reserves its space before it loads. */
  width: z.number().int().positive().default(1920),
  height: z.number().int().positive().default(720),
  /** An http(s) address or a site path, one for both languages (lib/backend/links.ts); '' for anything else. */
  link_url: text.transform(backendLink),
  link_text: text,
});
export type Banner = z.output<typeof BannerSchema>;
export type BannerInput = z.input<typeof BannerSchema>;

export const BannerListRequestSchema = z.object({ position: z.string().min(1).max(32).default('home') });
export const BannerListSchema = z.object({ list: itemsOf(BannerSchema, 'list') });

// ---------------------------------------------------------------------------------------- milestones

export const MilestoneSchema = z.object({
  id,
  year: z.number().int().min(1900).max(2200),
  month: z.number().int().min(1).max(12).nullable().default(null),
  title: text,
  content: text,
});
export type Milestone = z.output<typeof MilestoneSchema>;
export type MilestoneInput = z.input<typeof MilestoneSchema>;
export const MilestoneListSchema = z.object({ list: itemsOf(MilestoneSchema, 'list') });

// --------------------------------------------------------------------------------------------- pages

export const PageSchema = z.object({
  id,
  slug: z.string().min(1),
  title: text,
  subtitle: text,
  /** CMS HTML; sanitized on the server before it is rendered. */
  content: text,
  cover: imagePath,
  seo_title: text,
  seo_description: text,
  updated_at: isoDate,
});
export type Page = z.output<typeof PageSchema>;
export type PageInput = z.input<typeof PageSchema>;
export const SlugRequestSchema = z.object({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'slug') });

// ---------------------------------------------------------------------------------------- categories

export const CATEGORY_TYPES = ['product', 'news', 'investor'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

export type CategoryInput = {
  id: number;
  parent_id: number | null;
  name: string;
  slug?: string;
  type: CategoryType;
  description?: string;
  /** Articles in this category and all its descendants. */
  article_count: number;
  children?: CategoryInput[];
};
export type Category = Required<Omit<CategoryInput, 'children'>> & { children: Category[] };

export const CategorySchema: z.ZodType<Category, CategoryInput> = z.object({
  id,
  parent_id: id.nullable(),
  name: z.string(),
  slug: text,
  type: z.enum(CATEGORY_TYPES),
  description: text,
  article_count: z.number().int().min(0),
  get children() {
    return itemsOf(CategorySchema, 'children').default([]);
  },
});

// ------------------------------------------------------------------------------------------ articles

export const LIFECYCLE_STATUSES = ['mass_production', 'sampling', 'development', 'nrnd', 'discontinued'] as const;
export type LifecycleStatus = (typeof LIFECYCLE_STATUSES)[number];

export const KeySpecSchema = z.object({
  key: z.string().min(1),
  label: z.string(),
  value: z.union([z.number(), z.string()]),
  unit: text,
});
export type KeySpec = z.output<typeof KeySpecSchema>;

/**
 * What a document is (issue 23): datasheet, application note, user guide, SPICE and IBIS models, CAD
 * (footprint and symbol), reference design, evaluation board, errata, certificate. Product pages group
 * documents by type in this order; any other value reads as `other`.
 */
export const DOCUMENT_TYPES = [
  'datasheet',
  'app_note',
  'user_guide',
  'spice_model',
  'ibis_model',
  'cad',
  'reference_design',
  'eval_board',
  'errata',
  'certificate',
  'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const documentType = z
  .unknown()
  .transform((value): DocumentType => ((DOCUMENT_TYPES as readonly unknown[]).includes(value) ? (value as DocumentType) : 'other'));

/** The fields of a document, wherever it is listed (a product's `documents`, the library of `web/get_documents`). */
export const DocumentFieldsSchema = z.object({
  id: id.optional(),
  type: documentType,
  title: z.string(),
  version: text,
  date: isoDate,
  /** Bytes. */
  size: z.number().int().min(0),
  url: imagePath,
  access: z
    .unknown()
    .transform((value) => (value === 'member' ? ('member' as const) : ('public' as const)))
    .default('public'),
  /** The document's own language, when the backend names it. */
  lang: z
    .unknown()
    .transform((value) => (value === 'zh' || value === 'en' ? value : null))
    .default(null),
});

/** A members' document's address is never kept (the site never prints it: `web/get_document_file` gives one). */
export const withoutMembersUrl = <T extends { access: 'public' | 'member'; url: string }>(doc: T): T =>
  doc.access === 'member' ? { ...doc, url: '' } : doc;

/** A members' document is fetched by its id: without one it is left out. */
export const MEMBERS_DOCUMENT_NEEDS_ID: [
  (doc: { access: 'public' | 'member'; id?: number }) => boolean,
  { message: string; path: string[] },
] = [(doc) => doc.access !== 'member' || doc.id !== undefined, { message: "a members' document needs its id", path: ['id'] }];

/**
 * A product's document as pages read it. `access: 'member'`: for signed-in members only, listed with a
 * lock and fetched with `web/get_document_file`. (The library's documents, ./document-types.ts, follow
 * the same rules.)
 */
export const DocumentSchema = DocumentFieldsSchema.transform(withoutMembersUrl).refine(...MEMBERS_DOCUMENT_NEEDS_ID);
export type ProductDocument = z.output<typeof DocumentSchema>;

export const OrderingCodeSchema = z.object({
  part_number: z.string().min(1),
  package: text,
  temperature_range: text,
  packing: text,
  status: z.enum(LIFECYCLE_STATUSES),
});

/** Product fields, present on articles of `product` categories. */
export const ProductFieldsSchema = z.object({
  part_number: z.string().min(1),
  status: z.enum(LIFECYCLE_STATUSES),
  key_specs: itemsOf(KeySpecSchema, 'key_specs').default([]),
  features: itemsOf(z.string(), 'features').default([]),
  applications: itemsOf(z.string(), 'applications').default([]),
  block_diagram: imagePath,
  documents: itemsOf(DocumentSchema, 'documents').default([]),
  ordering: itemsOf(OrderingCodeSchema, 'ordering').default([]),
});
export type ProductFields = z.output<typeof ProductFieldsSchema>;

export const ANNOUNCEMENT_TYPES = ['temporary', 'periodic', 'governance', 'activity'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** Announcement fields, present on articles of `investor` categories. */
export const AnnouncementFieldsSchema = z.object({
  /** Exchange announcement number, e.g. 2025-012. */
  number: text,
  type: z.enum(ANNOUNCEMENT_TYPES),
  /** Finer type: 年度报告, 半年度报告, 第一季度报告, 第三季度报告, 董事会决议, … */
  subtype: text,
  pdf_url: imagePath,
  /** Bytes. */
  pdf_size: z.number().int().min(0).default(0),
  /**
   * The reporting year of a periodic report (a 2025 annual report is published in 2026): a number or a
   * numeric string; empty or absent, the site infers it (features/investor/fiscal-year.ts).
   */
  fiscal_year: z
    .union([
      z.literal('').transform(() => null),
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{4}$/, 'a four-digit year')
        .transform(Number),
    ])
    .pipe(z.number().int().min(1900).max(2200).nullable())
    .nullable()
    .default(null),
});
export type AnnouncementFields = z.output<typeof AnnouncementFieldsSchema>;

/**
 * An attachment: a file the site can link (a path under /api/; another host or `..` is left out), called
 * by its file's name (the last segment of `url`) when it has no `name`.
 */
export const AttachmentSchema = z
  .object({
    name: text,
    url: z.string().transform(toApiUrl).pipe(z.string().min(1, 'a path the site can link')),
    size: z.number().int().min(0).default(0),
    mime: text,
  })
  .transform((file) => ({ ...file, name: file.name.trim() || fileNameOf(file.url) }));

/**
 * The language an item's title and text are written in, when it is not the one the call asked for (an
 * announcement published in Chinese only, asked for in English): `zh` or `en` (a tag such as `zh-CN`
 * reads as its language). Absent or unknown: the language asked for.
 */
const itemLang = z
  .unknown()
  .transform((value) => (typeof value === 'string' ? (/^(zh|en)\b/i.exec(value)?.[1]?.toLowerCase() ?? null) : null) as 'zh' | 'en' | null)
  .default(null);

export const ArticleSummarySchema = z.object({
  id,
  category_id: id,
  title: z.string(),
  summary: text,
  cover: imagePath,
  published_at: isoDate,
  product: ProductFieldsSchema.nullable().default(null),
  announcement: AnnouncementFieldsSchema.nullable().default(null),
  lang: itemLang,
});
export type ArticleSummary = z.output<typeof ArticleSummarySchema>;
export type ArticleSummaryInput = z.input<typeof ArticleSummarySchema>;

/** A neighbour or related article: its title, and its language when that is not the one asked for. */
const ArticleRefSchema = z.object({ id, title: z.string(), lang: itemLang });
export type ArticleRef = z.output<typeof ArticleRefSchema>;

export const ArticleSchema = ArticleSummarySchema.extend({
  /** CMS HTML; sanitized on the server before it is rendered. */
  content: text,
  source: text,
  author: text,
  updated_at: isoDate,
  seo_title: text,
  seo_description: text,
  seo_keywords: text,
  attachments: itemsOf(AttachmentSchema, 'attachments').default([]),
  /** Ancestors of the article's category, root first, the category itself last. */
  category_path: itemsOf(z.object({ id, name: z.string() }), 'category_path').default([]),
  prev: ArticleRefSchema.nullable().default(null),
  next: ArticleRefSchema.nullable().default(null),
  related: itemsOf(ArticleRefSchema, 'related').default([]),
});
export type Article = z.output<typeof ArticleSchema>;
export type ArticleInput = z.input<typeof ArticleSchema>;

export const PAGE_SIZE_MAX = 50;

/** A paged request's `page` and `page_size` (at most PAGE_SIZE_MAX), with the call's default size. */
export function pageFields(defaultSize: number) {
  return {
    page: z.number().int().min(1).max(1000).default(1),
    page_size: z.number().int().min(1).max(PAGE_SIZE_MAX).default(defaultSize),
  };
}

export const IdRequestSchema = z.object({ id });

export const CategoryRequestSchema = z.object({
  id,
  page: z.number().int().min(1).max(10_000).default(1),
  page_size: z.number().int().min(1).max(PAGE_SIZE_MAX).default(10),
  /** Include articles of all descendant categories (default true). */
  include_children: z.boolean().default(true),
  /** Only articles published in this year (investor filters). */
  year: z.number().int().min(1900).max(2200).optional(),
  /** Only announcements of this subtype (`announcement.subtype`, e.g. 董事会决议). */
  subtype: z.string().min(1).max(32).optional(),
});
export type CategoryRequest = z.input<typeof CategoryRequestSchema>;

export const CategoryInfoSchema = z.object({
  category: CategorySchema,
  /** Ancestors, root first, the category itself last. */
  path: itemsOf(z.object({ id, name: z.string() }), 'path').default([]),
  articles: z.object({
    list: itemsOf(ArticleSummarySchema, 'articles.list'),
    page: z.number().int().min(1),
    page_size: z.number().int().min(1),
    total: z.number().int().min(0),
  }),
  /** Filter values present in the category (before `year` and `subtype` apply), newest year first. */
  facets: z
    .object({ years: itemsOf(z.number().int(), 'facets.years').default([]), subtypes: itemsOf(z.string(), 'facets.subtypes').default([]) })
    .default({ years: [], subtypes: [] }),
});
export type CategoryInfo = z.output<typeof CategoryInfoSchema>;

// ----------------------------------------------------------------------------------- captcha, login

/** `web/generate_verify`: the picture (default), or `kind: "text"`, a question in words (issue 24). */
/**
 * The calls a captcha may be for (issue 42: a captcha is bound to the form it was drawn for, so the alerts
 * page's captcha does not open a sign-in). `web/generate_verify`'s `for` names one; the backend refuses the
 * captcha for any other call.
 */
/** What a captcha is drawn for (the calls declared `captcha: true`: lib/backend/call-spec.ts). */
export type { CaptchaCall } from './call-spec';

export const VerifyRequestSchema = z.object({
  kind: z.enum(['image', 'text']).default('image'),
  /** The call the captcha is for; the backend refuses it for any other (features/index.ts: CAPTCHA_CALLS). */
  for: z
    .string()
    .regex(/^web\/[a-z_]+$/)
    .optional(),
});

export const VerifySchema = z
  .object({
    key: z.string().min(1),
    /** `data:image/svg+xml;base64,…`: the picture of the code. */
    image: z.string().startsWith('data:image/').optional(),
    /** With `kind: "text"`: a question in words a screen reader can read, whose answer is the code (issue 24). */
    question: z.string().trim().min(1).max(200).optional(),
    /** Seconds. */
    expires_in: z.number().int().positive(),
  })
  .refine((captcha) => captcha.image !== undefined || captcha.question !== undefined, { message: 'an image or a question' });
export type Verify = z.output<typeof VerifySchema>;

export const LoginRequestSchema = z.object({
  username: z.string().min(1).max(64),
  password: z.string().min(1).max(128),
  verify_key: z.string().min(1).max(128),
  verify_code: z.string().min(1).max(16),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const UserInfoSchema = z.object({ id, username: z.string(), nickname: text });
export type UserInfo = z.output<typeof UserInfoSchema>;

export const LoginSchema = z.object({
  token: z.string().min(1),
  /** Seconds. */
  expires_in: z.number().int().positive(),
  user: UserInfoSchema,
});

// ----------------------------------------------------------------------------------- company profile

const ImageSchema = {
  image: imagePath,
  /** Intrinsic size of `image`, so it reserves its space before it loads. */
  width: z.number().int().positive().default(800),
  height: z.number().int().positive().default(600),
};

export const KeyFigureSchema = z.object({ key: z.string().min(1), label: z.string(), value: z.string(), unit: text, note: text });
export type KeyFigure = z.output<typeof KeyFigureSchema>;

export const HONOUR_TYPES = ['award', 'certificate', 'patent'] as const;
export const HonourSchema = z.object({
  id,
  title: z.string(),
  year: z.number().int(),
  type: z.enum(HONOUR_TYPES),
  issuer: text,
  ...ImageSchema,
});
export type Honour = z.output<typeof HonourSchema>;

export const LeaderSchema = z.object({ id, name: z.string(), title: z.string(), bio: text, photo: imagePath });
export type Leader = z.output<typeof LeaderSchema>;

export const OFFICE_TYPES = ['headquarters', 'rd', 'sales', 'support'] as const;
export const OfficeSchema = z.object({
  id,
  name: z.string(),
  type: z.enum(OFFICE_TYPES),
  city: text,
  address: text,
  postcode: text,
  phone: text,
  email: text,
});
export type Office = z.output<typeof OfficeSchema>;

export const CompanyProfileSchema = z.object({
  key_figures: itemsOf(KeyFigureSchema, 'key_figures').default([]),
  culture: z
    .object({
      mission: text,
      vision: text,
      values: itemsOf(z.object({ title: z.string(), description: text }), 'culture.values').default([]),
    })
    .default({ mission: '', vision: '', values: [] }),
  leaders: itemsOf(LeaderSchema, 'leaders').default([]),
  honours: itemsOf(HonourSchema, 'honours').default([]),
  offices: itemsOf(OfficeSchema, 'offices').default([]),
  /** A map of the offices (or of the headquarters). */
  map: z
    .object({ ...ImageSchema, caption: text })
    .nullable()
    .default(null),
  hotlines: itemsOf(z.object({ label: z.string(), phone: z.string(), hours: text }), 'hotlines').default([]),
  ir_contact: z
    .object({
      secretary: text,
      representative: text,
      phone: text,
      fax: text,
      email: text,
      address: text,
      hours: text,
      /** Where investors complain (an address, a number): the section names it beside the online way. */
      complaints: text,
      /** The company's page on the exchange's investor interaction platform (https); /investor/qa links it. */
      interaction_url: text,
    })
    .default({
      secretary: '',
      representative: '',
      phone: '',
      fax: '',
      email: '',
      address: '',
      hours: '',
      complaints: '',
      interaction_url: '',
    }),
});
export type CompanyProfile = z.output<typeof CompanyProfileSchema>;
export type CompanyProfileInput = z.input<typeof CompanyProfileSchema>;

// ------------------------------------------------------------------------------- investor calendar

export const IR_EVENT_TYPES = ['results', 'meeting', 'call', 'roadshow', 'other'] as const;
export type IrEventType = (typeof IR_EVENT_TYPES)[number];

/** `2027-04-25` (all day) or `2026-12-03T15:00` with seconds and an offset optional (none: UTC+8). */
export const eventTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/, 'a date or a date and time');

/** One investor event: results date, shareholders' meeting, earnings call, roadshow (docs/backend-api.md). */
export const IrEventSchema = z.object({
  id,
  /** An unknown type reads as `other`: a CMS may add types before the site names them. */
  type: z
    .string()
    .default('other')
    .transform((value): IrEventType => ((IR_EVENT_TYPES as readonly string[]).includes(value) ? (value as IrEventType) : 'other')),
  title: z.string().min(1),
  starts_at: eventTime,
  ends_at: eventTime.nullable().default(null),
  location: text,
  description: text,
  /** Webcast, registration or notice page: an http(s) address or a site path (lib/backend/links.ts); '' for anything else. */
  url: z.string().default('').transform(backendLink),
  /** The shareholders' meeting (`web/get_meetings`) or results briefing (`web/get_briefings`) this event is. */
  meeting_id: id.nullable().catch(null).default(null),
  briefing_id: id.nullable().catch(null).default(null),
});
export type IrEvent = z.output<typeof IrEventSchema>;
export type IrEventInput = z.input<typeof IrEventSchema>;
export const IrEventListSchema = z.object({ list: itemsOf(IrEventSchema, 'list') });

// ------------------------------------------------------------------------------------------- search

/** A search request (docs/backend-api.md, `web/search`); the site cleans the query before (lib/search/tokens.ts). */
export const SearchRequestSchema = z.object({
  q: z.string().trim().min(1).max(200),
  type: z.enum(CATEGORY_TYPES).optional(),
  ...pageFields(10),
});
export type SearchRequest = z.input<typeof SearchRequestSchema>;

/** One page of matching articles, best first; `terms`: the words they matched, for marking. */
export const SearchResultSchema = z.object({
  total: z.number().int().min(0),
  list: itemsOf(ArticleSummarySchema, 'list'),
  terms: itemsOf(z.string().max(100), 'terms', 100).default([]),
});
export type SearchResult = z.output<typeof SearchResultSchema>;

// ----------------------------------------------------------------------------------- documents (shared)

/** The languages a document may be written in (the library's filter). */
export const DOCUMENT_LANGUAGES = ['zh', 'en'] as const;

/** `web/get_document_file`: a members' document's address, for a signed-in member's token. */
export const DocumentFileRequestSchema = z.object({ id: z.number().int().positive() });

/** A members' document's address: a path under /api/ that is itself the permission, valid for minutes. */
export const DocumentFileSchema = z.object({
  url: z.string().transform(toApiUrl).pipe(z.string().min(1, 'a path the site can link')),
});
