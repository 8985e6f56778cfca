/**
 * Pages by slug (docs/backend-api.md, `web/get_info_by_slug`): about, contact, investor, quality and the privacy
 * policy, each a page of the site with a heading, rich text and a cover. Banners and milestones are here too: the
 * home page's carousel and the about page's history.
 */
import type { CollectionConfig } from 'payload';
import { signedIn, siteEditors } from '../access';
import { auditHooks } from '../workflow/hooks';
import { day, file, text, validSlug } from '../fields';

const access = { read: signedIn, create: siteEditors, update: siteEditors, delete: siteEditors };
const group = { zh: '网站', en: 'Site' };

/** The slugs the site shows, and where. */
const SLUG_HELP = {
  zh: 'about（关于我们）、contact（联系我们）、investor（投资者关系页的开头）、quality（质量与可靠性）、privacy（隐私政策，每一页的页脚都链接它）',
  en: 'about, contact, investor (the top of the investor page), quality, privacy (the privacy policy, linked from every footer)',
};

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { zh: '页面', en: 'Page' }, plural: { zh: '页面', en: 'Pages' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'revised_at'], group },
  access,
  hooks: auditHooks,
  fields: [
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      label: { zh: '标识', en: 'Slug' },
      validate: validSlug,
      admin: { description: SLUG_HELP },
    },
    text('title', { zh: '标题', en: 'Title' }, { zh: '页面的大标题', en: "The page's heading" }, { required: true }),
    text('subtitle', { zh: '副标题', en: 'Subtitle' }, { zh: '大标题下', en: 'Under the heading' }),
    { name: 'content', type: 'richText', localized: true, label: { zh: '正文', en: 'Text' } },
    file('cover', { zh: '封面图', en: 'Cover image' }, { zh: '页面顶部', en: 'The top of the page' }),
    day(
      'revised_at',
      { zh: '更新日期', en: 'Update date' },
      {
        zh: '隐私政策显示它为现行文本的日期；留空即最后保存的日期',
        en: 'The privacy policy shows it as the date of the text in force; empty: the day it was last saved',
      },
    ),
    text(
      'seo_title',
      { zh: '搜索引擎标题', en: 'Search-engine title' },
      { zh: '浏览器标签与搜索结果', en: 'The browser tab and search results' },
    ),
    text(
      'seo_description',
      { zh: '搜索引擎描述', en: 'Search-engine description' },
      { zh: '搜索结果中的摘要', en: 'The summary in search results' },
      { textarea: true },
    ),
  ],
};

export const Banners: CollectionConfig = {
  slug: 'banners',
  labels: { singular: { zh: '横幅', en: 'Banner' }, plural: { zh: '首页横幅', en: 'Home banners' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'position', 'order'],
    group,
    description: { zh: '首页顶部轮播的图片、标题和按钮。', en: "The pictures, headings and buttons of the home page's carousel." },
  },
  defaultSort: 'order',
  access,
  hooks: auditHooks,
  fields: [
    text(
      'position',
      { zh: '位置', en: 'Position' },
      { zh: 'home 即首页轮播', en: "home: the home page's carousel" },
      { shared: true, required: true },
    ),
    text('title', { zh: '标题', en: 'Title' }, { zh: '图片上的大字', en: 'The large text on the picture' }),
    text('subtitle', { zh: '副标题', en: 'Subtitle' }, { zh: '标题下', en: 'Under the title' }),
    file(
      'image',
      { zh: '图片', en: 'Picture' },
      { zh: '宽屏显示；建议 1920×720', en: 'Wide screens; 1920×720 suggested' },
      { required: true },
    ),
    file('image_mobile', { zh: '手机图片', en: 'Phone picture' }, { zh: '768 像素以下显示；可留空', en: 'Below 768 px; may be empty' }),
    text(
      'link_url',
      { zh: '链接', en: 'Link' },
      { zh: '按钮打开的网站路径（/product）或 http(s) 网址', en: 'The site path (/product) or http(s) address the button opens' },
      { shared: true },
    ),
    text('link_text', { zh: '按钮文字', en: 'Button text' }, { zh: '留空则不显示按钮', en: 'Empty: no button' }),
    {
      name: 'order',
      type: 'number',
      defaultValue: 0,
      label: { zh: '排序', en: 'Order' },
      admin: { description: { zh: '从小到大轮播', en: 'Shown from small to large' } },
    },
  ],
};

export const Milestones: CollectionConfig = {
  slug: 'milestones',
  labels: { singular: { zh: '发展历程', en: 'Milestone' }, plural: { zh: '发展历程', en: 'Milestones' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['year', 'month', 'title'],
    group,
    description: { zh: '“关于我们”页的发展历程，按年月排列。', en: 'The history on the about page, by year and month.' },
  },
  defaultSort: 'year',
  access,
  hooks: auditHooks,
  fields: [
    { name: 'year', type: 'number', required: true, min: 1900, max: 2200, label: { zh: '年', en: 'Year' } },
    {
      name: 'month',
      type: 'number',
      min: 1,
      max: 12,
      label: { zh: '月', en: 'Month' },
      admin: { description: { zh: '可留空', en: 'May be empty' } },
    },
    text('title', { zh: '标题', en: 'Title' }, { zh: '时间线上的标题', en: 'The heading on the timeline' }, { required: true }),
    text('content', { zh: '内容', en: 'Text' }, { zh: '标题下的一段话', en: 'The lines under the heading' }, { textarea: true }),
  ],
};
