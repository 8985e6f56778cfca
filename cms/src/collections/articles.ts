/**
 * Articles (docs/backend-api.md, `web/get_article_info_by_id`): products, news and investor documents, each in a
 * category of its channel. A product carries its part number, specs, features and orderable parts; an investor
 * document its number, kind and PDF. Texts are kept per language; an article without an English title exists in
 * Chinese only, and English pages show it in Chinese, marked so (most disclosure is published in Chinese only).
 * An article's id is its address (`/news/detail/211`): it never changes and is never reused.
 */
import type { CollectionConfig, Field, PayloadRequest } from 'payload';
import { hasRole, signedIn } from '../access';
import { articleHooks, isSaving, logRefusal } from '../workflow/hooks';
import { publishRefusal } from '../workflow/rules';
import { day, file, keySpecFields, text } from '../fields';
import { CATEGORY_TYPES } from './categories';
import { ACCESS_OPTIONS, fileAccessProblem } from './media';
import { previewUrl } from '../contract/preview';
import { alertOnPublication } from '../alerts/rounds';

export const LIFECYCLE = [
  { value: 'mass_production', label: { zh: '量产', en: 'In production' } },
  { value: 'sampling', label: { zh: '样品', en: 'Sampling' } },
  { value: 'development', label: { zh: '开发中', en: 'In development' } },
  { value: 'nrnd', label: { zh: '不推荐新设计', en: 'Not recommended for new designs' } },
  { value: 'discontinued', label: { zh: '停产', en: 'Discontinued' } },
];

export const ANNOUNCEMENT_TYPES = [
  { value: 'temporary', label: { zh: '临时公告', en: 'Announcement' } },
  { value: 'periodic', label: { zh: '定期报告', en: 'Periodic report' } },
  { value: 'governance', label: { zh: '公司治理', en: 'Governance' } },
  { value: 'activity', label: { zh: '投资者活动', en: 'Investor activity' } },
];

type User = { id?: number; roles?: string[] | null } | null;
/** Who drafts articles. */
const DRAFTERS = ['editor', 'ir', 'publisher'] as const;

const kindIs = (kind: string) => (data: Partial<{ kind: string }>) => data?.kind === kind;

/** A list of short texts per language (features, applications). */
const lines = (name: string, label: { zh: string; en: string }, where: { zh: string; en: string }): Field => ({
  name,
  type: 'array',
  localized: true,
  label,
  labels: { singular: label, plural: label },
  admin: { description: where },
  fields: [{ name: 'text', type: 'text', required: true, label }],
});

const productFields: Field[] = [
  {
    name: 'part_number',
    type: 'text',
    index: true,
    label: { zh: '型号', en: 'Part number' },
    admin: { description: { zh: '产品页标题、产品表与搜索', en: "The product page's heading, the product table and search" } },
    validate: (value: unknown, { data }: { data: Partial<{ kind: string }> }) =>
      data?.kind !== 'product' || (typeof value === 'string' && value.trim()) ? true : '产品需要型号 / a product needs its part number',
  },
  {
    name: 'status',
    type: 'select',
    defaultValue: 'mass_production',
    label: { zh: '生命周期', en: 'Lifecycle' },
    options: LIFECYCLE,
    admin: { description: { zh: '产品页与产品表的状态标记', en: 'The status badge of the product page and table' } },
  },
  {
    name: 'key_specs',
    type: 'array',
    labels: { singular: { zh: '参数', en: 'Specification' }, plural: { zh: '参数', en: 'Specifications' } },
    label: { zh: '关键参数', en: 'Key specifications' },
    admin: {
      description: {
        zh: '产品表的列与筛选：同一产品线中同一标识的单位相同；有数值的填数值（按范围筛选和排序），否则填文字。',
        en: "The product table's columns and filters: one unit per key within a product line; a number where there is one (filtered by range and sorted), text otherwise.",
      },
    },
    fields: keySpecFields(),
  },
  lines('features', { zh: '特性', en: 'Features' }, { zh: '产品页的“特性”列表', en: 'The product page\'s "Features" list' }),
  lines('applications', { zh: '应用', en: 'Applications' }, { zh: '产品页的“应用”列表', en: 'The product page\'s "Applications" list' }),
  file('block_diagram', { zh: '框图或产品图', en: 'Block diagram or product image' }, { zh: '产品页', en: 'The product page' }),
  {
    name: 'ordering',
    type: 'array',
    labels: { singular: { zh: '订购型号', en: 'Orderable part' }, plural: { zh: '订购型号', en: 'Orderable parts' } },
    label: { zh: '订购型号', en: 'Orderable parts' },
    admin: {
      description: {
        zh: '产品页的订购信息表；样片申请与库存按这些型号查询',
        en: "The product page's ordering table; samples and stock are asked for by these",
      },
    },
    fields: [
      { name: 'part_number', type: 'text', required: true, label: { zh: '订购型号', en: 'Orderable part number' } },
      { name: 'package', type: 'text', label: { zh: '封装', en: 'Package' } },
      { name: 'temperature_range', type: 'text', localized: true, label: { zh: '温度范围', en: 'Temperature range' } },
      { name: 'packing', type: 'text', localized: true, label: { zh: '包装', en: 'Packing' } },
      { name: 'status', type: 'select', options: LIFECYCLE, defaultValue: 'mass_production', label: { zh: '状态', en: 'Status' } },
      {
        name: 'sample_max',
        type: 'number',
        min: 1,
        max: 10000,
        label: { zh: '样片上限（片）', en: 'Samples, at most (pieces)' },
        admin: {
          description: {
            zh: '订购表的“申请样片”与样片表单的数量上限；留空即不提供样片',
            en: 'The ordering table\'s "Request samples" and the sample form\'s limit; empty: no samples',
          },
        },
      },
      {
        type: 'row',
        fields: [
          stated('rohs', 'RoHS'),
          stated('reach', 'REACH'),
          stated('halogen_free', { zh: '无卤', en: 'Halogen-free' }),
          {
            name: 'msl',
            type: 'text',
            label: { zh: '湿敏等级 MSL', en: 'MSL' },
            admin: { description: { zh: 'J-STD-020，如 1、2a、3', en: 'J-STD-020, e.g. 1, 2a, 3' } },
          },
          { name: 'reflow_peak_c', type: 'number', min: 150, max: 300, label: { zh: '回流峰值温度（°C）', en: 'Reflow peak (°C)' } },
        ],
      },
    ],
  },
  {
    name: 'quality',
    type: 'group',
    label: { zh: '质量与合规', en: 'Quality and compliance' },
    admin: {
      description: {
        zh: '产品页的“质量与合规”和 /quality 的型号查询；每个订购型号的 RoHS、REACH、无卤与 MSL 在上面的订购型号中填写',
        en: 'The product page\'s "Quality and compliance" and the lookup of /quality; each orderable part\'s RoHS, REACH, halogen-free and MSL are under Orderable parts above',
      },
    },
    fields: [
      {
        name: 'aec_q100',
        type: 'select',
        label: { zh: 'AEC-Q100 等级', en: 'AEC-Q100 grade' },
        options: ['0', '1', '2', '3'].map((grade) => ({ value: grade, label: { zh: `等级 ${grade}`, en: `Grade ${grade}` } })),
        admin: { description: { zh: '车规产品；留空即“不适用”', en: 'Automotive parts; empty: "not applicable"' } },
      },
      { name: 'fit', type: 'number', min: 0, label: { zh: 'FIT（10⁹ 器件小时失效数）', en: 'FIT (failures in 10⁹ device hours)' } },
      {
        name: 'fit_conditions',
        type: 'text',
        localized: true,
        label: { zh: 'FIT 条件', en: 'FIT conditions' },
        admin: { description: { zh: '如 55 °C、60% 置信度（JEDEC JESD85）', en: 'e.g. 55 °C, 60% confidence (JEDEC JESD85)' } },
      },
      {
        name: 'report',
        type: 'group',
        label: { zh: '可靠性认证报告', en: 'Qualification report' },
        fields: [
          { name: 'title', type: 'text', localized: true, label: { zh: '标题', en: 'Title' } },
          file('file', { zh: '文件', en: 'File' }, { zh: '公开下载', en: 'A public download' }),
        ],
      },
      {
        name: 'certificates',
        type: 'array',
        label: { zh: '声明与证书', en: 'Declarations and certificates' },
        labels: { singular: { zh: '证书', en: 'Certificate' }, plural: { zh: '声明与证书', en: 'Declarations and certificates' } },
        fields: [
          { name: 'title', type: 'text', localized: true, required: true, label: { zh: '标题', en: 'Title' } },
          file('file', { zh: '文件', en: 'File' }, { zh: '公开下载', en: 'A public download' }, { required: true }),
        ],
      },
      day(
        'updated_at',
        { zh: '数据更新日期', en: 'Data updated' },
        { zh: '显示在“质量与合规”中', en: 'Shown under "Quality and compliance"' },
      ),
    ],
  },
];

/** A compliance that is stated (yes or no) or not ("—"). */
function stated(name: string, label: string | { zh: string; en: string }): Field {
  return {
    name,
    type: 'select',
    label,
    options: [
      { value: 'yes', label: { zh: '符合', en: 'Compliant' } },
      { value: 'no', label: { zh: '不符合', en: 'Not compliant' } },
    ],
  };
}

const announcementFields: Field[] = [
  text(
    'number',
    { zh: '公告编号', en: 'Number' },
    { zh: '交易所的公告编号，如 2026-046', en: "The exchange's number, e.g. 2026-046" },
    { shared: true },
  ),
  {
    name: 'type',
    type: 'select',
    defaultValue: 'temporary',
    label: { zh: '类型', en: 'Type' },
    options: ANNOUNCEMENT_TYPES,
    admin: { description: { zh: '投资者关系页的分区', en: 'The section of the investor page' } },
  },
  {
    name: 'subtype',
    type: 'relationship',
    relationTo: 'announcement-kinds',
    label: { zh: '类别', en: 'Kind' },
    admin: { description: { zh: '投资者关系页的类型筛选与列表', en: "The investor page's filter and list" } },
  },
  {
    ...file(
      'pdf',
      { zh: '公告全文（PDF）', en: 'The document (PDF)' },
      {
        zh: '列表与详情页的下载链接；仅会员的文章请用仅会员文件',
        en: 'The download link of the list and the page; a members-only article needs a members-only file',
      },
    ),
    validate: (value: unknown, { req, data }: { req: PayloadRequest; data: Partial<{ access: string }> }) =>
      value === undefined || value === null || value === '' ? true : fileAccessProblem(req, value, data?.access),
  } as Field,
  {
    name: 'fiscal_year',
    type: 'number',
    min: 1900,
    max: 2200,
    label: { zh: '报告年度', en: 'Reporting year' },
    admin: {
      description: {
        zh: '定期报告所属的年度（2025 年年度报告填 2025），投资者关系页按它分组',
        en: 'The year a periodic report reports on (2025 for the 2025 annual report); the investor page groups by it',
      },
    },
  },
];

export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: { singular: { zh: '文章', en: 'Article' }, plural: { zh: '产品、新闻与公告', en: 'Products, news and documents' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'category', 'published_at', 'access'],
    listSearchableFields: ['title', 'product.part_number', 'announcement.number'],
    group: { zh: '内容', en: 'Content' },
    // "Preview": the draft on the real site, through a link that is its own permission for ten minutes.
    preview: (doc, { locale }) => previewUrl(doc.id, locale),
    description: {
      zh: '产品中心的产品、新闻中心的新闻和投资者关系的公告与报告。编号出现在网址中（/news/detail/211），不会改变。',
      en: 'The products, news and investor documents. The number is part of the address (/news/detail/211) and never changes.',
    },
  },
  defaultSort: '-published_at',
  endpoints: [
    {
      // The preview link the admin's button opens, for the company's people and their tools (`GET
      // /api/articles/<id>/preview-url?locale=en`): `{ url }`, or 404 without a site (SITE_URL) to preview on.
      path: '/:id/preview-url',
      method: 'get',
      handler: async (req) => {
        if (!req.user) return Response.json({ message: 'Unauthorized' }, { status: 401 });
        const id = Number(req.routeParams?.id);
        const locale = new URL(req.url ?? 'http://cms/').searchParams.get('locale') ?? 'zh';
        const exists =
          Number.isInteger(id) && id > 0 ? await req.payload.count({ collection: 'articles', where: { id: { equals: id } }, req }) : null;
        const url = exists?.totalDocs ? previewUrl(id, locale) : null;
        return url ? Response.json({ url }) : Response.json({ message: 'Not Found' }, { status: 404 });
      },
    },
  ],
  // Drafts are kept as versions; publishing one language never publishes the other (the admin's "Publish in 中文").
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 100 },
  access: {
    read: signedIn,
    create: ({ req }) => hasRole(req.user as User, ...DRAFTERS),
    // Whoever drafts may save drafts; publishing is a publisher's, and disclosure a second person's (workflow/rules.ts).
    // The admin shows the Publish button by this rule; the hooks enforce it on every save.
    update: async ({ req, data, id }) => {
      const user = req.user as User;
      if (!hasRole(user, ...DRAFTERS)) return false;
      const refusal = data?._status === 'published' ? publishRefusal(user, data, false) : null;
      // A refused save (not the admin asking what to show) goes into the audit log.
      if (refusal && isSaving(req)) await logRefusal(req, `articles/${String(id)}`, data ?? {}, refusal);
      return refusal === null;
    },
    // A publisher deletes anything; the others what was never published.
    delete: ({ req }) =>
      hasRole(req.user as User, 'publisher') ? true : hasRole(req.user as User, ...DRAFTERS) ? { _status: { equals: 'draft' } } : false,
  },
  // A first publication, scheduled or not, mails its alerts (../alerts/rounds.ts).
  hooks: { ...articleHooks, afterChange: [...articleHooks.afterChange, alertOnPublication] },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'news',
      label: { zh: '种类', en: 'Kind' },
      options: CATEGORY_TYPES.map(({ value, label }) => ({ value, label })),
      admin: {
        position: 'sidebar',
        description: { zh: '决定可选的栏目和下面的字段', en: 'Sets the categories to choose from and the fields below' },
      },
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      required: true,
      label: { zh: '栏目', en: 'Category' },
      filterOptions: ({ data }) => (data?.kind ? { type: { equals: data.kind } } : true),
      admin: { position: 'sidebar' },
      validate: async (value: unknown, { data, req }: { data: Partial<{ kind: string }>; req: PayloadRequest }) => {
        if (value === undefined || value === null || value === '') return '请选择栏目 / choose a category';
        const id = typeof value === 'object' ? (value as { id: number }).id : Number(value);
        const found = await req.payload.findByID({ collection: 'categories', id, depth: 0, overrideAccess: true, disableErrors: true });
        if (!found) return '没有这个栏目 / no such category';
        return found.type === data?.kind ? true : '栏目属于另一个频道 / the category is of another channel';
      },
    },
    day(
      'published_at',
      { zh: '发布日期', en: 'Publication date' },
      { zh: '列表按它从新到旧排列', en: 'Lists are newest first by it' },
      { required: true },
    ),
    day('revised_at', { zh: '更新日期', en: 'Update date' }, { zh: '留空即最后保存的日期', en: 'Empty: the day it was last saved' }),
    {
      name: 'authors',
      type: 'relationship',
      relationTo: 'users',
      hasMany: true,
      label: { zh: '起草人', en: 'Drafted by' },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: {
          zh: '上次发布以来保存过草稿的人；公告须由他们以外的发布人审批',
          en: 'Who saved drafts since it was last published; an announcement is approved by a publisher other than them',
        },
      },
    },
    {
      name: 'approved_by',
      type: 'relationship',
      relationTo: 'users',
      label: { zh: '审批人', en: 'Approved by' },
      admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.approved_by) },
    },
    {
      name: 'approved_at',
      type: 'date',
      label: { zh: '审批时间', en: 'Approved at' },
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => Boolean(data?.approved_at),
        date: { pickerAppearance: 'dayAndTime' },
      },
    },
    {
      name: 'access',
      type: 'select',
      defaultValue: 'public',
      required: true,
      label: { zh: '谁能看', en: 'Who may read it' },
      options: ACCESS_OPTIONS,
      admin: { position: 'sidebar' },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: { zh: '正文', en: 'Text' },
          fields: [
            text(
              'title',
              { zh: '标题', en: 'Title' },
              {
                zh: '列表与详情页的标题；英文留空即只有中文（英文页显示中文并注明）',
                en: 'The title in lists and on the page; empty in English: Chinese only (English pages show the Chinese, marked so)',
              },
              { required: true },
            ),
            text(
              'summary',
              { zh: '摘要', en: 'Summary' },
              { zh: '列表中标题下的一段话', en: 'The lines under the title in lists' },
              { textarea: true },
            ),
            file('cover', { zh: '封面图', en: 'Cover image' }, { zh: '列表与详情页', en: 'Lists and the page' }),
            {
              name: 'content',
              type: 'richText',
              localized: true,
              label: { zh: '正文', en: 'Text' },
              admin: { description: { zh: '详情页的正文', en: 'The body of the page' } },
            },
            text('source', { zh: '来源', en: 'Source' }, { zh: '新闻详情页的来源行', en: "A news item's source line" }),
            text('author', { zh: '作者', en: 'Author' }, { zh: '新闻详情页的来源行', en: "A news item's source line" }),
            {
              name: 'attachments',
              type: 'array',
              labels: { singular: { zh: '附件', en: 'Attachment' }, plural: { zh: '附件', en: 'Attachments' } },
              label: { zh: '附件', en: 'Attachments' },
              admin: { description: { zh: '新闻详情页的“附件”，附文件名与大小', en: 'A news item\'s "Attachments", with name and size' } },
              fields: [
                {
                  name: 'name',
                  type: 'text',
                  localized: true,
                  label: { zh: '名称', en: 'Name' },
                  admin: { description: { zh: '留空即文件名', en: 'Empty: the file name' } },
                },
                { name: 'file', type: 'upload', relationTo: 'media', required: true, label: { zh: '文件', en: 'File' } },
              ],
            },
          ],
        },
        { name: 'product', label: { zh: '产品', en: 'Product' }, admin: { condition: kindIs('product') }, fields: productFields },
        {
          name: 'announcement',
          label: { zh: '公告', en: 'Document' },
          admin: { condition: kindIs('investor') },
          fields: announcementFields,
        },
        {
          label: { zh: '搜索引擎', en: 'Search engines' },
          fields: [
            text(
              'seo_title',
              { zh: '标题', en: 'Title' },
              { zh: '浏览器标签与搜索结果；留空即文章标题', en: 'The browser tab and search results; empty: the title' },
            ),
            text(
              'seo_description',
              { zh: '描述', en: 'Description' },
              { zh: '搜索结果中的摘要', en: 'The summary in search results' },
              { textarea: true },
            ),
            text('seo_keywords', { zh: '关键词', en: 'Keywords' }, { zh: '以逗号分隔', en: 'Separated by commas' }),
          ],
        },
      ],
    },
  ],
};
