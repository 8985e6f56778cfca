/**
 * The CMS's setup (`npm run setup`, run by `npm run cms`): the committed migrations applied, then, once, the seed:
 * the demo company's content (one source of content: scripts/cms-seed-content.ts writes it to
 * `data/seed/content.json` from the demo's own modules and answers, with the folders of the files it names), and
 * the first administrator. A CMS that holds content already is left as it is.
 *
 * Run with tsx as the main module (package.json, `setup`), not through Payload's CLI: `payload migrate` and `payload
 * run` load their target with a dynamic import that now and then never settles, and then exit 0 having done
 * nothing (payloadcms/payload#17757; one of our CI runs met it). Plain node cannot load the config at all (the
 * Lexical editor's package never finishes importing without tsx's loader).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { getPayload, type Migration, type Payload } from 'payload';
import config from '@payload-config';
import { migrations } from '../migrations';
import { migrations as postgresMigrations } from '../migrations-postgres';
import { sql } from '@payloadcms/db-postgres';
import { DATA_DIR } from '../paths';
import { dayValue } from '../fields';
import { richTextOf } from './rich-text';
import { seedInvestor } from './investor';
import { seedParts } from './parts';
import { seedQuestions } from './questions';
import type { SeedArticle, SeedCompliance, SeedContent, Both } from './content';

type Files = Map<string, number>;
type PartsAnswers = { compliance: SeedCompliance[]; samples: { part_number: string; max_quantity: number }[] };

/** The seed writes no audit entries and tells no site: it is the CMS setting itself up. */
const QUIET = { quiet: true };
type Row = { id?: string } & Record<string, unknown>;

const PUBLIC_FILE = /(?<![\w-])files\/([A-Za-z0-9][A-Za-z0-9._/-]*\.[A-Za-z0-9_]+)/g;
const MEMBER_PREFIX = 'member/';

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  pdf: 'application/pdf',
  lib: 'text/plain',
  ibs: 'text/plain',
  kicad_sym: 'text/plain',
  kicad_mod: 'text/plain',
};
const mimeOf = (file: string) => MIME[file.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** Every public file the content names (`files/<path>`, in fields and in HTML alike). */
function publicFiles(content: unknown, into = new Set<string>()): Set<string> {
  if (typeof content === 'string') for (const match of content.matchAll(PUBLIC_FILE)) into.add(match[1]!);
  else if (Array.isArray(content)) for (const item of content) publicFiles(item, into);
  else if (typeof content === 'object' && content !== null) for (const value of Object.values(content)) publicFiles(value, into);
  return into;
}

/** Every file uploaded once: public ones at their contract path, members' ones flagged and kept off the public path. */
async function uploadFiles(payload: Payload, content: SeedContent): Promise<Files> {
  const wanted = new Map<string, { from: string; membersOnly: boolean }>();
  for (const file of publicFiles({
    calls: content.calls,
    pages: content.pages,
    banners: content.banners,
    articles: content.articles,
    products: content.products,
    notices: content.notices,
  }))
    wanted.set(file, { from: path.join(content.filesDir, file), membersOnly: false });
  for (const doc of content.documents) {
    const membersOnly = doc.access === 'member';
    wanted.set(membersOnly ? MEMBER_PREFIX + doc.file : doc.file, {
      from: path.join(membersOnly ? content.memberFilesDir : content.filesDir, doc.file),
      membersOnly,
    });
  }
  for (const article of content.articles.zh)
    if (article.member_file)
      wanted.set(MEMBER_PREFIX + article.member_file, { from: path.join(content.memberFilesDir, article.member_file), membersOnly: true });

  const ids: Files = new Map();
  for (const [filePath, { from, membersOnly }] of wanted) {
    const data = await readFile(from);
    const doc = await payload.create({
      collection: 'media',
      data: { path: filePath, members_only: membersOnly },
      file: { data, name: path.basename(filePath), mimetype: mimeOf(filePath), size: data.byteLength },
      overrideAccess: true,
      context: QUIET,
    });
    ids.set(filePath, doc.id);
  }
  return ids;
}

/** The media id of a `files/<path>` value, or null. */
function fileId(files: Files, value: unknown): number | null {
  if (typeof value !== 'string' || !value.startsWith('files/')) return null;
  return files.get(value.slice('files/'.length)) ?? null;
}

/** An answer's fields as a global's data: files as their media, the rest as they are. */
function globalData(answer: Record<string, unknown>, files: Files): Record<string, unknown> {
  return Object.fromEntries(Object.entries(answer).map(([name, value]) => [name, fileId(files, value) ?? value]));
}

async function seedGlobal(payload: Payload, slug: 'site-info' | 'settings', answers: Both<Record<string, unknown>>, files: Files) {
  // The answer's fields the global holds (`channels` comes from the category tree, not from a field).
  const global = payload.config.globals.find((config) => config.slug === slug);
  const names = new Set(global?.fields.flatMap((field) => ('name' in field ? [field.name] : [])));
  for (const locale of ['zh', 'en'] as const) {
    const data = Object.fromEntries(Object.entries(globalData(answers[locale], files)).filter(([name]) => names.has(name)));
    await payload.updateGlobal({ slug, locale, data, overrideAccess: true, context: QUIET });
  }
}

/** Creates a document in Chinese, then writes its English texts, keeping the rows of its arrays (their texts are per language). */
async function createBoth(
  payload: Payload,
  collection: 'pages' | 'banners' | 'milestones' | 'categories' | 'articles' | 'documents',
  zh: Record<string, unknown>,
  en: ((created: Record<string, unknown>) => Record<string, unknown>) | null,
): Promise<void> {
  const created = (await payload.create({
    collection,
    locale: 'zh',
    data: zh as never,
    overrideAccess: true,
    context: QUIET,
  })) as unknown as Record<string, unknown>;
  if (en)
    await payload.update({
      collection,
      id: created.id as number,
      locale: 'en',
      data: en(created) as never,
      overrideAccess: true,
      context: QUIET,
    });
}

/** The kinds of investor documents, named in both languages; their ids by Chinese name. */
async function seedKinds(payload: Payload, content: SeedContent): Promise<Map<string, number>> {
  const names = new Map<string, string>();
  for (const article of content.articles.zh) {
    const zh = article.announcement?.subtype;
    const en = content.articles.en.find((candidate) => candidate.id === article.id)?.announcement?.subtype;
    if (zh && !names.has(zh)) names.set(zh, en || zh);
  }
  const ids = new Map<string, number>();
  for (const [zh, en] of names) {
    const created = await payload.create({
      collection: 'announcement-kinds',
      locale: 'zh',
      data: { name: zh },
      overrideAccess: true,
      context: QUIET,
    });
    await payload.update({
      collection: 'announcement-kinds',
      id: created.id,
      locale: 'en',
      data: { name: en },
      overrideAccess: true,
      context: QUIET,
    });
    ids.set(zh, created.id);
  }
  return ids;
}

async function seedCategories(payload: Payload, content: SeedContent): Promise<void> {
  // Parents before their children: a category's parent must exist.
  const depth = (id: number): number => {
    const parent = content.categories.zh.find((category) => category.id === id)?.parent_id;
    return parent === null || parent === undefined ? 0 : 1 + depth(parent);
  };
  const ordered = content.categories.zh
    .map((category, order) => ({ category, order }))
    .sort((a, b) => depth(a.category.id) - depth(b.category.id));
  for (const { category, order } of ordered) {
    const en = content.categories.en.find((candidate) => candidate.id === category.id);
    await createBoth(
      payload,
      'categories',
      {
        id: category.id,
        name: category.name,
        slug: category.slug,
        type: category.type,
        description: category.description,
        parent: category.parent_id,
        order,
      },
      en ? () => ({ name: en.name, description: en.description }) : null,
    );
  }
}

/** The id of an array's row, to write another language's texts into the same row. */
function rowId(list: unknown, index: number): { id?: string } {
  const row = Array.isArray(list) ? (list[index] as Row | undefined) : undefined;
  return row?.id ? { id: row.id } : {};
}

/** The fields of an article in one language, with the rows its arrays already have (their ids), when it has them. */
async function articleData(
  article: SeedArticle,
  files: Files,
  kinds: Map<string, number>,
  parts: PartsAnswers | undefined,
  rows?: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const productRows = rows?.product as Record<string, unknown> | undefined;
  const quality = parts?.compliance[0];
  const qualityRows = productRows?.quality as Record<string, unknown> | undefined;
  const fileRef = (ref: { title?: string; url?: string } | null | undefined) => ({
    title: ref?.title ?? '',
    file: fileId(files, ref?.url),
  });
  const product = article.product;
  const announcement = article.announcement;
  return {
    title: article.title,
    summary: article.summary ?? '',
    cover: fileId(files, article.cover),
    published_at: dayValue(article.published_at),
    revised_at: article.updated_at ? dayValue(article.updated_at) : null,
    content: await richTextOf(article.content ?? ''),
    source: article.source ?? '',
    author: article.author ?? '',
    seo_title: article.seo_title ?? '',
    seo_description: article.seo_description ?? '',
    seo_keywords: article.seo_keywords ?? '',
    attachments: (article.attachments ?? []).map((attachment, index) => ({
      ...rowId(rows?.attachments, index),
      name: attachment.name,
      file: fileId(files, attachment.url),
    })),
    ...(product
      ? {
          product: {
            part_number: product.part_number,
            status: product.status,
            key_specs: (product.key_specs ?? []).map((spec, index) => ({
              ...rowId(productRows?.key_specs, index),
              key: spec.key,
              label: spec.label,
              ...(typeof spec.value === 'number' ? { number: spec.value, text: '' } : { number: null, text: spec.value }),
              unit: spec.unit ?? '',
            })),
            features: (product.features ?? []).map((text) => ({ text })),
            applications: (product.applications ?? []).map((text) => ({ text })),
            block_diagram: fileId(files, product.block_diagram),
            ordering: (product.ordering ?? []).map((part, index) => {
              const stated = parts?.compliance.find((row) => row.part_number === part.part_number);
              const yesNo = (value: boolean | undefined) => (value === undefined ? null : value ? 'yes' : 'no');
              return {
                ...rowId(productRows?.ordering, index),
                ...part,
                sample_max: parts?.samples.find((option) => option.part_number === part.part_number)?.max_quantity ?? null,
                rohs: yesNo(stated?.rohs),
                reach: yesNo(stated?.reach),
                halogen_free: yesNo(stated?.halogen_free),
                msl: stated?.msl ?? '',
                reflow_peak_c: stated?.reflow_peak_c ?? null,
              };
            }),
            quality: {
              aec_q100: quality?.aec_q100 ?? null,
              fit: quality?.fit ?? null,
              fit_conditions: quality?.fit_conditions ?? '',
              report: fileRef(quality?.qualification_report),
              certificates: (quality?.certificates ?? []).map((certificate, index) => ({
                ...rowId(qualityRows?.certificates, index),
                ...fileRef(certificate),
              })),
              updated_at: quality?.updated_at ? dayValue(quality.updated_at) : null,
            },
          },
        }
      : {}),
    ...(announcement
      ? {
          announcement: {
            number: announcement.number,
            type: announcement.type,
            subtype: kinds.get(announcement.subtype) ?? null,
            pdf: article.member_file ? (files.get(MEMBER_PREFIX + article.member_file) ?? null) : fileId(files, announcement.pdf_url),
            fiscal_year: announcement.fiscal_year ? Number(announcement.fiscal_year) : null,
          },
        }
      : {}),
  };
}

async function seedArticles(payload: Payload, content: SeedContent, files: Files, kinds: Map<string, number>): Promise<void> {
  const types = new Map(content.categories.zh.map((category) => [category.id, category.type]));
  for (const article of content.articles.zh) {
    const en = content.articles.en.find((candidate) => candidate.id === article.id);
    // English exists when the demo answers English as English (not the Chinese text marked `lang: "zh"`).
    const hasEnglish = en && en.lang !== 'zh' && en.title !== article.title;
    const parts = content.products[article.id];
    const zhData = await articleData(article, files, kinds, parts && { compliance: parts.compliance.zh.list, samples: parts.samples.list });
    const created = (await payload.create({
      collection: 'articles',
      locale: 'zh',
      data: {
        id: article.id,
        kind: types.get(article.category_id),
        category: article.category_id,
        access: article.access ?? 'public',
        _status: 'published',
        ...zhData,
      } as never,
      overrideAccess: true,
      context: QUIET,
    })) as unknown as Record<string, unknown>;
    if (hasEnglish) {
      const enData = await articleData(
        en,
        files,
        kinds,
        parts && { compliance: parts.compliance.en.list, samples: parts.samples.list },
        created,
      );
      // The Chinese kind's id: the English answer names it in English.
      if (enData.announcement)
        (enData.announcement as Record<string, unknown>).subtype = (zhData.announcement as Record<string, unknown>).subtype;
      const published = { ...enData, _status: 'published' };
      await payload.update({
        collection: 'articles',
        id: article.id,
        locale: 'en',
        data: published as never,
        overrideAccess: true,
        context: QUIET,
      });
    }
  }
}

async function seedDocuments(payload: Payload, content: SeedContent, files: Files): Promise<void> {
  for (const doc of content.documents) {
    const membersOnly = doc.access === 'member';
    await createBoth(
      payload,
      'documents',
      {
        id: doc.id,
        type: doc.type,
        title: doc.title[0],
        version: doc.version,
        date: dayValue(doc.date),
        file: files.get(membersOnly ? MEMBER_PREFIX + doc.file : doc.file),
        access: doc.access ?? 'public',
        lang: doc.lang ?? null,
        products: doc.products,
      },
      () => ({ title: doc.title[1] }),
    );
  }
}

async function seedPages(payload: Payload, content: SeedContent, files: Files): Promise<void> {
  for (const page of content.pages.zh) {
    const en = content.pages.en.find((candidate) => candidate.slug === page.slug);
    const texts = async (source: typeof page) => ({
      title: source.title,
      subtitle: source.subtitle ?? '',
      content: await richTextOf(source.content ?? ''),
      seo_title: source.seo_title ?? '',
      seo_description: source.seo_description ?? '',
    });
    const enTexts = en ? await texts(en) : null;
    await createBoth(
      payload,
      'pages',
      {
        id: page.id,
        slug: page.slug,
        cover: fileId(files, page.cover),
        revised_at: page.updated_at ? dayValue(page.updated_at) : null,
        ...(await texts(page)),
      },
      enTexts ? () => enTexts : null,
    );
  }
  for (const banner of content.banners.zh) {
    const en = content.banners.en.find((candidate) => candidate.id === banner.id);
    const texts = (source: typeof banner) => ({
      title: source.title ?? '',
      subtitle: source.subtitle ?? '',
      link_text: source.link_text ?? '',
    });
    await createBoth(
      payload,
      'banners',
      {
        id: banner.id,
        position: banner.position,
        image: fileId(files, banner.image),
        image_mobile: fileId(files, banner.image_mobile),
        link_url: banner.link_url ?? '',
        order: banner.id,
        ...texts(banner),
      },
      en ? () => texts(en) : null,
    );
  }
  for (const milestone of content.milestones.zh) {
    const en = content.milestones.en.find((candidate) => candidate.id === milestone.id);
    await createBoth(
      payload,
      'milestones',
      { id: milestone.id, year: milestone.year, month: milestone.month ?? null, title: milestone.title, content: milestone.content ?? '' },
      en ? () => ({ title: en.title, content: en.content ?? '' }) : null,
    );
  }
}

/** The demo company's people, one per role (README, "The back office"), with the administrator's password. */
export const DEMO_PEOPLE = [
  { email: 'editor@xingyuan-micro.example', name: '编辑 王芳', roles: ['editor'] },
  { email: 'ir@xingyuan-micro.example', name: '投资者关系专员 陈静', roles: ['ir'] },
  { email: 'publisher@xingyuan-micro.example', name: '董事会秘书 刘洋', roles: ['publisher'] },
  { email: 'ir-head@xingyuan-micro.example', name: '投资者关系负责人 赵磊', roles: ['publisher'] },
  { email: 'sales@xingyuan-micro.example', name: '销售 周强', roles: ['sales'] },
  { email: 'privacy@xingyuan-micro.example', name: '个人信息保护负责人 孙丽', roles: ['privacy'] },
] as const;

/**
 * The first administrator, from CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD, or with a password made now and printed
 * once; and the demo's people, one per role, with the same password.
 */
async function seedAdministrator(payload: Payload): Promise<void> {
  const email = process.env.CMS_ADMIN_EMAIL ?? 'admin@xingyuan-micro.example';
  const given = process.env.CMS_ADMIN_PASSWORD;
  const password = given ?? randomBytes(12).toString('base64url');
  for (const person of DEMO_PEOPLE)
    await payload.create({
      collection: 'users',
      data: { ...person, roles: [...person.roles], password },
      overrideAccess: true,
      context: QUIET,
    });
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Administrator', roles: ['admin'] },
    overrideAccess: true,
    context: QUIET,
  });
  if (!given)
    console.log(
      `The first administrator: ${email}, password ${password}, the demo's people's too (shown once; change it after signing in).`,
    );
}

/**
 * Postgres hands out ids from sequences that the seed's own ids (kept from the demo: /news/detail/211) did not move:
 * each is set past the largest id its table holds, so the next article, category or file gets a new id, never a
 * taken one. (SQLite's AUTOINCREMENT follows the largest id by itself.)
 */
async function sequencesPastSeededIds(payload: Payload): Promise<void> {
  const db = payload.db as unknown as { drizzle: { execute: (query: unknown) => Promise<unknown> } };
  await db.drizzle.execute(
    sql.raw(`DO $$ DECLARE r record; BEGIN
      FOR r IN SELECT table_schema, table_name, column_name,
                      pg_get_serial_sequence(quote_ident(table_schema) || '.' || quote_ident(table_name), column_name) AS seq
                 FROM information_schema.columns WHERE column_default LIKE 'nextval(%' LOOP
        EXECUTE format('SELECT setval(%L, COALESCE((SELECT max(%I) FROM %I.%I), 0) + 1, false)', r.seq, r.column_name, r.table_schema, r.table_name);
      END LOOP;
    END $$;`),
  );
}

async function seed(): Promise<void> {
  // This process sets up and exits: the CMS's start-up work (the search indexes) is the server's (payload.config.ts).
  process.env.CMS_SETUP = '1';
  const payload = await getPayload({ config });
  // The committed migrations of the database in use (src/migrations/ for SQLite, src/migrations-postgres/).
  const postgres = payload.db.name === 'postgres';
  await payload.db.migrate({ migrations: (postgres ? postgresMigrations : migrations) as unknown as Migration[] });
  const existing = await payload.count({ collection: 'users', overrideAccess: true, context: QUIET });
  if (existing.totalDocs > 0) {
    console.log('The CMS holds content already: not seeded again.');
    return;
  }
  // From here on the seed writes: a second try would meet half a seed, so src/tools/keep-alive.mjs stops watching the start.
  (process as NodeJS.EventEmitter).emit('script:working');
  const content = JSON.parse(await readFile(path.join(DATA_DIR, 'seed', 'content.json'), 'utf8')) as SeedContent;
  const files = await uploadFiles(payload, content);
  await seedGlobal(payload, 'site-info', content.calls['web/get_site_list']!, files);
  await seedGlobal(payload, 'settings', content.calls['web/get_info']!, files);
  await seedPages(payload, content, files);
  await seedCategories(payload, content);
  const kinds = await seedKinds(payload, content);
  await seedArticles(payload, content, files, kinds);
  await seedDocuments(payload, content, files);
  const investor = await seedInvestor(payload, content, files);
  const parts = await seedParts(payload, content, files);
  for (const member of content.members)
    await payload.create({ collection: 'members', data: { ...member, status: 'active' }, overrideAccess: true, context: QUIET });
  const questions = await seedQuestions(payload, content);
  await seedAdministrator(payload);
  if (postgres) await sequencesPastSeededIds(payload);
  console.log(
    `Seeded in Chinese and English: ${files.size} files, the site information and settings, ${content.pages.zh.length} pages, ` +
      `${content.banners.zh.length} banners, ${content.milestones.zh.length} milestones, ${content.categories.zh.length} categories, ` +
      `${content.articles.zh.length} articles, ${content.documents.length} documents, ${parts}, ${investor}, ${questions}, ${content.members.length} site member(s).`,
  );
}

try {
  await seed();
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
