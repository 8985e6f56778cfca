/**
 * The back office (issue 45): Payload CMS, beside the site and never inside it. The site reads it only through
 * the contract's calls (`POST /api/web/<name>`, src/contract/) and its public files (`/api/files/`); Payload's
 * generic REST API answers signed-in people of the company only, and its GraphQL is off.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConfig } from 'payload';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { lexicalEditor } from '@payloadcms/richtext-lexical';
import { en } from '@payloadcms/translations/languages/en';
import { zh } from '@payloadcms/translations/languages/zh';
import sharp from 'sharp';
import Database from 'libsql';
import { AnnouncementKinds } from './collections/announcement-kinds';
import { Articles } from './collections/articles';
import { Categories } from './collections/categories';
import { ChangeNotices } from './collections/change-notices';
import { CrossReferences, Offers, WhereToBuy } from './collections/parts-data';
import { Documents } from './collections/documents';
import { Briefings, DailyCloses, Dividends, IrEvents, Meetings } from './collections/investor';
import { Media } from './collections/media';
import { Banners, Milestones, Pages } from './collections/pages';
import { Users } from './collections/users';
import { CaptchaUses } from './members/captcha-uses';
import { Members } from './members/members';
import { AuditLog } from './workflow/audit-log';
import { Follows, FOLLOW_CALLS } from './queues/follows';
import { Messages, MESSAGE_CALLS } from './queues/messages';
import { SampleRequests, SAMPLE_CALLS } from './queues/samples';
import { InvestorQuestions, QUESTION_CALLS } from './queues/questions';
import { PrivacyRequests, PRIVACY_CALLS } from './queues/privacy';
import { SubmissionMarks } from './queues/limits';
import { WorkingCalendarGlobal } from './queues/calendar';
import { OutgoingMails } from './mail/outgoing';
import { AlertSubscribers } from './alerts/subscribers';
import { AlertRounds, alertsTask } from './alerts/rounds';
import { ALERT_CALLS } from './alerts/calls';
import { MAIL_QUEUE, releaseStale, sendMailsTask } from './mail/send';
import { digestTask } from './queues/digest';
import { revalidateTask, SITE_QUEUE } from './workflow/revalidate';
import { DEAD_JOB_MS, releaseDeadJobs } from './workflow/jobs';
import { administrators } from './access';
import { CATALOG_CALLS } from './contract/catalog';
import { INVESTOR_CALLS } from './contract/investor';
import { PRODUCT_CALLS } from './contract/products';
import { MEMBER_CALLS } from './contract/members';
import { RESET_CALLS } from './members/reset';
import { PAGE_CALLS } from './contract/pages';
import { SITE_CALLS } from './contract/site';
import { Settings, SiteInfo } from './globals/site';
import { CompanyProfile } from './globals/company';
import { Esg, Financials } from './globals/investor';
import { migrations } from './migrations';
import { migrations as postgresMigrations } from './migrations-postgres';
import { DATA_DIR } from './paths';
import { localeParentIndexes } from './db/locale-indexes';
import { withRecoveringClient, type ConnectionSettings } from './db/sqlite-client';
import { keepStatements } from './db/statements';
import { mailAdapter } from './mail/mailer';
import { warmSearch } from './search';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Postgres when set (`postgres://…`); else SQLite, one file under the data folder. */
const DATABASE_URL = process.env.DATABASE_URL;

// On SQLite, each connection keeps its prepared statements instead of leaving them to the collector (src/db/statements.ts).
if (!DATABASE_URL) keepStatements(Database);

/**
 * How long a write waits for another process's lock before it fails (SQLite's default is not to wait at all): within
 * the site's budget for a call (BACKEND_TIMEOUT_MS, 5 s by default), so a call that waited still answers in time.
 * The driver waits synchronously: while one write waits, the CMS process answers nothing else (one CMS process per
 * file; Postgres for more, or for long outside writes).
 */
export const SQLITE_BUSY_TIMEOUT_MS = 3000;

const SQLITE_URL = `file:${path.join(DATA_DIR, 'cms.db')}`;

/**
 * How each SQLite connection is set up as it opens (src/db/sqlite-client.ts), the setup's and the server's: WAL lets the
 * site's reads go on while an editor saves (with Payload's own defaults for it: 64 MB of journal kept, FULL sync), and
 * the busy timeout makes a write wait for a lock instead of failing at once.
 */
const SQLITE_CONNECTIONS: ConnectionSettings = {
  url: SQLITE_URL,
  busyTimeoutMs: SQLITE_BUSY_TIMEOUT_MS,
  wal: { journalSizeLimit: 64 * 1024 * 1024, synchronous: 'FULL' },
};

export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · 后台' },
    // Payload's default avatar is Gravatar's: nothing of the back office leaves its own origin either.
    avatar: 'default',
    // The home page opens with the queues the signed-in person works (src/queues/admin/work-queues.tsx).
    components: { beforeDashboard: ['/queues/admin/work-queues#WorkQueues'] },
    // The exchanges' time: a publication is scheduled in Beijing time unless an editor picks UTC.
    timezones: {
      supportedTimezones: [
        { label: '北京时间 Beijing (UTC+8)', value: 'Asia/Shanghai' },
        { label: 'UTC', value: 'UTC' },
      ],
      defaultTimezone: 'Asia/Shanghai',
    },
  },
  i18n: { supportedLanguages: { zh, en }, fallbackLanguage: 'zh' },
  localization: {
    locales: [
      { code: 'zh', label: '中文' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale: 'zh',
    fallback: false,
  },
  // The site's content first (the admin lists groups in this order), the people who run it last.
  collections: [
    Articles,
    Categories,
    AnnouncementKinds,
    Documents,
    ChangeNotices,
    CrossReferences,
    Offers,
    Pages,
    Banners,
    Milestones,
    IrEvents,
    Dividends,
    Meetings,
    Briefings,
    DailyCloses,
    Media,
    Messages,
    SampleRequests,
    InvestorQuestions,
    PrivacyRequests,
    Members,
    Follows,
    AlertSubscribers,
    OutgoingMails,
    AlertRounds,
    Users,
    AuditLog,
    CaptchaUses,
    SubmissionMarks,
  ],
  globals: [SiteInfo, Settings, CompanyProfile, Financials, Esg, WhereToBuy, WorkingCalendarGlobal],
  endpoints: [
    ...SITE_CALLS,
    ...PAGE_CALLS,
    ...CATALOG_CALLS,
    ...MEMBER_CALLS,
    ...RESET_CALLS,
    ...INVESTOR_CALLS,
    ...PRODUCT_CALLS,
    ...MESSAGE_CALLS,
    ...SAMPLE_CALLS,
    ...QUESTION_CALLS,
    ...PRIVACY_CALLS,
    ...FOLLOW_CALLS,
    ...ALERT_CALLS,
  ],
  graphQL: { disable: true },
  jobs: {
    tasks: [revalidateTask, sendMailsTask, digestTask, alertsTask],
    // Run in the CMS's own server (src/instrumentation.ts starts them): scheduled publications every second, so none
    // goes out more than a second late and none early; revalidations of the site every two seconds.
    autoRun: [
      { cron: '* * * * * *', queue: 'default', limit: 20 },
      { cron: '*/2 * * * * *', queue: SITE_QUEUE, limit: 20 },
      // The outgoing mails (src/mail/send.ts): the sending task schedules itself on this queue every five seconds, the
      // daily digest of what is overdue every hour (src/queues/digest.ts).
      { cron: '*/5 * * * * *', queue: MAIL_QUEUE, limit: 2 },
    ],
    // The jobs list (scheduled publications, revalidations and their errors) is administrators' to read.
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      admin: {
        ...defaultJobsCollection.admin,
        hidden: ({ user }) => !administrators({ req: { user } } as never),
        group: { zh: '系统', en: 'System' },
      },
      access: { ...defaultJobsCollection.access, read: administrators },
    }),
  },
  editor: lexicalEditor(),
  secret: process.env.PAYLOAD_SECRET ?? '',
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  db: DATABASE_URL
    ? // Postgres: for more than one CMS process, or a company's own database. Its migrations are its own.
      postgresAdapter({
        pool: { connectionString: DATABASE_URL },
        push: false,
        allowIDOnCreate: true,
        migrationDir: path.resolve(dirname, 'migrations-postgres'),
        prodMigrations: postgresMigrations,
        beforeSchemaInit: [localeParentIndexes],
      })
    : withRecoveringClient(
        sqliteAdapter({
          client: { url: SQLITE_URL },
          // Migrations are committed and applied by the setup (src/seed/run.ts) and at a production start; the schema
          // is never pushed.
          push: false,
          // WAL and the busy timeout are set by the client on each connection it opens (SQLITE_CONNECTIONS).
          wal: true,
          busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
          // Articles and categories keep the ids the site's addresses hold (/news/detail/211): the seed gives them, and
          // an id once used is never handed out again.
          allowIDOnCreate: true,
          autoIncrement: true,
          migrationDir: path.resolve(dirname, 'migrations'),
          prodMigrations: migrations,
          // Every `_locales` table indexed on its parent (src/db/locale-indexes.ts), as on Postgres.
          beforeSchemaInit: [localeParentIndexes],
        }),
        SQLITE_CONNECTIONS,
      ),
  sharp,
  // Mail through SMTP_URL, else into the data folder's outbox.mbox; never into the log (src/mail/mailer.ts).
  email: mailAdapter({ smtpUrl: process.env.SMTP_URL, outbox: path.join(DATA_DIR, 'outbox.mbox'), from: process.env.CMS_MAIL_FROM }),
  // The search indexes are made as soon as Payload starts (under Next.js, at the CMS's first request), ahead of the
  // first search; not by the setup's own process (src/seed/run.ts). Nor does the setup free dead jobs.
  onInit: async (payload) => {
    if (process.env.CMS_SETUP === '1') return;
    warmSearch(payload);
    // Jobs a killed process left running run again (src/workflow/jobs.ts): on SQLite all of them, as one process holds
    // the database; on Postgres those that have been running for longer than any job takes.
    // So do the mails it was sending (src/mail/send.ts).
    try {
      await releaseDeadJobs(payload, DATABASE_URL ? DEAD_JOB_MS : 0);
      if (!DATABASE_URL) await releaseStale(payload, 0);
    } catch (error) {
      payload.logger.error(`what a stopped process left running could not be looked up: ${String(error)}`);
    }
  },
});
