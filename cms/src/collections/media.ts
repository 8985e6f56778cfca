/**
 * Images and documents the site shows (logos, banners, QR codes, datasheets, announcement PDFs), kept on disk
 * under the CMS's data folder, or in S3-compatible storage (src/files/storage.ts). Each has the path the contract gives it (`files/<path>`, docs/backend-api.md,
 * "Static files"); src/app/(files)/ serves it there. Payload's own file route stays closed to visitors.
 */
import type { CollectionConfig, PayloadRequest } from 'payload';
import { signedIn, siteEditors } from '../access';
import { auditHooks } from '../workflow/hooks';
import { mediaStore, uploadsKeptIn } from '../files/storage';

/** Who may read an article or download a document: everyone, or signed-in members only. */
export const ACCESS_OPTIONS = [
  { value: 'public', label: { zh: '公开', en: 'Public' } },
  { value: 'member', label: { zh: '仅会员（不出现在列表中）', en: 'Members only (never listed)' } },
];

/** A file fits what links it when a members' document has a members-only file and a public one a public file. */
export async function fileAccessProblem(req: PayloadRequest, value: unknown, access: string | undefined): Promise<string | true> {
  if (value === undefined || value === null || value === '') return '请选择文件 / choose a file';
  const id = typeof value === 'object' ? (value as { id: number }).id : Number(value);
  const media = await req.payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, disableErrors: true });
  if (!media) return '没有这个文件 / no such file';
  const membersOnly = Boolean((media as { members_only?: boolean }).members_only);
  if (access === 'member' && !membersOnly)
    return "仅会员的文件不能在公开地址：请选择仅会员文件 / a members' document needs a members-only file";
  if (access !== 'member' && membersOnly) return '公开文件不能是仅会员文件 / a public document needs a public file';
  return true;
}

const kept = uploadsKeptIn(mediaStore);

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { zh: '文件', en: 'File' }, plural: { zh: '图片与文件', en: 'Images and files' } },
  admin: { useAsTitle: 'path', defaultColumns: ['path', 'filename', 'mimeType', 'filesize'], group: { zh: '网站', en: 'Site' } },
  access: { read: signedIn, create: siteEditors, update: siteEditors, delete: siteEditors },
  // Kept on disk, or in S3-compatible storage with S3_BUCKET (src/files/storage.ts).
  upload: kept.upload,
  hooks: {
    beforeChange: [...(kept.hooks.beforeChange ?? [])],
    afterChange: [...(kept.hooks.afterChange ?? []), ...auditHooks.afterChange],
    afterDelete: [...(kept.hooks.afterDelete ?? []), ...auditHooks.afterDelete],
  },
  fields: [
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { zh: '网站上的路径', en: 'Path on the site' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(value) && !value.split('/').includes('..')
          ? true
          : '字母、数字、. _ - /，不含 .. / letters, digits, . _ - /, no ..',
      admin: {
        description: {
          zh: '访客看到的地址是 /api/files/ 加上此路径，例如 logo.png、docs/ir/314.pdf。换了文件请换路径：图片会被缓存。',
          en: 'Visitors see it at /api/files/ plus this path, e.g. logo.png, docs/ir/314.pdf. Give a changed file a new path: images are cached.',
        },
      },
    },
    { name: 'alt', type: 'text', localized: true, label: { zh: '替代文字', en: 'Alternative text' } },
    {
      name: 'members_only',
      type: 'checkbox',
      defaultValue: false,
      label: { zh: '仅会员', en: 'Members only' },
      admin: {
        description: {
          zh: '不在公开地址提供：只有登录的会员通过几分钟内有效的专用链接下载（仅会员的文章与文档用它）。',
          en: 'Never served at its public address: signed-in members get it at a link of their own that lasts minutes (for members-only articles and documents).',
        },
      },
    },
  ],
};
