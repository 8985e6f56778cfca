/**
 * The CMS's setup (`npm run setup`, run by `npm run cms`): the committed migrations applied, then, once, the seed:
 * the demo company's content, as the demo backend answers it (one source of content: scripts/cms-seed-content.ts
 * writes the demo's answers to `data/seed/content.json`, and the files they name are read from the demo's own
 * folder), and the first administrator. A CMS that holds content already is left as it is.
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
import { DATA_DIR } from '../paths';

type Answers = Record<'zh' | 'en', Record<string, unknown>>;
type SeedContent = { filesDir: string; calls: Record<string, Answers> };

const FILE = /^files\/(.+)$/;

/** Every file an answer names, uploaded once with its contract path; the path's media id by path. */
async function uploadFiles(payload: Payload, content: SeedContent): Promise<Map<string, number | string>> {
  const paths = new Set<string>();
  for (const answers of Object.values(content.calls)) {
    for (const value of Object.values(answers.zh)) {
      const match = typeof value === 'string' ? FILE.exec(value) : null;
      if (match?.[1]) paths.add(match[1]);
    }
  }
  const ids = new Map<string, number | string>();
  for (const filePath of paths) {
    const data = await readFile(path.join(content.filesDir, filePath));
    const doc = await payload.create({
      collection: 'media',
      data: { path: filePath },
      file: { data, name: path.basename(filePath), mimetype: mimeOf(filePath), size: data.byteLength },
      overrideAccess: true,
    });
    ids.set(filePath, doc.id);
  }
  return ids;
}

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  pdf: 'application/pdf',
};
const mimeOf = (file: string) => MIME[file.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** An answer's fields as a global's data: files as their media, the rest as they are. */
function globalData(answer: Record<string, unknown>, files: Map<string, number | string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(answer).map(([name, value]) => {
      const match = typeof value === 'string' ? FILE.exec(value) : null;
      return [name, match?.[1] ? (files.get(match[1]) ?? null) : value];
    }),
  );
}

async function seedGlobal(payload: Payload, slug: 'site-info' | 'settings', answers: Answers, files: Map<string, number | string>) {
  // The answer's fields the global holds (`channels` comes from the category tree, not from a field).
  const global = payload.config.globals.find((config) => config.slug === slug);
  const names = new Set(global?.fields.flatMap((field) => ('name' in field ? [field.name] : [])));
  for (const locale of ['zh', 'en'] as const) {
    const data = Object.fromEntries(Object.entries(globalData(answers[locale], files)).filter(([name]) => names.has(name)));
    await payload.updateGlobal({ slug, locale, data, overrideAccess: true });
  }
}

/** The first administrator: from CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD, or a password made now and printed once. */
async function seedAdministrator(payload: Payload): Promise<void> {
  const email = process.env.CMS_ADMIN_EMAIL ?? 'admin@xingyuan-micro.example';
  const given = process.env.CMS_ADMIN_PASSWORD;
  const password = given ?? randomBytes(12).toString('base64url');
  await payload.create({ collection: 'users', data: { email, password, name: 'Administrator', roles: ['admin'] }, overrideAccess: true });
  if (!given) console.log(`The first administrator: ${email}, password ${password} (shown once; change it after signing in).`);
}

async function seed(): Promise<void> {
  const payload = await getPayload({ config });
  // The committed migrations (src/migrations/), typed by the SQLite adapter's arguments.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] });
  const existing = await payload.count({ collection: 'users', overrideAccess: true });
  if (existing.totalDocs > 0) {
    console.log('The CMS holds content already: not seeded again.');
    return;
  }
  const content = JSON.parse(await readFile(path.join(DATA_DIR, 'seed', 'content.json'), 'utf8')) as SeedContent;
  const files = await uploadFiles(payload, content);
  await seedGlobal(payload, 'site-info', content.calls['web/get_site_list']!, files);
  await seedGlobal(payload, 'settings', content.calls['web/get_info']!, files);
  await seedAdministrator(payload);
  console.log(`Seeded: ${files.size} files, the site information and the settings, in Chinese and English.`);
}

try {
  await seed();
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
