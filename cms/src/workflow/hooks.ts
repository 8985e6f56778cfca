/**
 * The publishing workflow's hooks (issue 45): who may publish (./rules.ts), who drafted what, the audit log
 * (./audit-log.ts), and telling the site what changed (./revalidate.ts). Articles take `articleHooks` (drafts,
 * publication, approval); every other collection an editor changes takes `auditHooks`, and globals
 * `globalAuditHooks`.
 */
import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type GlobalAfterChangeHook,
  type PayloadRequest,
} from 'payload';
import { hasRole } from '../access';
import { relId } from '../contract/envelope';
import { audit, type AuditAction } from './audit-log';
import { tellSite, type SiteChange } from './revalidate';
import { authorIds, contentChanged, isDisclosure, publishRefusal, REFUSALS } from './rules';

type Doc = Record<string, unknown>;
const whoOf = (req: PayloadRequest) => (req.user ? String((req.user as { email?: string }).email ?? req.user.id) : 'system');
const titleOf = (doc: Doc | undefined) => String(doc?.title ?? doc?.name ?? doc?.slug ?? doc?.path ?? doc?.username ?? '').slice(0, 200);
/**
 * The audit log's words for a document: its title, but nothing for a site member, a person named by the target's id
 * alone (an erasure leaves nothing of them in the log: src/queues/personal-data.ts).
 */
const summaryOf = (slug: string, doc: Doc | undefined) => (slug === 'members' ? '' : titleOf(doc));
/** Work the CMS does for itself (the seed) writes no log and tells no site. */
export const quiet = (req: PayloadRequest) => req.context?.quiet === true;

/** Whether this operation saves a draft (only the versions change) or the live document (publish, unpublish). */
const savingDraft = (req: PayloadRequest) => req.context?.savingDraft === true;
const liveKey = (id: unknown) => `live:articles:${String(id)}`;
/** Whether the article `id` (undefined: a new one) was published before this change (known from its before-change hook). */
export const wasLive = (req: PayloadRequest, id: unknown) => req.context?.[liveKey(id)] === true;

/** What the operation was asked: a draft save or not (a hook of the change itself cannot tell). */
export const beforeArticleOperation: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'create' || operation === 'update' || operation === 'updateByID')
    req.context.savingDraft = Boolean((args as { draft?: boolean }).draft);
  return args;
};

/** Whether an article is being saved (its operation has begun), as opposed to the admin asking what to show. */
export const isSaving = (req: PayloadRequest) => 'savingDraft' in (req.context ?? {});

/** Logs a refused change: who tried what, and why not. */
export async function logRefusal(req: PayloadRequest, target: string, doc: Doc, refusal: string): Promise<void> {
  await audit(req.payload, {
    who: whoOf(req),
    action: 'refused',
    target,
    locale: req.locale ?? undefined,
    summary: `${titleOf(doc)}: ${refusal}`,
  });
}

/** A change refused with its reason shown to the person in the admin (HTTP `status`). */
export function refusedChange(reason: string, status: number, data: Record<string, unknown> | null = null): APIError {
  const error = new APIError(reason, status, data, true);
  // Named so that Payload's error route shows the reason: the bundled copy of the class is not the one it checks.
  error.name = 'APIError';
  return error;
}

async function refuse(req: PayloadRequest, target: string, doc: Doc, refusal: string): Promise<never> {
  await logRefusal(req, target, doc, refusal);
  throw refusedChange(refusal, 403, { refused: 'publication' });
}

/**
 * Articles: a draft save adds its author to `authors`; a publication is refused to anyone who may not publish it,
 * and, for disclosure, to its authors and to a change made while approving; it clears `authors` and names its
 * approver. Unpublishing is a publisher's.
 */
export const beforeArticleChange: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  if (quiet(req)) return data;
  const before = (originalDoc ?? {}) as Doc;
  const id = before.id;
  const main =
    id === undefined
      ? null
      : await req.payload.findByID({
          collection: 'articles',
          id: id as number,
          depth: 0,
          draft: false,
          overrideAccess: true,
          req,
          disableErrors: true,
        });
  const live = main?._status === 'published';
  req.context[liveKey(id)] = live;
  const user = req.user as { id: number; roles?: string[] } | null;
  // A scheduled publication runs as the publisher who scheduled it; one without a user is the CMS's own.
  if (!user) return data;
  const target = `articles/${String(id ?? 'new')}`;
  // Whoever creates an article drafted it, even when they publish it in the same save.
  const state = { ...before, ...data, authors: operation === 'create' ? [user.id] : before.authors };
  if (data._status === 'published') {
    const changed = operation === 'update' && contentChanged(before, data);
    const refusal = publishRefusal(user, state as never, changed);
    if (refusal) await refuse(req, target, state, refusal);
    if (isDisclosure(state as never)) {
      data.approved_by = user.id;
      data.approved_at = new Date().toISOString();
    }
    data.authors = [];
    return data;
  }
  if (!savingDraft(req) && live && !hasRole(user, 'publisher')) await refuse(req, target, state, REFUSALS.notPublisher);
  // An approval is the hooks' to record, never a draft's to claim.
  delete data.approved_by;
  delete data.approved_at;
  data.authors = [...new Set([...authorIds(before as never), String(user.id)])].map(Number);
  return data;
};

/** What the site shows of an article: its kind's tag and, for products and news, its page. */
function articleChange(doc: Doc): SiteChange {
  const kind = String(doc.kind ?? 'news');
  const paths = kind === 'product' ? [`/product/detail/${String(doc.id)}`] : kind === 'news' ? [`/news/detail/${String(doc.id)}`] : [];
  return { tags: [kind], paths };
}

/** The tags a collection's content is shown under (docs/backend-api.md, "Telling the site about an edit"). */
export const CHANGES: Record<string, (doc: Doc) => SiteChange> = {
  articles: articleChange,
  categories: (doc) => ({ tags: [String(doc.type ?? 'news')], paths: [] }),
  'announcement-kinds': () => ({ tags: ['investor'], paths: [] }),
  documents: () => ({ tags: ['product'], paths: [] }),
  'cross-references': () => ({ tags: ['product'], paths: [] }),
  offers: (doc) => ({ tags: [], paths: relId(doc.product) === null ? [] : [`/product/detail/${String(relId(doc.product))}`] }),
  'change-notices': (doc) => ({ tags: ['product'], paths: doc.number ? [`/product/change-notices/${String(doc.number)}`] : [] }),
  pages: (doc) => ({ tags: ['page'], paths: doc.slug ? [`/${String(doc.slug)}`] : [] }),
  banners: () => ({ tags: ['banner'], paths: [] }),
  milestones: () => ({ tags: ['milestone'], paths: [] }),
  'ir-events': () => ({ tags: ['investor'], paths: [] }),
  'daily-closes': () => ({ tags: ['investor'], paths: [] }),
  dividends: () => ({ tags: ['investor'], paths: [] }),
  meetings: () => ({ tags: ['investor'], paths: [] }),
  briefings: () => ({ tags: ['investor'], paths: [] }),
};

/**
 * The tag each global's content is shown under; the site information and settings show on every page. null: no page
 * shows it (the working calendar counts the back office's due dates).
 */
export const GLOBAL_TAGS: Record<string, string | null> = {
  'company-profile': 'company',
  financials: 'investor',
  esg: 'investor',
  'where-to-buy': 'product',
  'working-calendar': null,
};

/** Scheduled publications of an article not yet run: a change after scheduling cancels them (it was not approved). */
async function cancelSchedules(req: PayloadRequest, id: unknown): Promise<number> {
  const pending = await req.payload.db.find({
    collection: 'payload-jobs',
    req,
    limit: 0,
    where: {
      and: [
        { completedAt: { exists: false } },
        { processing: { equals: false } },
        { taskSlug: { equals: 'schedulePublish' } },
        { 'input.doc.relationTo': { equals: 'articles' } },
        { 'input.doc.value': { equals: String(id) } },
      ],
    },
  });
  for (const job of pending.docs) await req.payload.db.deleteOne({ collection: 'payload-jobs', req, where: { id: { equals: job.id } } });
  return pending.docs.length;
}

export const afterArticleChange: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (quiet(req)) return doc;
  const wasLive = req.context[liveKey(operation === 'create' ? undefined : doc.id)] === true;
  const published = doc._status === 'published';
  const action: AuditAction = published
    ? isDisclosure(doc) &&
      doc.approved_by !== undefined &&
      doc.approved_by !== null &&
      String(typeof doc.approved_by === 'object' ? doc.approved_by.id : doc.approved_by) === String(req.user?.id)
      ? 'approve'
      : 'publish'
    : !savingDraft(req) && wasLive
      ? 'unpublish'
      : operation === 'create'
        ? 'create'
        : 'draft';
  await audit(req.payload, {
    who: whoOf(req),
    action,
    target: `articles/${String(doc.id)}`,
    locale: req.locale ?? undefined,
    summary: titleOf(doc),
  });
  if (action === 'draft' || action === 'create') {
    const cancelled = await cancelSchedules(req, doc.id);
    if (cancelled > 0)
      await audit(req.payload, {
        who: whoOf(req),
        action: 'update',
        target: `articles/${String(doc.id)}`,
        summary: `${titleOf(doc)}: 定时发布已取消，需重新审批 / the scheduled publication is cancelled: approve it again`,
      });
  }
  if (published || action === 'unpublish') await tellSite(req.payload, articleChange(doc));
  return doc;
};

/** Logs a change of a collection without drafts, and tells the site at once. */
export const afterChange: CollectionAfterChangeHook = async ({ collection, doc, operation, req }) => {
  if (quiet(req)) return doc;
  await audit(req.payload, {
    who: whoOf(req),
    action: operation === 'create' ? 'create' : 'update',
    target: `${collection.slug}/${String(doc.id)}`,
    locale: req.locale ?? undefined,
    summary: summaryOf(collection.slug, doc),
  });
  const change = CHANGES[collection.slug];
  if (change) await tellSite(req.payload, change(doc));
  return doc;
};

export const afterDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  if (quiet(req)) return doc;
  await audit(req.payload, {
    who: whoOf(req),
    action: 'delete',
    target: `${collection.slug}/${String(doc.id)}`,
    summary: summaryOf(collection.slug, doc),
  });
  const change = CHANGES[collection.slug];
  if (change) await tellSite(req.payload, change(doc));
  return doc;
};

export const afterGlobalChange: GlobalAfterChangeHook = async ({ global, doc, req }) => {
  if (quiet(req)) return doc;
  await audit(req.payload, {
    who: whoOf(req),
    action: 'update',
    target: `globals/${global.slug}`,
    locale: req.locale ?? undefined,
    summary: global.slug,
  });
  const tag = global.slug in GLOBAL_TAGS ? GLOBAL_TAGS[global.slug] : 'site';
  if (tag) await tellSite(req.payload, { tags: [tag], paths: [] });
  return doc;
};

export const articleHooks = {
  beforeOperation: [beforeArticleOperation],
  beforeChange: [beforeArticleChange],
  afterChange: [afterArticleChange],
  afterDelete: [afterDelete],
};
export const auditHooks = { afterChange: [afterChange], afterDelete: [afterDelete] };
export const globalAuditHooks = { afterChange: [afterGlobalChange] };
