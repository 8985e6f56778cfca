/**
 * Demo content: the category tree and its articles (products, news, investor documents).
 * Fictional throughout; part numbers use the company's own XY prefix.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { ArticleInput } from '@/lib/backend/types';
import type { LibraryDocumentInput } from '@/features/resources/contract';
import { categories, FILES, type DemoCategory } from './categories';
import { rawProducts, type RawProduct } from './products';
import { rawNews, type RawNews } from './news';
import { rawFilings, type RawFiling } from './filings';
import { PACKING_EN, productsEn, SPEC_LABELS_BY_CHINESE, SPEC_LABELS_EN, SPEC_VALUES_EN } from './en/products';
import { AUTHOR_EN, COMPANY_SOURCE_EN, newsEn } from './en/news';
import { CATEGORIES_EN, SUBTYPES_EN } from './en/catalog';
import { rawDocuments } from './documents';

export type { DemoCategory } from './categories';

/** The languages the demo backend answers in (`lang` of every call; Chinese when absent). */
export type DemoLanguage = 'zh' | 'en';

/** The `lang` of a call's payload: English when asked for, Chinese otherwise (as a backend without English would). */
export function languageOf(payload: unknown): DemoLanguage {
  return typeof payload === 'object' && payload !== null && (payload as { lang?: unknown }).lang === 'en' ? 'en' : 'zh';
}

export const categoriesIn: Record<DemoLanguage, DemoCategory[]> = {
  zh: categories,
  en: categories.map((category) => ({ ...category, ...CATEGORIES_EN[category.id] })),
};

/**
 * An article as the demo backend stores it; `access: 'member'` needs a login token (code -1000 without).
 * `member_file`: its document, under demo/content/member-files/, handed out only at a sealed address that
 * expires (demo/member-files.ts), never under /api/files/.
 */
export type DemoArticle = ArticleInput & { access?: 'member'; member_file?: string };

/** Real size in bytes of a file under demo/content/files, so the sizes the site shows are true. */
function fileSize(relative: string, folder = 'files'): number {
  return statSync(path.join(process.cwd(), 'demo', 'content', folder, relative)).size;
}

/**
 * The document library of one language (`web/get_documents`), newest first: each document's title in
 * that language and its real size; a members' document without its address (`web/get_document_file`
 * hands that out to a member).
 */
export function libraryIn(lang: DemoLanguage): DemoDocument[] {
  return (libraries[lang] ??= rawDocuments
    .map((doc): DemoDocument => ({
      id: doc.id,
      type: doc.type,
      title: doc.title[lang === 'en' ? 1 : 0],
      version: doc.version,
      date: doc.date,
      size: fileSize(doc.file, doc.access === 'member' ? 'member-files' : 'files'),
      ...(doc.access === 'member' ? { access: 'member' as const } : { url: `files/${doc.file}` }),
      ...(doc.lang ? { lang: doc.lang } : {}),
      products: doc.products.map((id) => ({ id, part_number: rawProducts.find((product) => product.id === id)!.pn })),
    }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id));
}

/** A document of the library as the demo backend answers it (docs/backend-api.md, `web/get_documents`). */
export type DemoDocument = Omit<LibraryDocumentInput, 'id'> & { id: number; date: string; products: { id: number; part_number: string }[] };

const libraries: Partial<Record<DemoLanguage, DemoDocument[]>> = {};

/** Temperature ranges are written `-40 °C 至 125 °C`; in English, `to`. */
const temperatureIn = (lang: DemoLanguage, range: string) => (lang === 'en' ? range.replace(' 至 ', ' to ') : range);

function product(raw: RawProduct, lang: DemoLanguage): DemoArticle {
  const en = lang === 'en' ? productsEn[raw.id] : undefined;
  const p = en ? { ...raw, ...en } : raw;
  const packing = en ? [PACKING_EN.reel, PACKING_EN.tray] : ['卷带，3000 颗/盘', '托盘，490 颗/盘'];
  return {
    id: p.id,
    category_id: p.category,
    title: `${p.pn} ${p.title}`,
    summary: p.summary,
    cover: `files/${FILES.productImage(p.pn)}`,
    published_at: p.date,
    updated_at: p.date,
    content: p.body,
    seo_title: `${p.pn} ${p.title}`,
    seo_description: p.summary,
    product: {
      part_number: p.pn,
      status: p.status,
      key_specs: p.specs.map(([key, label, value, unit = '']) =>
        en
          ? {
              key,
              label: SPEC_LABELS_BY_CHINESE[label] ?? SPEC_LABELS_EN[key] ?? label,
              value: typeof value === 'string' ? (SPEC_VALUES_EN[value] ?? value) : value,
              unit,
            }
          : { key, label, value, unit },
      ),
      features: p.features,
      applications: p.applications,
      block_diagram: `files/${FILES.productImage(p.pn)}`,
      // Everything of the library for this product, its line's documents included (./documents.ts).
      documents: libraryIn(lang)
        .filter((doc) => doc.products.some((item) => item.id === p.id))
        .map(({ products: _products, ...doc }) => doc),
      ordering: p.packages.map(([pkg, temp], index) => ({
        part_number: `${p.pn}-${pkg.replace(/[^A-Z0-9]/gi, '').toUpperCase()}${index === 0 ? 'R' : 'T'}`,
        package: pkg,
        temperature_range: temperatureIn(lang, temp),
        packing: packing[index === 0 ? 0 : 1],
        status: p.status,
      })),
    },
  };
}

function news(raw: RawNews, lang: DemoLanguage): DemoArticle {
  const en = lang === 'en' ? newsEn[raw.id] : undefined;
  const n = en ? { ...raw, ...en, source: en.source ?? (raw.source ? undefined : COMPANY_SOURCE_EN) } : raw;
  return {
    id: n.id,
    category_id: n.category,
    title: n.title,
    summary: n.summary,
    cover: `files/${FILES.newsCover(n.id)}`,
    published_at: n.date,
    updated_at: n.date,
    source: n.source ?? '星垣微电子',
    author: en ? AUTHOR_EN : '品牌部',
    content: n.paragraphs.map((text) => `<p>${text}</p>`).join(''),
    seo_title: n.title,
    seo_description: n.summary,
  };
}

function filing(f: RawFiling, lang: DemoLanguage, access?: 'member'): DemoArticle {
  const pdf = access === 'member' ? FILES.memberFiling(f.id) : FILES.filing(f.id);
  const subtype = lang === 'en' ? (SUBTYPES_EN[f.subtype] ?? f.subtype) : f.subtype;
  return {
    // Disclosure is published in Chinese only: asked in English, the document keeps its Chinese text and says so.
    ...(lang === 'en' ? { lang: 'zh' } : {}),
    id: f.id,
    category_id: f.category,
    title: f.title,
    summary: `${f.subtype}：${f.title}`,
    cover: '',
    published_at: f.date,
    updated_at: f.date,
    content: `<p>${f.title}全文请见附件 PDF。</p>`,
    seo_title: f.title,
    seo_description: `星垣微（688000）${f.title}`,
    // A member's document has its address made when a member asks (demo/member-files.ts).
    announcement: {
      number: f.number,
      type: f.type,
      subtype,
      pdf_url: access === 'member' ? '' : `files/${pdf}`,
      pdf_size: access === 'member' ? fileSize(pdf, 'member-files') : fileSize(pdf),
      fiscal_year: f.fiscalYear ?? null,
    },
    ...(access === 'member' ? { access, member_file: pdf } : {}),
  };
}

/** Shown only to visitors with a login token (code -1000 without); never listed, linked from news 211. */
function memberOnly(lang: DemoLanguage): DemoArticle[] {
  return [
    filing(
      {
        id: 399,
        category: 33,
        date: '2026-11-05',
        title: '机构投资者调研纪要（会员）',
        type: 'governance',
        subtype: '调研纪要',
        number: '',
      },
      lang,
      'member',
    ),
    {
      ...news(
        {
          id: 299,
          category: 21,
          date: '2026-11-13',
          title: '2026 年第三季度业绩说明会问答实录（会员）',
          summary: '业绩说明会上投资者提问与管理层回答的完整记录。',
          paragraphs: [
            '问：车规产品的收入占比今年能达到多少？答：前三季度车规产品收入占营业收入的 18.4%，全年预计在 20% 左右。',
            '问：无线连接产品线的新品进度如何？答：XY9216 已向三家头部客户送样，预计明年第一季度量产。',
            '问：研发投入会继续保持较高比例吗？答：公司将继续把营业收入的 20% 以上投入研发，重点在信号链与车规电源。',
          ],
        },
        lang,
      ),
      access: 'member',
    },
  ];
}

function articlesOf(lang: DemoLanguage): DemoArticle[] {
  return [
    ...rawProducts.map((p) => product(p, lang)),
    ...rawNews.map((n) => news(n, lang)),
    ...rawFilings.map((f) => filing(f, lang)),
    ...memberOnly(lang),
  ];
}

/** Every article, in each language. */
export const articlesIn: Record<DemoLanguage, DemoArticle[]> = { zh: articlesOf('zh'), en: articlesOf('en') };

/** The Chinese articles (the default language). */
export const articles: DemoArticle[] = articlesIn.zh;
