/** The shape of the seed content (`data/seed/content.json`, written by scripts/cms-seed-content.ts from the demo). */
export type Both<T> = { zh: T; en: T };

type Spec = { key: string; label: string; value: number | string; unit?: string };
type Part = { part_number: string; package?: string; temperature_range?: string; packing?: string; status?: string };

export type SeedArticle = {
  id: number;
  category_id: number;
  title: string;
  summary?: string;
  cover?: string;
  published_at: string;
  updated_at?: string;
  content?: string;
  source?: string;
  author?: string;
  seo_title?: string;
  seo_description?: string;
  seo_keywords?: string;
  attachments?: { name: string; url: string }[];
  lang?: string;
  access?: 'member';
  /** A members-only article's file, under the members' files folder. */
  member_file?: string;
  product?: {
    part_number: string;
    status: string;
    key_specs?: Spec[];
    features?: string[];
    applications?: string[];
    block_diagram?: string;
    ordering?: Part[];
  } | null;
  announcement?: { number: string; type: string; subtype: string; pdf_url: string; fiscal_year?: number | string | null } | null;
};

type SeedPage = {
  id: number;
  slug: string;
  title: string;
  subtitle?: string;
  content?: string;
  cover?: string;
  seo_title?: string;
  seo_description?: string;
  updated_at?: string;
};
type SeedBanner = {
  id: number;
  position: string;
  title?: string;
  subtitle?: string;
  image: string;
  image_mobile?: string;
  link_url?: string;
  link_text?: string;
};
type SeedMilestone = { id: number; year: number; month?: number | null; title: string; content?: string };
type SeedCategory = { id: number; parent_id: number | null; name: string; slug: string; type: string; description: string };
type SeedDocument = {
  id: number;
  type: string;
  title: [zh: string, en: string];
  version: string;
  date: string;
  /** Under the files folder, or the members' files folder for a members' document. */
  file: string;
  access?: 'member';
  lang?: 'zh' | 'en';
  products: number[];
};

type FileRef = { title: string; url: string; size?: number };
/** An orderable part's quality data as `web/get_compliance` answers it. */
export type SeedCompliance = {
  part_number: string;
  rohs?: boolean;
  reach?: boolean;
  halogen_free?: boolean;
  msl?: string;
  reflow_peak_c?: number;
  aec_q100?: string;
  fit?: number;
  fit_conditions?: string;
  qualification_report?: FileRef | null;
  certificates?: FileRef[];
  updated_at?: string;
};

export type SeedContent = {
  filesDir: string;
  memberFilesDir: string;
  calls: Record<string, Both<Record<string, unknown>>>;
  pages: Both<SeedPage[]>;
  banners: Both<SeedBanner[]>;
  milestones: Both<SeedMilestone[]>;
  categories: Both<SeedCategory[]>;
  articles: Both<SeedArticle[]>;
  documents: SeedDocument[];
  /** Each product's parts as the demo answers `web/get_compliance` (per language) and `web/get_sample_options`. */
  products: Record<
    number,
    { compliance: Both<{ list: SeedCompliance[] }>; samples: { list: { part_number: string; max_quantity: number }[] } }
  >;
  /** Change notices, with both languages' texts and the file of each. */
  notices: {
    number: string;
    type: string;
    title: Both<string>;
    date: string;
    effective_date?: string;
    last_time_buy?: string;
    summary: Both<string>;
    products: number[];
    replacement?: number;
    document: string;
  }[];
  /** The demo's cross-reference, every part, in both languages (the same order). */
  crossReferences: Both<Record<string, unknown>[]>;
  /** The demo's `web/get_inventory` answers, by product id, in both languages. */
  inventory: Record<string, Both<{ max_age?: number; parts?: unknown[] }>>;
  /** The demo's quote as a relay would give it at `seededAt`, with its year of closes. */
  stock: {
    seededAt: string;
    sharesOutstanding: number;
    delay_minutes?: number;
    open?: number;
    high?: number;
    low?: number;
    history: { date: string; close: number; volume?: number }[];
  };
  /** Published investor questions, asked in Chinese with their English translations; `member`: who asked it. */
  questions: {
    id: number;
    category: string;
    asked_at: string;
    answered_at: string;
    zh: { question: string; answer: string; asker: string };
    en: { question: string; answer: string; asker: string };
    member?: string;
    code?: string;
  }[];
  members: {
    username: string;
    password: string;
    nickname?: string;
    name?: string;
    company?: string;
    /** Required: members are mailed (a password reset, a shipment). */
    email: string;
    phone?: string;
    address?: string;
  }[];
};
