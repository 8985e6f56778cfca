/**
 * What the conformance suite does not see of the CMS (issue 45), checked against a running one:
 * `tsx scripts/cms-check.ts <CMS_URL> <CMS_DATA_DIR> [report.json]`, run by `npm test` after the suite.
 * - Anonymous visitors reach nothing of Payload's own API (REST collections and globals, its file route,
 *   GraphQL); only the contract's calls and the public files answer.
 * - One source of content: the CMS answers every call it holds (scripts/support/cms-calls.json) as the demo
 *   backend does, for every id, slug, page and filter the demo's content has, in both languages: the same code,
 *   and the same data once read with the site's own schemas (what the site sees is the same). It serves the same
 *   bytes at every file path an answer names, and a members-only file at none.
 * - The files are kept on disk, or only in S3-compatible storage when the CMS has S3_BUCKET; the admin shows them.
 * - The CMS made its search indexes as it started (its log, CMS_LOG).
 * - SQLite runs in WAL mode (its `-wal` file is beside the database while the CMS runs), and a write held by another
 *   process makes a call that writes wait, not fail (its busy timeout); on Postgres (DATABASE_URL
 *   set, as for the CMS) the same checks run against it.
 * - A back-office user's password reset mail (scripts/support/cms-mail.ts): through SMTP_URL when CMS_CHECK_SMTP_PORT
 *   names its port, else into the outbox; its link at CMS_URL whatever host the request names. A site member's
 *   forgotten password, by their own request and by the privacy officer (scripts/support/cms-members.ts).
 * - What visitors send, worked in the admin (scripts/support/cms-queues.ts, cms-questions.ts, cms-privacy.ts), and the
 *   e-mail alerts (scripts/support/cms-alerts.ts), with their mails.
 * - The publishing workflow (scripts/support/cms-workflow.ts), with CMS_CHECK_SITE_PORT (the port of the SITE_URL
 *   the CMS was started with), CMS_ADMIN_PASSWORD (the demo people's) and SITE_REVALIDATE_SECRET.
 * Prints one line per check (a line per call, counting what it compared) and exits 1 when any fails.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { z } from 'zod';
import { handleDemoRequest } from '@/demo/backend';
import { call as demoCall } from '@/demo/test-call';
import { articlesIn, categoriesIn } from '@/demo/content/catalog';
import { pages } from '@/demo/content/site';
import { CALLS } from '@/features/index';
import { FinancialsSchema, StockQuoteSchema } from '@/features/investor/contract';
import { QuestionListSchema } from '@/features/investor-qa/contract';
import { QUESTION_CATEGORIES } from '@/lib/backend/question-form';
import { ComplianceListSchema } from '@/features/quality/contract';
import { SampleOptionListSchema } from '@/features/samples/contract';
import { ChangeNoticeListSchema } from '@/features/change-notices/contract';
import { AlertOptionsSchema } from '@/features/alerts/contract';
import { InventorySchema } from '@/features/where-to-buy/contract';
import { DocumentLibrarySchema } from '@/features/resources/contract';
import { DOCUMENT_TYPES } from '@/lib/backend/types';
import { CrossReferenceListSchema } from '@/lib/backend/cross-reference-types';
import { rawNotices } from '@/demo/content/change-notices';
import { rawCrossReferences } from '@/demo/content/cross-reference';
import { BriefingListSchema, DividendListSchema, EsgSchema, MeetingListSchema } from '@/lib/backend/ir-types';
import {
  ArticleSchema,
  BannerListSchema,
  CategoryInfoSchema,
  CompanyProfileSchema,
  IrEventListSchema,
  SearchResultSchema,
  MilestoneListSchema,
  PageSchema,
  SettingsSchema,
  SiteInfoSchema,
} from '@/lib/backend/types';
import CMS_CALLS from './support/cms-calls.json';
import { cmsClient } from './support/cms-client';
import { mailChecks, mailDrop } from './support/cms-mail';
import { queueChecks } from './support/cms-queues';
import { questionChecks } from './support/cms-questions';
import { alertChecks } from './support/cms-alerts';
import { privacyChecks } from './support/cms-privacy';
import { memberResetChecks } from './support/cms-members';
import { signIn, siteStandIn, workflowChecks } from './support/cms-workflow';

const [base, dataDir, jsonReport] = process.argv.slice(2);
if (!base || !dataDir) {
  console.error('usage: tsx scripts/cms-check.ts <CMS_URL> <CMS_DATA_DIR> [report.json]');
  process.exit(2);
}

const LANGS = ['zh', 'en'] as const;
type Body = Record<string, unknown>;

/** A list answered "in any order" (docs/backend-api.md), put in one order to compare: by id, else by its text. */
function anyOrder(data: unknown): unknown {
  const answer = data as { list?: unknown[] };
  if (!Array.isArray(answer?.list)) return data;
  const key = (item: unknown) => {
    const id = (item as { id?: unknown }).id;
    return typeof id === 'number' ? String(id).padStart(12, '0') : JSON.stringify(item);
  };
  return { ...answer, list: [...answer.list].sort((a, b) => key(a).localeCompare(key(b))) };
}

/** The demo's products, and every orderable part of them. */
const products = articlesIn.zh.filter((article) => article.product).map((article) => article.id);
const orderable = articlesIn.zh.flatMap((article) => (article.product?.ordering ?? []).map((part) => part.part_number));

/** The instant the CMS's year of closes was taken from the demo at (its seed): the demo is asked its quote then. */
const seededAt = (JSON.parse(readFileSync(path.join(dataDir, 'seed', 'content.json'), 'utf8')) as { stock: { seededAt: string } }).stock
  .seededAt;

/**
 * Whether the clock this check and its CMS run on (their SITE_NOW) is the seed's: the CMS's year of closes is the one the
 * demo gave at `seededAt`, so only on that clock are its quote and the demo's the same whatever the hour of the run.
 */
const onSeedClock = (siteNow: string | undefined, seeded: string) => siteNow !== undefined && Date.parse(siteNow) === Date.parse(seeded);

type Case = { schema: z.ZodType; bodies: Body[]; order?: (data: unknown) => unknown; at?: string };

/** Each call the CMS answers: how the site reads it, and the bodies to ask it with (every language is added). */
const CASES: Record<string, Case> = {
  [CALLS.getSiteList]: { schema: SiteInfoSchema, bodies: [{}] },
  [CALLS.getInfo]: { schema: SettingsSchema, bodies: [{}] },
  [CALLS.getBannerList]: { schema: BannerListSchema, bodies: [{}, { position: 'home' }, { position: 'nowhere' }, { position: '' }] },
  [CALLS.getExperienceList]: { schema: MilestoneListSchema, bodies: [{}] },
  [CALLS.getAlertOptions]: { schema: AlertOptionsSchema, bodies: [{}] },
  [CALLS.getInfoBySlug]: {
    schema: PageSchema,
    bodies: [...pages.map(({ slug }) => ({ slug })), { slug: 'no-such-page' }, { slug: 'Bad Slug' }, {}],
  },
  [CALLS.getCategoryInfoById]: {
    schema: CategoryInfoSchema,
    bodies: [
      ...categoriesIn.zh.flatMap(({ id }) => [
        { id, page_size: 50 },
        { id, page: 2, page_size: 3 },
        { id, include_children: false },
        { id, page: 99 },
      ]),
      { id: 3, year: 2025, page_size: 50 },
      { id: 31, year: 2026, page: 2, page_size: 5 },
      { id: 3, subtype: '董事会决议', page_size: 50 },
      { id: 3, subtype: 'Board resolution', page_size: 50 },
      { id: 3, subtype: '年度报告', year: 2026 },
      { id: 9999 },
      { id: 0 },
      { id: '1' },
      { id: 1, page_size: 51 },
      { id: 1, page: 0 },
      { id: 1, year: 1800 },
    ],
  },
  [CALLS.getArticleInfoById]: {
    schema: ArticleSchema,
    bodies: [...articlesIn.zh.map(({ id }) => ({ id })), { id: 99_999 }, { id: -1 }, { id: 'x' }, {}],
  },
  [CALLS.getCompanyProfile]: { schema: CompanyProfileSchema, bodies: [{}] },
  [CALLS.getIrEvents]: { schema: IrEventListSchema, bodies: [{}], order: anyOrder },
  [CALLS.getStockQuote]: { schema: StockQuoteSchema, bodies: [{}], at: seededAt },
  [CALLS.getFinancials]: { schema: FinancialsSchema, bodies: [{}] },
  [CALLS.getDividends]: { schema: DividendListSchema, bodies: [{}], order: anyOrder },
  [CALLS.getMeetings]: { schema: MeetingListSchema, bodies: [{}], order: anyOrder },
  [CALLS.getBriefings]: { schema: BriefingListSchema, bodies: [{}], order: anyOrder },
  [CALLS.getEsg]: { schema: EsgSchema, bodies: [{}] },
  // The seed's published questions (issue 46), before scripts/support/cms-questions.ts adds its own.
  [CALLS.getInvestorQuestions]: {
    schema: QuestionListSchema,
    bodies: [
      {},
      { page_size: 50 },
      { page: 2, page_size: 5 },
      { page: 99 },
      ...QUESTION_CATEGORIES.map((category) => ({ category, page_size: 50 })),
      { q: '毛利率' },
      { q: 'gross margin' },
      { q: 'AEC-Q100 认证' },
      { q: 'DIVIDEND', category: 'dividend' },
      { q: 'no-such-word' },
      { q: 'x'.repeat(51) },
      { category: 'nope' },
      { page_size: 51 },
      { page: 0 },
    ],
  },
  [CALLS.getCompliance]: {
    schema: ComplianceListSchema,
    bodies: [
      ...products.map((id) => ({ product_id: id })),
      {},
      { page: 2, page_size: 7 },
      { page: 99 },
      ...orderable.slice(0, 12).flatMap((part) => [{ part }, { part: part.toLowerCase().replace(/^([A-Z]+\d{2})/i, '$1-') }]),
      { part: 'XY62' },
      { part: 'zz-no-such' },
      { product_id: 99_999 },
      { product_id: 101, part: 'XY6201' },
      { part: '' },
      { page_size: 51 },
    ],
  },
  [CALLS.getChangeNotices]: {
    schema: ChangeNoticeListSchema,
    bodies: [
      {},
      { page: 2, page_size: 3 },
      ...rawNotices.flatMap((notice) => [{ number: notice.number }, { number: notice.number.toLowerCase() }]),
      { number: 'PCN-1900-001' },
      ...products.map((id) => ({ product_id: id })),
      ...categoriesIn.zh.filter((category) => category.type === 'product').map((category) => ({ category_id: category.id })),
      { type: 'pcn' },
      { type: 'pdn', year: 2026 },
      { year: 2025 },
      { year: 2001 },
      { number: 'x', product_id: 101 },
      { type: 'eol' },
      { number: '../etc' },
    ],
  },
  [CALLS.getCrossReference]: {
    schema: CrossReferenceListSchema,
    bodies: [
      {},
      { page: 2, page_size: 5 },
      { page_size: 50 },
      ...rawCrossReferences.flatMap((part) => [
        { part: part.part },
        { q: part.part.toLowerCase() },
        { q: `${part.part.slice(0, 3)}-${part.part.slice(3)}` },
        { q: part.part.slice(0, 5) },
        { q: `${part.part}PDBVR` },
      ]),
      ...products.map((id) => ({ product_id: id })),
      { q: 'NW' },
      { q: 'no such part 123' },
      { part: 'ＮＷＰ７Ａ２０３３' },
      { q: 'NWP7', part: 'NWP7A2033' },
      { q: '' },
      { page_size: 51 },
    ],
  },
  [CALLS.getInventory]: {
    schema: InventorySchema,
    // When the figures are from is the CMS's to say (when its offers were checked), the demo's is its clock.
    bodies: [...products.map((id) => ({ product_id: id })), { product_id: 99_999 }, {}, { product_id: 'x' }],
    order: (data) => ({ ...(data as object), as_of: '(compared apart)' }),
  },
  [CALLS.getDocuments]: {
    schema: DocumentLibrarySchema,
    bodies: [
      {},
      { page: 2 },
      { page: 3, page_size: 50 },
      { page: 999 },
      ...DOCUMENT_TYPES.map((type) => ({ type, page_size: 50 })),
      ...categoriesIn.zh.filter((category) => category.type === 'product').map((category) => ({ category_id: category.id, page_size: 50 })),
      { doc_lang: 'zh', page_size: 50 },
      { doc_lang: 'en', page_size: 50 },
      { q: 'xy62' },
      { q: 'XY-5201' },
      { q: '数据手册' },
      { q: 'datasheet xy6201' },
      { q: 'IBIS 模型' },
      { q: 'no such words' },
      { type: 'datasheet', category_id: 11, doc_lang: 'en', q: 'xy' },
      { q: '' },
      { type: 'Bad Type' },
      { doc_lang: 'fr' },
      { page_size: 51 },
    ],
  },
  [CALLS.search]: {
    schema: SearchResultSchema,
    bodies: [
      ...[
        'XY6201',
        'xy-6201',
        'xy62',
        'XY5201',
        'LDO',
        '稳压器',
        '业绩说明会',
        '年度报告',
        'annual report',
        'bluetooth',
        '蓝牙 低功耗',
        'NWP7A2033',
        'nwp7a20',
        'LK1117-33',
        '2026-046',
        'zzzz no match',
      ].flatMap((q) => [{ q }, { q, type: 'product' }, { q, type: 'news' }, { q, type: 'investor' }]),
      { q: 'xy', page: 2, page_size: 5 },
      { q: 'x', page_size: 8 },
      { q: '公司', page: 3 },
      { q: '' },
      { q: 'XY6201', type: 'video' },
      { q: 'XY6201', page_size: 51 },
      {},
    ],
  },
  [CALLS.getSampleOptions]: {
    schema: SampleOptionListSchema,
    bodies: [
      ...products.map((id) => ({ product_id: id })),
      ...orderable.map((part) => ({ part: part.toLowerCase() })),
      { part: 'XY0000-NONE' },
      { product_id: 99_999 },
      {},
      { product_id: 101, part: 'XY6201-SOT235T' },
    ],
  },
};

/** The demo's answer, asked at `at` (its clock, SITE_NOW) when given. */
async function demoAnswer(call: string, asked: Body, at: string | undefined) {
  const before = process.env.SITE_NOW;
  if (at) process.env.SITE_NOW = at;
  try {
    return (await demoCall(call, asked)).body;
  } finally {
    if (before === undefined) delete process.env.SITE_NOW;
    else process.env.SITE_NOW = before;
  }
}

/** Calls whose answers differ from the demo's by design, checked by the conformance suite alone. */
const CONFORMANCE_ONLY: Record<string, string> = {
  [CALLS.generateVerify]: 'a new captcha each time',
  [CALLS.login]: 'a token of its own',
  [CALLS.requestPasswordReset]: "a member's own mail (and scripts/support/cms-members.ts)",
  [CALLS.resetPassword]: "a member's own link (and scripts/support/cms-members.ts)",
  [CALLS.getDocumentFile]: 'a sealed address of its own',
  [CALLS.getMemberProfile]: "a member's details as they typed them, in one language",
  [CALLS.submitMessage]: 'what visitors send (and scripts/support/cms-queues.ts)',
  [CALLS.submitSampleRequest]: 'what visitors send (and scripts/support/cms-queues.ts)',
  [CALLS.submitInvestorQuestion]: 'what visitors send (and scripts/support/cms-questions.ts)',
  [CALLS.getMyQuestions]: "a member's own (and scripts/support/cms-questions.ts)",
  [CALLS.submitPrivacyRequest]: 'what visitors send (and scripts/support/cms-privacy.ts)',
  [CALLS.confirmPrivacyRequest]: "a visitor's own link (and scripts/support/cms-privacy.ts)",
  [CALLS.getSampleRequests]: "a member's own (and scripts/support/cms-queues.ts)",
  [CALLS.getSubscriptions]: "a member's own",
  [CALLS.setSubscription]: "a member's own",
  [CALLS.subscribeAlerts]: 'what visitors send (and scripts/support/cms-alerts.ts)',
  [CALLS.confirmAlerts]: "a visitor's own link (and scripts/support/cms-alerts.ts)",
  [CALLS.unsubscribeAlerts]: "a visitor's own link (and scripts/support/cms-alerts.ts)",
  [CALLS.getMyAlerts]: "a member's own (and scripts/support/cms-alerts.ts)",
  [CALLS.setMyAlerts]: "a member's own (and scripts/support/cms-alerts.ts)",
};

const failures: string[] = [];
let passed = 0;
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (ok) passed += 1;
  else failures.push(what);
};

async function status(url: string, init?: RequestInit): Promise<number> {
  const response = await fetch(url, init);
  await response.body?.cancel();
  return response.status;
}

async function cmsCall(call: string, body: Body): Promise<{ code: number; data: unknown }> {
  const response = await fetch(`${base}/api/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: unknown };
}

/**
 * Rich text as the characters it says: the demo's HTML leaves `&` and quotes as they are where the CMS's converter
 * writes `&amp;` and `&quot;`; a browser reads both the same.
 */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };
const htmlText = (html: string) => html.replace(/&(?:amp|quot|#39|#x27);/g, (entity) => ENTITIES[entity]!);

/** What the site sees of an answer: its data read with the site's schema, or the refusal's code. */
function seen(schema: z.ZodType, answer: { code: number; data: unknown }, order = (data: unknown) => data): string {
  if (answer.code !== 1) return `code ${answer.code}`;
  const parsed = schema.safeParse(answer.data);
  if (!parsed.success) return `unreadable: ${parsed.error.issues[0]?.path.join('.')}`;
  return JSON.stringify(order(parsed.data), (key, value: unknown) =>
    key === 'content' && typeof value === 'string' ? htmlText(value) : value,
  );
}

/** The first place two JSON texts part, for the report. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `demo …${a.slice(Math.max(0, i - 60), i + 60)}… cms …${b.slice(Math.max(0, i - 60), i + 60)}…`;
}

/** Every `files/…` path in an answer. */
function filePaths(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string' && /^files\//.test(value)) into.add(value);
  else if (Array.isArray(value)) for (const item of value) filePaths(item, into);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) filePaths(item, into);
  return into;
}

/**
 * SQLite locked by a long write (another process holds its write lock, as a backup or a manual session may): a read
 * answers meanwhile (WAL), and a call that writes (a sign-in takes its captcha: a row), sent while the lock is held,
 * waits for it and succeeds once it is released, within the busy timeout, instead of failing at once. Shown by order,
 * not by a stopwatch: the read comes back while the lock is held; the sign-in, sent then, only after its release.
 * Then the lock held past the busy timeout (lockedPastTimeout).
 */
async function lockedWrite(): Promise<void> {
  const db = new Database(path.join(dataDir!, 'cms.db'));
  const captcha = await cmsClient(base!).captcha(CALLS.login);
  db.exec('BEGIN IMMEDIATE');
  let released = false;
  try {
    const read = await cmsCall(CALLS.getSiteList, { lang: 'zh' });
    check(read.code === 1 && !released, 'SQLite locked by a long write: a read answers while the lock is held');
    const signIn = investorSignIn(captcha).then((answer) => ({ answer, afterRelease: released }));
    // Held a while after the sign-in is sent (well within the CMS's 3 s busy timeout), then released.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    released = true;
    db.exec('COMMIT');
    const { answer, afterRelease } = await signIn;
    check(
      answer.code === 1 && afterRelease,
      `a call that writes, sent while it is held, waits and succeeds once it is released: code ${answer.code}`,
    );
  } finally {
    if (!released) db.exec('ROLLBACK');
    db.close();
  }
  await lockedPastTimeout();
}

type Connection = {
  exec: (sql: string) => void;
  prepare: (sql: string) => { get: (...args: unknown[]) => Record<string, unknown> | undefined };
  close: () => void;
};
const Database = createRequire(path.resolve(__dirname, '..', 'cms', 'package.json'))('libsql') as new (file: string) => Connection;

/** The demo member's sign-in with `captcha` (drawn for it, read through the CMS's test hook). */
const investorSignIn = (captcha: { verify_key: string; verify_code: string }) =>
  cmsCall(CALLS.login, { lang: 'zh', username: 'investor', password: 'Xingyuan@2026', ...captcha });

/**
 * The lock held until a write of the CMS's gives up (its busy timeout passed): the sign-in sent while it is held is
 * refused (its captcha could not be taken). Once the lock is released, the CMS writes again, and what it writes is
 * committed: another connection sees the next sign-in's captcha row, and takes the write lock itself at once (with
 * a busy timeout of its own, for the CMS's cron writes). Before src/db/sqlite-client.ts, the failed write left the
 * CMS's connection inside a transaction: its later writes were never committed, its reads saw the database as it
 * was, and no other connection could write.
 */
async function lockedPastTimeout(): Promise<void> {
  const db = new Database(path.join(dataDir!, 'cms.db'));
  // This connection waits for the CMS's own short writes (its crons'), as the CMS waits for others'.
  db.exec('PRAGMA busy_timeout = 3000');
  try {
    const { captcha } = cmsClient(base!);
    const held = await captcha(CALLS.login);
    db.exec('BEGIN IMMEDIATE');
    let refused: { code: number };
    try {
      refused = await investorSignIn(held);
    } finally {
      db.exec('ROLLBACK');
    }
    const next = await captcha(CALLS.login);
    const signIn = await investorSignIn(next);
    const keyHash = createHash('sha256').update(next.verify_key).digest('hex');
    const seen = db.prepare('select count(*) as n from captcha_uses where key_hash = ?').get(keyHash)?.n;
    let writes = 'yes';
    try {
      db.exec('BEGIN IMMEDIATE');
      db.exec('ROLLBACK');
    } catch (error) {
      writes = String((error as { code?: string }).code ?? error);
    }
    check(
      refused.code !== 1 && signIn.code === 1 && Number(seen) === 1 && writes === 'yes',
      `SQLite locked past the busy timeout: the write then is refused (code ${refused.code}); after, the CMS signs in ` +
        `(code ${signIn.code}), its captcha row is committed (another connection sees ${String(seen)}), and another ` +
        `connection can write (${writes})`,
    );
  } finally {
    db.close();
  }
}

/**
 * Where the files are kept: on disk under the data folder, or, when the CMS was started with S3_BUCKET, in the
 * bucket alone (the answers' files above were served from it). The admin's own view of a file, for a signed-in
 * person, reads the same store.
 */
async function storedChecks(files: Set<string>): Promise<void> {
  const media = path.join(dataDir!, 'media');
  const onDisk = existsSync(media) ? readdirSync(media).length : 0;
  if (process.env.S3_BUCKET)
    check(onDisk === 0 && files.size > 0, `the files are kept in S3-compatible storage (S3_BUCKET): ${onDisk} on disk`);
  else check(onDisk > 0, `the files are kept on disk: ${onDisk} in ${media}`);
  const token = await signIn(base!, 'editor@xingyuan-micro.example', process.env.CMS_ADMIN_PASSWORD ?? '');
  const auth = { authorization: `JWT ${token}` };
  const listed = (await (await fetch(`${base}/api/media?limit=1&where[path][equals]=logo.png`, { headers: auth })).json()) as {
    docs: { url: string }[];
  };
  const address = new URL(listed.docs[0]?.url ?? '/api/media/file/none', base).href;
  const shown = await fetch(address, { headers: auth });
  const [admin, visitor, anonymous] = await Promise.all([
    shown.arrayBuffer().then((bytes) => Buffer.from(bytes)),
    fetch(`${base}/api/files/logo.png`).then(async (r) => Buffer.from(await r.arrayBuffer())),
    status(address),
  ]);
  const policy = shown.headers.get('content-security-policy') ?? '';
  check(
    admin.length > 0 && admin.equals(visitor) && /\bsandbox\b/.test(policy) && (anonymous === 401 || anonymous === 403),
    `the admin shows a file from where it is kept (${listed.docs[0]?.url}: ${admin.length} bytes, the visitors' own, policy "${policy}"), and a stranger not (${anonymous})`,
  );
}

async function main(): Promise<void> {
  for (const closed of [
    'api/users',
    'api/globals/site-info',
    'api/globals/settings',
    'api/media',
    'api/media/file/logo.png',
    'api/articles',
    'api/categories',
    'api/documents',
    'api/pages',
    'api/members',
    'api/audit-log',
    'api/payload-jobs',
    'api/globals/payload-jobs-stats',
    'api/globals/working-calendar',
    'api/messages',
    'api/sample-requests',
    'api/follows',
    'api/outgoing-mails',
  ]) {
    const code = await status(`${base}/${closed}`);
    check(code === 401 || code === 403, `anonymous GET /${closed}: ${code}, refused`);
  }
  // The members' auth collection signs in through the contract alone, behind its captcha: Payload's own routes for it
  // refuse even the right password, and hand out no token (cms/src/members/auth-gate.ts).
  for (const [route, body] of [
    ['login', { username: 'investor', password: 'Xingyuan@2026' }],
    ['forgot-password', { username: 'investor' }],
    ['reset-password', { token: 'made-up-token', password: 'A-new-password-2026' }],
    ['first-register', { username: 'intruder', password: 'Intruder-2026-pass', 'confirm-password': 'Intruder-2026-pass' }],
    ['unlock', { username: 'investor' }],
    ['refresh-token', {}],
  ] as const) {
    const response = await fetch(`${base}/api/members/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    check(
      (response.status === 401 || response.status === 403) && !/"token"/.test(text) && !response.headers.get('set-cookie'),
      `anonymous POST /api/members/${route}: ${response.status}, refused, no token`,
    );
  }
  const graphql = await status(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"query":"{__typename}"}',
  });
  check(graphql === 404, `POST /api/graphql: ${graphql}, GraphQL is off`);

  // The answers of the day (the quote's year of closes ends at the seed's day) are compared on one clock: a run that
  // passed midnight in China between the seed and this check (one of 2026-12-04) compared a year one day shorter.
  check(
    onSeedClock(process.env.SITE_NOW, seededAt),
    `the check and its CMS run on the seed's clock: SITE_NOW ${process.env.SITE_NOW ?? '(unset)'}, seeded at ${seededAt}`,
  );
  const files = new Set<string>();
  for (const call of CMS_CALLS) {
    if (CONFORMANCE_ONLY[call]) {
      console.log(`--   ${call}: checked by the conformance suite (${CONFORMANCE_ONLY[call]})`);
      continue;
    }
    const { schema, bodies, order, at } = CASES[call] ?? { schema: null, bodies: [] };
    if (!schema) {
      check(false, `${call}: no case in scripts/cms-check.ts`);
      continue;
    }
    const differing: string[] = [];
    for (const lang of LANGS) {
      for (const body of bodies) {
        const asked = { lang, ...body };
        const [demo, cms] = await Promise.all([demoAnswer(call, asked, at), cmsCall(call, asked)]);
        const [theirs, ours] = [seen(schema, demo, order), seen(schema, cms, order)];
        if (theirs !== ours) differing.push(`${JSON.stringify(asked)}: ${firstDifference(theirs, ours)}`);
        for (const file of filePaths(cms.data)) files.add(file);
      }
    }
    check(
      differing.length === 0,
      `${call}: ${bodies.length * LANGS.length} requests answered as the demo answers them${differing.length ? `, but ${differing.length}:\n     ${differing.slice(0, 5).join('\n     ')}` : ''}`,
    );
  }

  const differentFiles: string[] = [];
  for (const file of files) {
    const [ours, theirs] = await Promise.all([
      fetch(`${base}/api/${file}`).then(async (r) => Buffer.from(await r.arrayBuffer())),
      handleDemoRequest(new Request(`http://demo.invalid/api/${file}`)).then(async (r) => Buffer.from(await r.arrayBuffer())),
    ]);
    if (!ours.equals(theirs)) differentFiles.push(file);
  }
  check(
    differentFiles.length === 0,
    `${files.size} files the answers name serve the demo's bytes${differentFiles.length ? `, but not ${differentFiles.slice(0, 5).join(', ')}` : ''}`,
  );
  const svg = [...files].find((file) => file.endsWith('.svg'));
  const policy = svg ? (await fetch(`${base}/api/${svg}`, { method: 'HEAD' })).headers.get('content-security-policy') : null;
  check(
    /\bsandbox\b/.test(policy ?? '') && /default-src 'none'/.test(policy ?? ''),
    `a file opened on its own runs nothing (${svg}: ${policy})`,
  );
  for (const membersOnly of ['files/member/ir/399.pdf', 'files/ir/399.pdf', 'files/docs/ir/399.pdf', 'files/member/designs/xy5201.pdf']) {
    const code = await status(`${base}/api/${membersOnly}`);
    check(code === 404, `a members-only file at /api/${membersOnly}: ${code}`);
  }
  await storedChecks(files);

  // The search indexes are made when the CMS starts (warmSearch in cms/src/search/index.ts, whose line its log
  // prints once both are made), not by the first searches.
  const warmed = 'the search indexes are made, ahead of the first search';
  const logged = () => (process.env.CMS_LOG ? readFileSync(process.env.CMS_LOG, 'utf8').includes(warmed) : false);
  for (let waited = 0; !logged() && waited < 600; waited += 1) await new Promise((resolve) => setTimeout(resolve, 200));
  check(logged(), `the CMS made its search indexes as it started (its log, ${process.env.CMS_LOG ?? 'not given: CMS_LOG'})`);
  // On Postgres (DATABASE_URL, as the CMS was started with), the workflow below creates documents after the seed's
  // own ids: a 201 there says the id sequences were moved past them.
  if (process.env.DATABASE_URL) console.log('--   the database is Postgres (DATABASE_URL): no SQLite file to check');
  else {
    check(existsSync(path.join(dataDir!, 'cms.db-wal')), 'SQLite runs in WAL mode');
    await lockedWrite();
  }

  // A back-office user's password reset, by mail (SMTP_URL, else the outbox); then the queues of what visitors send.
  const drop = await mailDrop(dataDir!);
  try {
    await mailChecks(check, base!, drop, process.env.CMS_ADMIN_PASSWORD ?? '');
    await memberResetChecks(check, base!, drop, process.env.CMS_ADMIN_PASSWORD ?? '');
    await queueChecks(check, base!, drop, process.env.CMS_ADMIN_PASSWORD ?? '');
    await questionChecks(check, base!, drop, process.env.CMS_ADMIN_PASSWORD ?? '');
    await privacyChecks(check, base!, drop, process.env.CMS_ADMIN_PASSWORD ?? '', dataDir!);
    await alertChecks(check, base!, drop, process.env.CMS_ADMIN_PASSWORD ?? '');
  } finally {
    await drop.close();
  }

  // The workflow, last: it adds content. With the site's stand-in on the port the CMS's SITE_URL names.
  const sitePort = Number(process.env.CMS_CHECK_SITE_PORT);
  if (sitePort) {
    const site = siteStandIn(sitePort);
    await site.listen();
    try {
      await workflowChecks(check, base!, process.env.CMS_ADMIN_PASSWORD ?? '', site, process.env.SITE_REVALIDATE_SECRET ?? '');
    } finally {
      await site.close();
    }
  } else console.log('--   the publishing workflow: not checked (CMS_CHECK_SITE_PORT unset)');
  console.log(failures.length ? `${failures.length} check(s) failed` : 'every check passed');
  if (jsonReport) writeFileSync(jsonReport, JSON.stringify({ passed, failed: failures.length, failures }, null, 2));
  process.exit(failures.length ? 1 : 0);
}

void main();
