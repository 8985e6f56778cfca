/**
 * Demo category tree and where the generated file of each item lives. Pure data, shared by the demo
 * backend and the asset generator (demo/tools/generate-files.ts).
 */
import type { CategoryType } from '@/lib/backend/types';
import { CHANNELS } from './site';

export type DemoCategory = { id: number; parent_id: number | null; name: string; slug: string; type: CategoryType; description: string };

export const categories: DemoCategory[] = [
  {
    id: CHANNELS.product,
    parent_id: null,
    name: '产品中心',
    slug: 'products',
    type: 'product',
    description: '电源管理、信号链、无线连接与传感器芯片',
  },
  { id: 11, parent_id: 1, name: '电源管理', slug: 'power', type: 'product', description: 'LDO、DC-DC 转换器与电池管理' },
  { id: 12, parent_id: 1, name: '信号链', slug: 'signal-chain', type: 'product', description: '高精度 ADC 与运算放大器' },
  { id: 13, parent_id: 1, name: '无线连接', slug: 'wireless', type: 'product', description: '低功耗蓝牙 SoC' },
  { id: 14, parent_id: 1, name: '传感器', slug: 'sensors', type: 'product', description: '温湿度与磁传感器' },
  { id: CHANNELS.news, parent_id: null, name: '新闻中心', slug: 'news', type: 'news', description: '公司新闻与行业动态' },
  { id: 21, parent_id: 2, name: '公司新闻', slug: 'company', type: 'news', description: '' },
  { id: 22, parent_id: 2, name: '行业动态', slug: 'industry', type: 'news', description: '' },
  { id: CHANNELS.investor, parent_id: null, name: '投资者关系', slug: 'investor', type: 'investor', description: '公告与报告' },
  { id: 31, parent_id: 3, name: '临时公告', slug: 'announcements', type: 'investor', description: '' },
  { id: 32, parent_id: 3, name: '定期报告', slug: 'reports', type: 'investor', description: '' },
  { id: 33, parent_id: 3, name: '公司治理', slug: 'governance', type: 'investor', description: '' },
  { id: 34, parent_id: 3, name: '投资者活动', slug: 'activities', type: 'investor', description: '' },
];

/** Where the generated files of each item live (demo/tools/generate-files.ts writes them). */
export const FILES = {
  productImage: (pn: string) => `products/${pn.toLowerCase()}.png`,
  datasheet: (pn: string) => `docs/datasheets/${pn.toLowerCase()}.pdf`,
  appNote: (lineSlug: string) => `docs/app-notes/${lineSlug}.pdf`,
  filing: (id: number) => `docs/ir/${id}.pdf`,
  /** Under demo/content/member-files/: members' documents, never served under /api/files/. */
  memberFiling: (id: number) => `ir/${id}.pdf`,
  newsCover: (id: number) => `news/cover-${(id % 4) + 1}.jpg`,
};

export function lineSlug(categoryId: number): string {
  return categories.find((category) => category.id === categoryId)?.slug ?? 'general';
}
