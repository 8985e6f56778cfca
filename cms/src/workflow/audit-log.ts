/**
 * The audit log (issue 45): who did what to which content, and when, including what was refused. Append-only: no
 * one, administrators included, changes or deletes an entry; only the back office's own hooks write them
 * (./hooks.ts), each in a transaction of its own, so a refused change is logged even though the change is not made.
 */
import type { CollectionConfig, Payload } from 'payload';
import { hasRole } from '../access';

export const AUDIT_ACTIONS = [
  { value: 'create', label: { zh: '新建', en: 'Created' } },
  { value: 'draft', label: { zh: '保存草稿', en: 'Saved a draft' } },
  { value: 'publish', label: { zh: '发布', en: 'Published' } },
  { value: 'approve', label: { zh: '审批并发布', en: 'Approved and published' } },
  { value: 'unpublish', label: { zh: '撤回', en: 'Unpublished' } },
  { value: 'schedule', label: { zh: '定时发布', en: 'Scheduled' } },
  { value: 'update', label: { zh: '修改', en: 'Changed' } },
  { value: 'delete', label: { zh: '删除', en: 'Deleted' } },
  { value: 'refused', label: { zh: '被拒绝', en: 'Refused' } },
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number]['value'];

export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: { zh: '操作记录', en: 'Audit entry' }, plural: { zh: '操作记录', en: 'Audit log' } },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['at', 'who', 'action', 'target', 'summary'],
    group: { zh: '系统', en: 'System' },
    description: {
      zh: '谁在何时对哪项内容做了什么（包括被拒绝的操作）。只能查看，任何人都不能修改或删除。',
      en: 'Who did what to which content, and when (refused attempts included). Read only: no one changes or deletes an entry.',
    },
  },
  defaultSort: '-at',
  access: {
    read: ({ req }) => hasRole(req.user as { roles?: string[] } | null, 'publisher', 'privacy'),
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  fields: [
    {
      name: 'at',
      type: 'date',
      required: true,
      index: true,
      label: { zh: '时间', en: 'When' },
      admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm:ss' } },
    },
    {
      name: 'who',
      type: 'text',
      required: true,
      index: true,
      label: { zh: '操作人', en: 'Who' },
      admin: { description: { zh: '后台用户的邮箱；系统操作为 system', en: "The user's e-mail; system for the CMS's own jobs" } },
    },
    { name: 'action', type: 'select', required: true, index: true, options: [...AUDIT_ACTIONS], label: { zh: '操作', en: 'Action' } },
    {
      name: 'target',
      type: 'text',
      required: true,
      index: true,
      label: { zh: '对象', en: 'What' },
      admin: { description: { zh: '集合与编号，如 articles/301', en: 'Collection and id, e.g. articles/301' } },
    },
    { name: 'locale', type: 'text', label: { zh: '语言', en: 'Language' } },
    { name: 'summary', type: 'text', label: { zh: '摘要', en: 'Summary' } },
  ],
};

/** Appends an entry, in a transaction of its own (a refused change rolls its own back, not this). */
export async function audit(
  payload: Payload,
  entry: { who: string; action: AuditAction; target: string; locale?: string; summary?: string },
): Promise<void> {
  await payload.create({ collection: 'audit-log', data: { at: new Date().toISOString(), ...entry }, overrideAccess: true });
}
