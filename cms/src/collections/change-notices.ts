/**
 * Product change and discontinuance notices (docs/backend-api.md, `web/get_change_notices`): /product/change-notices,
 * each notice's page, the products' "Change notices", and the RSS feed. A notice affects every orderable part of the
 * products it names; a discontinuance names the product that replaces them.
 */
import type { CollectionConfig } from 'payload';
import { noticeEditors, signedIn } from '../access';
import { auditHooks } from '../workflow/hooks';
import { alertOnCreation } from '../alerts/rounds';
import { day, file, text } from '../fields';

export const NOTICE_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

export const ChangeNotices: CollectionConfig = {
  slug: 'change-notices',
  labels: { singular: { zh: '变更通知', en: 'Change notice' }, plural: { zh: '产品变更与停产通知', en: 'Change notices' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['number', 'type', 'title', 'date'],
    group: { zh: '内容', en: 'Content' },
    description: {
      zh: '/product/change-notices、每份通知的页面、产品页的“变更通知”和 RSS 订阅。保存即发布。',
      en: 'The change notices page, each notice’s page, product pages’ "Change notices" and the RSS feed. Saving publishes.',
    },
  },
  defaultSort: '-date',
  access: { read: signedIn, create: noticeEditors, update: noticeEditors, delete: noticeEditors },
  // Live once saved: its creation mails its alerts (../alerts/rounds.ts).
  hooks: { ...auditHooks, afterChange: [...auditHooks.afterChange, alertOnCreation] },
  fields: [
    {
      name: 'number',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { zh: '编号', en: 'Number' },
      validate: (value: unknown) =>
        typeof value === 'string' && NOTICE_NUMBER.test(value)
          ? true
          : '字母、数字、- _ .，至多 40 个 / letters, digits, - _ ., at most 40',
      admin: { description: { zh: '也是通知页面的地址，如 PCN-2026-012', en: "Also its page's address, e.g. PCN-2026-012" } },
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'pcn',
      label: { zh: '类型', en: 'Type' },
      options: [
        { value: 'pcn', label: { zh: '产品变更通知（PCN）', en: 'Product change notice (PCN)' } },
        { value: 'pdn', label: { zh: '停产通知（PDN）', en: 'Discontinuance notice (PDN)' } },
      ],
    },
    text('title', { zh: '标题', en: 'Title' }, { zh: '列表、通知页面与订阅', en: 'The list, its page and the feed' }, { required: true }),
    day('date', { zh: '发布日期', en: 'Published' }, { zh: '列表从新到旧', en: 'The list is newest first' }, { required: true }),
    day('effective_date', { zh: '生效日期', en: 'Effective' }, { zh: '停产通知：最后交货日', en: 'A PDN: the last shipment' }),
    day(
      'last_time_buy',
      { zh: '最后订货日', en: 'Last time buy' },
      { zh: '停产通知；过后标为“已截止”', en: 'A PDN; marked "passed" after it' },
    ),
    text(
      'summary',
      { zh: '摘要', en: 'Summary' },
      { zh: '变更内容与原因，纯文本，至多 2000 字', en: 'What changes and why, plain text, at most 2000 characters' },
      { textarea: true },
    ),
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'articles',
      hasMany: true,
      filterOptions: { kind: { equals: 'product' } },
      label: { zh: '受影响的产品', en: 'Products affected' },
      admin: { description: { zh: '产品的全部订购型号都受影响', en: 'Every orderable part of these products is affected' } },
    },
    {
      name: 'replacement',
      type: 'relationship',
      relationTo: 'articles',
      filterOptions: { kind: { equals: 'product' } },
      label: { zh: '推荐替代产品', en: 'Recommended replacement' },
      admin: { description: { zh: '停产通知推荐的后继产品', en: 'The successor a PDN recommends' } },
    },
    file('document', { zh: '通知全文（PDF）', en: 'The notice (PDF)' }, { zh: '通知页面的下载', en: "The download on the notice's page" }),
  ],
};
