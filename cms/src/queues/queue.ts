/**
 * What every queue of what visitors send has (issue 46 §2): a reference, a status, an assignee of the role that acts
 * on it, the visitor's language, when it came and when it is due (./promises.ts, in working days), and its history:
 * who changed what, when, in the item itself and in the audit log. Only the queue's roles see it (the admin's
 * navigation included); no one creates an item in the admin: visitors do, through the contract's calls.
 */
import type {
  CollectionSlug,
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  Field,
  Payload,
  PayloadRequest,
} from 'payload';
import { hasRole, type Role } from '../access';
import { audit } from '../workflow/audit-log';
import { quiet } from '../workflow/hooks';
import { workingCalendar } from './calendar';
import { DUE_WORKING_DAYS, type QueueSlug } from './promises';
import { mailboxKey } from './limits';
import { newReference } from './reference';
import { dueAt } from './working-days';

type Label = { zh: string; en: string };
export type Status = { value: string; label: Label };

export type Queue = {
  slug: QueueSlug;
  /** The roles that see and act on it (an administrator has them all). */
  roles: Role[];
  statuses: readonly Status[];
  /** The statuses in which the company still owes the visitor what the due date promises. */
  awaiting: readonly string[];
  /** The statuses of finished items. */
  closed: readonly string[];
};

type User = { roles?: string[] | null; email?: string | null; id?: unknown } | null | undefined;

export const queueAccess = (queue: Queue) => {
  const allowed = ({ req }: { req: { user?: unknown } }) => hasRole(req.user as User, ...queue.roles);
  return {
    access: {
      read: allowed,
      update: allowed,
      create: () => false,
      delete: ({ req }: { req: { user?: unknown } }) => hasRole(req.user as User, 'privacy'),
    },
    hidden: ({ user }: { user: unknown }) => !hasRole(user as User, ...queue.roles),
  };
};

const statusLabel = (queue: Queue, value: unknown) =>
  queue.statuses.find((status) => status.value === value)?.label ?? { zh: String(value), en: String(value) };

/**
 * What only the CMS writes (a reference, dates, the history) and what the visitor sent: no one changes it through the
 * admin or the REST API (Payload drops such a field from a change before the hooks run). The calls create items with
 * `overrideAccess`.
 */
export const LOCKED = { create: () => false, update: () => false };

/** When a row of an item's record happened (its history, its replies). */
export const AT_FIELD: Field = {
  name: 'at',
  type: 'date',
  label: { zh: '时间', en: 'When' },
  admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' } },
};

/** A table of an item's record (its history, its replies) in its page of the admin. */
export const recordTable = (name: string, title: Label, columns: { key: string; label: Label }[]): Field => ({
  name: `${name}_shown`,
  type: 'ui',
  admin: { components: { Field: { path: '/queues/admin/record-table#RecordTable', clientProps: { name, title, columns } } } },
});

/** The fields every queue has, around the queue's own. */
export function queueFields(queue: Queue): { head: Field[]; sidebar: Field[]; tail: Field[] } {
  return {
    head: [
      {
        name: 'reference',
        access: LOCKED,
        type: 'text',
        required: true,
        unique: true,
        index: true,
        label: { zh: '编号', en: 'Reference' },
        admin: { readOnly: true, description: { zh: '访客收到的编号，来信时可引用', en: 'What the visitor was given to quote' } },
      },
      // The visitor's address as the limits count it (./limits.ts): how a privacy request finds everything of an address.
      { name: 'mailbox', type: 'text', index: true, access: LOCKED, admin: { hidden: true } },
    ],
    sidebar: [
      {
        name: 'status',
        type: 'select',
        required: true,
        index: true,
        defaultValue: queue.statuses[0]!.value,
        options: [...queue.statuses],
        label: { zh: '状态', en: 'Status' },
        admin: { position: 'sidebar' },
      },
      {
        name: 'assignee',
        type: 'relationship',
        relationTo: 'users',
        index: true,
        label: { zh: '负责人', en: 'Assignee' },
        filterOptions: { roles: { in: [...queue.roles, 'admin'] } },
        admin: { position: 'sidebar' },
      },
      {
        name: 'due_at',
        access: LOCKED,
        type: 'date',
        index: true,
        label: { zh: '办理期限', en: 'Due' },
        admin: {
          position: 'sidebar',
          readOnly: true,
          // Marked in the lists once past while the item still awaits the company.
          components: { Cell: { path: '/queues/admin/due-cell#DueCell', clientProps: { awaiting: [...queue.awaiting] } } },
          date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' },
          description: {
            zh: `收到后 ${DUE_WORKING_DAYS[queue.slug]} 个工作日内（按工作日历）`,
            en: `${DUE_WORKING_DAYS[queue.slug]} working day(s) after receipt (see the working calendar)`,
          },
        },
      },
      {
        name: 'received_at',
        access: LOCKED,
        type: 'date',
        index: true,
        label: { zh: '收到时间', en: 'Received' },
        admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' } },
      },
      {
        name: 'closed_at',
        access: LOCKED,
        type: 'date',
        label: { zh: '办结时间', en: 'Closed' },
        admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' } },
      },
      {
        name: 'lang',
        access: LOCKED,
        type: 'select',
        required: true,
        defaultValue: 'zh',
        options: [
          { value: 'zh', label: { zh: '中文', en: 'Chinese' } },
          { value: 'en', label: { zh: '英文', en: 'English' } },
        ],
        label: { zh: '访客的语言', en: "Visitor's language" },
        admin: { position: 'sidebar', readOnly: true, description: { zh: '回复请用此语言', en: 'Reply in this language' } },
      },
    ],
    tail: [
      // Written by the hooks only, shown as a table (./admin/record-table.tsx).
      {
        name: 'history',
        access: LOCKED,
        type: 'array',
        label: { zh: '处理记录', en: 'History' },
        admin: { disabled: true },
        fields: [AT_FIELD, { name: 'who', type: 'text' }, { name: 'what', type: 'text' }],
      },
      recordTable('history', { zh: '处理记录', en: 'History' }, [
        { key: 'at', label: { zh: '时间', en: 'When' } },
        { key: 'who', label: { zh: '操作人', en: 'Who' } },
        { key: 'what', label: { zh: '内容', en: 'What' } },
      ]),
    ],
  };
}

const whoOf = (req: PayloadRequest) => (req.user ? String((req.user as User)?.email ?? req.user.id) : 'system');

type Doc = Record<string, unknown>;
type HistoryRow = { at: string; who: string; what: string };

/** What a change did, in words for the history (both languages: whoever reads it later may read either). */
export function changesOf(queue: Queue, before: Doc, after: Doc, assigneeName: (id: unknown) => string): string[] {
  const said: string[] = [];
  if (before.status !== after.status) {
    const [from, to] = [statusLabel(queue, before.status), statusLabel(queue, after.status)];
    said.push(`状态：${from.zh} → ${to.zh} / Status: ${from.en} → ${to.en}`);
  }
  const id = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value) ?? null;
  if (id(before.assignee) !== id(after.assignee))
    said.push(
      id(after.assignee) === null
        ? '取消指派 / Unassigned'
        : `指派给 ${assigneeName(id(after.assignee))} / Assigned to ${assigneeName(id(after.assignee))}`,
    );
  return said;
}

/** Adds to what this change tells the item's history (historyHook writes it, after the queue's own hooks). */
export function sayInHistory(req: PayloadRequest, ...what: string[]): void {
  req.context.said = [...((req.context.said as string[] | undefined) ?? []), ...what];
}

/** Appends to an item's history what this change did (and what the change's own hooks said: sayInHistory). */
export function historyHook(queue: Queue): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, operation, req }) => {
    const before = (originalDoc ?? {}) as Doc;
    const after = { ...before, ...data };
    const names = new Map<unknown, string>();
    const assignee = after.assignee && typeof after.assignee !== 'object' ? after.assignee : (after.assignee as Doc | undefined)?.id;
    if (assignee !== undefined && assignee !== null) {
      const user = await req.payload.findByID({
        collection: 'users',
        id: assignee as number,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        req,
      });
      names.set(assignee, String(user?.name || user?.email || assignee));
    }
    const said = operation === 'create' ? ['收到 / Received'] : changesOf(queue, before, after, (id) => names.get(id) ?? String(id));
    said.push(...((req.context.said as string[] | undefined) ?? []));
    if (said.length === 0) return data;
    const at = new Date().toISOString();
    const who = operation === 'create' ? 'visitor' : whoOf(req);
    const history = [...((before.history as HistoryRow[] | undefined) ?? []), ...said.map((what) => ({ at, who, what }))];
    const closing = queue.closed.includes(String(after.status)) && !queue.closed.includes(String(before.status));
    const reopening = !queue.closed.includes(String(after.status)) && queue.closed.includes(String(before.status));
    return { ...data, history, ...(closing ? { closed_at: at } : reopening ? { closed_at: null } : {}) };
  };
}

/** Each change in the audit log, named by the item's reference: the log keeps no visitor's details. */
export const queueAudit: { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } = {
  afterChange: [
    async ({ collection, doc, operation, previousDoc, req }) => {
      if (quiet(req)) return doc;
      const before = (previousDoc ?? {}) as Doc;
      const said =
        operation === 'create'
          ? ''
          : (doc.history as HistoryRow[] | undefined)
              ?.slice(((before.history as unknown[]) ?? []).length)
              .map((row) => row.what)
              .join('; ');
      await audit(req.payload, {
        who: operation === 'create' ? 'visitor' : whoOf(req),
        action: operation === 'create' ? 'create' : 'update',
        target: `${collection.slug}/${String(doc.id)}`,
        summary: `${String(doc.reference ?? '')}${said ? `: ${said}` : ''}`.slice(0, 500),
      });
      return doc;
    },
  ],
  afterDelete: [
    async ({ collection, doc, req }) => {
      if (quiet(req)) return doc;
      await audit(req.payload, {
        who: whoOf(req),
        action: 'delete',
        target: `${collection.slug}/${String(doc.id)}`,
        summary: String(doc.reference ?? ''),
      });
      return doc;
    },
  ],
};

/** A new item's own fields: its reference, status, language and dates (due by the working calendar). */
export async function newItem(payload: Payload, queue: Queue, prefix: string, lang: 'zh' | 'en', now = Date.now()) {
  const calendar = await workingCalendar(payload);
  return {
    reference: newReference(prefix, now),
    status: queue.statuses[0]!.value,
    lang,
    received_at: new Date(now).toISOString(),
    due_at: new Date(dueAt(now, DUE_WORKING_DAYS[queue.slug], calendar)).toISOString(),
  };
}

/**
 * Creates a queue's item, its reference drawn again in the rare case it is taken (a unique index: four letters and
 * digits a day, a million each).
 */
export async function createItem<T extends Doc>(
  payload: Payload,
  queue: Queue,
  prefix: string,
  lang: 'zh' | 'en',
  fields: T,
): Promise<Doc> {
  for (let attempt = 0; ; attempt++) {
    const item = await newItem(payload, queue, prefix, lang);
    try {
      const mailbox = typeof fields.email === 'string' ? mailboxKey(fields.email) : undefined;
      return (await payload.create({
        collection: queue.slug as CollectionSlug,
        data: { ...fields, mailbox, ...item } as never,
        overrideAccess: true,
      })) as unknown as Doc;
    } catch (error) {
      const taken = await payload.count({
        collection: queue.slug as CollectionSlug,
        where: { reference: { equals: item.reference } },
        overrideAccess: true,
      });
      if (taken.totalDocs === 0 || attempt >= 5) throw error;
    }
  }
}
