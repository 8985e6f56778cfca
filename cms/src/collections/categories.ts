/**
 * The category trees (docs/backend-api.md, `web/get_category_info_by_id`): products, news and investor documents
 * each have a root, named in `web/get_site_list`'s `channels`, and a tree of any depth below it. A category's id
 * is part of the site's addresses (`/product?category=11`), so it never changes and is never reused.
 */
import type { CollectionConfig, PayloadRequest } from 'payload';
import { signedIn, siteEditors } from '../access';
import { auditHooks } from '../workflow/hooks';
import { text, validSlug } from '../fields';

export const CATEGORY_TYPES = [
  { value: 'product', label: { zh: '产品', en: 'Products' } },
  { value: 'news', label: { zh: '新闻', en: 'News' } },
  { value: 'investor', label: { zh: '投资者文件', en: 'Investor documents' } },
] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number]['value'];

/** The slugs the site gives a role among the investor root's children (docs/backend-api.md, "Category roles by slug"). */
export const INVESTOR_SECTIONS = ['announcements', 'reports', 'governance', 'activities'] as const;

type Node = { parent: number | null; type: string };

/** What is wrong with `parent` as the parent of category `id` of `type`, or null: a loop, another channel, none such. */
export function parentProblem(id: number | undefined, parent: number, type: string | undefined, byId: Map<number, Node>): string | null {
  const found = byId.get(parent);
  if (!found) return '没有这个栏目 / no such category';
  if (type !== undefined && found.type !== type) return '上级栏目属于另一个频道 / the parent is of another channel';
  const seen = new Set<number>();
  for (let current: number | null = parent; current !== null && !seen.has(current); current = byId.get(current)?.parent ?? null) {
    if (current === id) return '栏目不能在自己之下 / a category cannot be below itself';
    seen.add(current);
  }
  return null;
}

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: { zh: '栏目', en: 'Category' }, plural: { zh: '栏目', en: 'Categories' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'type', 'parent', 'order'],
    group: { zh: '内容', en: 'Content' },
    description: {
      zh: '产品中心、新闻中心和投资者关系的栏目树。编号出现在网址中（/product?category=11），不会改变。',
      en: 'The trees of products, news and investor documents. The number is part of addresses (/product?category=11) and never changes.',
    },
  },
  defaultSort: 'order',
  access: { read: signedIn, create: siteEditors, update: siteEditors, delete: siteEditors },
  hooks: auditHooks,
  fields: [
    text('name', { zh: '名称', en: 'Name' }, { zh: '导航、标签页与面包屑', en: 'Navigation, tabs and breadcrumbs' }, { required: true }),
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      label: { zh: '标识', en: 'Slug' },
      validate: validSlug,
      admin: {
        description: {
          zh: '投资者关系下的 announcements（临时公告）、reports（定期报告）、governance（公司治理）、activities（投资者活动）决定该栏目在投资者页面中的位置；其他标识的栏目不显示在那里。',
          en: 'Under investor relations, announcements, reports, governance and activities set where the category shows on the investor page; one with another slug is not shown there.',
        },
      },
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      label: { zh: '频道', en: 'Channel' },
      options: CATEGORY_TYPES.map(({ value, label }) => ({ value, label })),
      admin: { description: { zh: '栏目中文章的种类，与上级栏目相同', en: "What the category's articles are; the same as its parent's" } },
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'categories',
      label: { zh: '上级栏目', en: 'Parent' },
      admin: { description: { zh: '留空即为频道的根栏目', en: "Empty for a channel's root" } },
      validate: async (
        value: unknown,
        { id, req, siblingData }: { id?: number | string; req: PayloadRequest; siblingData: Partial<{ type: string }> },
      ) => {
        if (value === undefined || value === null || value === '') return true;
        const all = await req.payload.find({ collection: 'categories', limit: 0, pagination: false, depth: 0, overrideAccess: true });
        const byId = new Map(all.docs.map((doc) => [doc.id, { parent: doc.parent as number | null, type: doc.type }]));
        const problem = parentProblem(id === undefined ? undefined : Number(id), Number(value), siblingData.type, byId);
        return problem ?? true;
      },
    },
    text(
      'description',
      { zh: '简介', en: 'Description' },
      { zh: '栏目页的标题下', en: "Under the category page's heading" },
      { textarea: true },
    ),
    {
      name: 'order',
      type: 'number',
      defaultValue: 0,
      label: { zh: '排序', en: 'Order' },
      admin: {
        description: { zh: '同级栏目中从小到大排列（标签页的顺序）', en: 'Siblings are listed from small to large (the order of tabs)' },
      },
    },
  ],
};
