/**
 * Who may publish what (issue 45, "Two people for disclosure"): pure decisions, with the hooks that apply them in
 * ./hooks.ts. Editors and IR officers draft; publishers (董事会秘书 / IR head) publish. An announcement or a periodic
 * report is disclosure: it needs a publisher who neither drafted nor changed it, so its text is approved by a second
 * person exactly as it was drafted.
 */
import { hasRole } from '../access';
import { htmlOf } from '../contract/rich-text';

type User = { id?: number | string; roles?: readonly string[] | null } | null | undefined;
type ArticleLike = { kind?: string | null; announcement?: { type?: string | null } | null; authors?: readonly unknown[] | null };

/** The announcement types that are disclosure: temporary announcements and periodic reports. */
export const DISCLOSURE_TYPES = ['temporary', 'periodic'];

export const isDisclosure = (doc: ArticleLike | null | undefined) =>
  doc?.kind === 'investor' && DISCLOSURE_TYPES.includes(doc.announcement?.type ?? '');

/** The ids of the people who drafted or changed an article since it was last published. */
export function authorIds(doc: ArticleLike | null | undefined): string[] {
  return (doc?.authors ?? []).map((author) =>
    String(typeof author === 'object' && author !== null ? (author as { id: unknown }).id : author),
  );
}

export const REFUSALS = {
  notPublisher: '只有发布人可以发布或撤回 / only a publisher publishes or unpublishes',
  ownDraft:
    '公告与定期报告须由起草人以外的发布人审批：您起草或修改过这份草稿，请由另一位发布人发布 / an announcement or a periodic report is approved by a publisher who did not draft or change it: you did, so another publisher must publish it',
  changedAtApproval:
    '审批时不能修改公告：请先保存为草稿，再由另一位发布人审批 / an announcement cannot be changed while it is approved: save it as a draft, and another publisher approves it',
};

/**
 * Why `user` may not publish `doc` (its state before this save), or null. `changed`: this save changes the text
 * of the draft it publishes.
 */
export function publishRefusal(user: User, doc: ArticleLike, changed: boolean): string | null {
  if (!hasRole(user, 'publisher')) return REFUSALS.notPublisher;
  if (!isDisclosure(doc)) return null;
  if (user?.id !== undefined && authorIds(doc).includes(String(user.id))) return REFUSALS.ownDraft;
  if (changed) return REFUSALS.changedAtApproval;
  return null;
}

/** The fields whose change is a change of what the article says (what an approval approves). */
export const CONTENT_FIELDS = [
  'kind',
  'category',
  'published_at',
  'revised_at',
  'access',
  'title',
  'summary',
  'cover',
  'content',
  'source',
  'author',
  'attachments',
  'product',
  'announcement',
  'seo_title',
  'seo_description',
  'seo_keywords',
] as const;

/** A value as its meaning: relationships as ids, no row ids, empty as absent, keys in order. */
export function canonical(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) {
    const items = value.map(canonical);
    return items.length ? items : null;
  }
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    // A populated relationship or upload counts as its id.
    if ('id' in object && ('createdAt' in object || 'updatedAt' in object)) return object.id;
    const entries = Object.keys(object)
      .filter((key) => key !== 'id' && key !== '$' && !key.startsWith('_'))
      .sort()
      .map((key) => [key, canonical(object[key])] as const)
      .filter(([, item]) => item !== null);
    return entries.length ? Object.fromEntries(entries) : null;
  }
  return value;
}

/** Whether `next` says something else than `before` in the fields an approval approves. */
export function contentChanged(before: Record<string, unknown>, next: Record<string, unknown>): boolean {
  // Rich text by what it says: the editor's state carries bookkeeping a save may add or drop.
  const meaning = (field: string, value: unknown) => JSON.stringify(field === 'content' ? htmlOf(value) : canonical(value));
  return CONTENT_FIELDS.some((field) => field in next && meaning(field, before[field]) !== meaning(field, next[field]));
}
