/**
 * The document library (docs/backend-api.md, `web/get_documents`, `web/get_document_file`): datasheets, application
 * notes, models, CAD files, reference designs, each for one or more products. A product page lists the documents
 * that name it; /product/resources lists them all. A members' document is never at a public address: its file is a
 * members-only file, handed to a signed-in member at a sealed address that expires.
 */
import type { CollectionConfig, PayloadRequest } from 'payload';
import { signedIn, siteEditors } from '../access';
import { auditHooks } from '../workflow/hooks';
import { day, text } from '../fields';
import { ACCESS_OPTIONS, fileAccessProblem } from './media';

/** The document types in the order a product page groups them (docs/backend-api.md, `documents[]`). */
export const DOCUMENT_TYPES = [
  { value: 'datasheet', label: { zh: '数据手册', en: 'Datasheet' } },
  { value: 'app_note', label: { zh: '应用笔记', en: 'Application note' } },
  { value: 'user_guide', label: { zh: '用户指南', en: 'User guide' } },
  { value: 'spice_model', label: { zh: 'SPICE 模型', en: 'SPICE model' } },
  { value: 'ibis_model', label: { zh: 'IBIS 模型', en: 'IBIS model' } },
  { value: 'cad', label: { zh: '封装与符号（CAD）', en: 'Footprint and symbol (CAD)' } },
  { value: 'reference_design', label: { zh: '参考设计', en: 'Reference design' } },
  { value: 'eval_board', label: { zh: '评估板', en: 'Evaluation board' } },
  { value: 'errata', label: { zh: '勘误表', en: 'Errata' } },
  { value: 'certificate', label: { zh: '证书', en: 'Certificate' } },
  { value: 'other', label: { zh: '其他', en: 'Other' } },
];

export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: { zh: '技术文档', en: 'Document' }, plural: { zh: '技术文档库', en: 'Document library' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'version', 'date', 'access'],
    group: { zh: '内容', en: 'Content' },
    description: {
      zh: '产品页的“设计资源”和 /product/resources 的全部文档。',
      en: 'The "Design resources" of product pages, and every document of /product/resources.',
    },
  },
  defaultSort: '-date',
  access: { read: signedIn, create: siteEditors, update: siteEditors, delete: siteEditors },
  hooks: auditHooks,
  fields: [
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'datasheet',
      options: DOCUMENT_TYPES,
      label: { zh: '类型', en: 'Type' },
      admin: { description: { zh: '产品页按类型分组', en: 'Product pages group by it' } },
    },
    text('title', { zh: '标题', en: 'Title' }, { zh: '产品页与文档库', en: 'Product pages and the library' }, { required: true }),
    text('version', { zh: '版本', en: 'Version' }, { zh: '如 Rev 1.2', en: 'e.g. Rev 1.2' }, { shared: true }),
    day('date', { zh: '日期', en: 'Date' }, { zh: '文档库从新到旧排列', en: 'The library is newest first' }, { required: true }),
    {
      name: 'file',
      type: 'upload',
      relationTo: 'media',
      required: true,
      label: { zh: '文件', en: 'File' },
      validate: (value: unknown, { req, data }: { req: PayloadRequest; data: Partial<{ access: string }> }) =>
        fileAccessProblem(req, value, data?.access),
    },
    {
      name: 'access',
      type: 'select',
      required: true,
      defaultValue: 'public',
      options: ACCESS_OPTIONS.map((o) =>
        o.value === 'member'
          ? { ...o, label: { zh: '仅会员（显示锁，登录后下载）', en: 'Members only (shown with a lock, downloaded after signing in)' } }
          : o,
      ),
      label: { zh: '谁能下载', en: 'Who may download it' },
    },
    {
      name: 'lang',
      type: 'select',
      label: { zh: '文档语言', en: "The document's language" },
      options: [
        { value: 'zh', label: { zh: '中文', en: 'Chinese' } },
        { value: 'en', label: { zh: '英文', en: 'English' } },
      ],
      admin: {
        description: {
          zh: '与页面语言不同时显示在标题旁；模型与 CAD 文件留空',
          en: "Shown beside the title when it is not the page's; empty for models and CAD files",
        },
      },
    },
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'articles',
      hasMany: true,
      label: { zh: '适用产品', en: 'For the products' },
      filterOptions: { kind: { equals: 'product' } },
      admin: { description: { zh: '文档出现在这些产品的页面上', en: "The document is listed on these products' pages" } },
    },
  ],
};
