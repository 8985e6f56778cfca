/**
 * The kinds of investor documents (`announcement.subtype`: 董事会决议, 年度报告, …), each named in both languages.
 * An announcement published in Chinese only is still listed under its kind's English name on English pages
 * (docs/backend-api.md, "Languages": subtypes are words of the language asked for), so the name lives here, once,
 * and not on each announcement.
 */
import type { CollectionConfig } from 'payload';
import { signedIn, siteEditors } from '../access';
import { auditHooks } from '../workflow/hooks';
import { text } from '../fields';

/** The periodic reports' kinds, by the Chinese names the site recognises (docs/backend-api.md, `announcement`). */
export const PERIODIC_KINDS = ['第一季度报告', '半年度报告', '第三季度报告', '年度报告'] as const;

export const AnnouncementKinds: CollectionConfig = {
  slug: 'announcement-kinds',
  labels: { singular: { zh: '公告类别', en: 'Document kind' }, plural: { zh: '公告类别', en: 'Document kinds' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name'],
    group: { zh: '内容', en: 'Content' },
    description: {
      zh: '投资者关系页的“类型”筛选与每份公告旁的类别名称。定期报告请用：第一季度报告、半年度报告、第三季度报告、年度报告（英文 First-quarter report、Semi-annual report、Third-quarter report、Annual report）。',
      en: "The investor page's type filter and the kind shown beside each document. Periodic reports: First-quarter report, Semi-annual report, Third-quarter report, Annual report (第一季度报告, 半年度报告, 第三季度报告, 年度报告).",
    },
  },
  access: { read: signedIn, create: siteEditors, update: siteEditors, delete: siteEditors },
  hooks: auditHooks,
  fields: [
    text(
      'name',
      { zh: '名称', en: 'Name' },
      {
        zh: '投资者关系页的筛选与列表；每种语言都请填写，只有中文的公告在英文页上也用英文名称',
        en: "The investor page's filter and list; fill in both: a Chinese-only document uses the English name on English pages",
      },
      { required: true },
    ),
  ],
};
