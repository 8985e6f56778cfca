/**
 * Images and documents the site shows (logos, banners, QR codes, datasheets, announcement PDFs), kept on disk
 * under the CMS's data folder. Each has the path the contract gives it (`files/<path>`, docs/backend-api.md,
 * "Static files"); src/app/(files)/ serves it there. Payload's own file route stays closed to visitors.
 */
import path from 'node:path';
import type { CollectionConfig } from 'payload';
import { signedIn, siteEditors } from '../access';
import { DATA_DIR } from '../paths';

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { zh: '文件', en: 'File' }, plural: { zh: '图片与文件', en: 'Images and files' } },
  admin: { useAsTitle: 'path', defaultColumns: ['path', 'filename', 'mimeType', 'filesize'], group: { zh: '网站', en: 'Site' } },
  access: { read: signedIn, create: siteEditors, update: siteEditors, delete: siteEditors },
  upload: { staticDir: path.join(DATA_DIR, 'media') },
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
  ],
};
