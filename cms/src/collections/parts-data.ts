/**
 * What engineers and buyers look up by part number (docs/backend-api.md): other vendors' parts and ours that
 * replace them (`web/get_cross_reference`), and the distributors' offers of our orderable parts (`web/get_inventory`),
 * with the global that says how long those figures may be shown.
 */
import type { CollectionConfig, Field, GlobalConfig } from 'payload';
import { productEditors, salesEditors, signedIn } from '../access';
import { auditHooks, globalAuditHooks } from '../workflow/hooks';
import { day, keySpecFields, number, text } from '../fields';

const group = { zh: '内容', en: 'Content' };

const productRelation = (name: string, label: { zh: string; en: string }, where: { zh: string; en: string }, required = false): Field => ({
  name,
  type: 'relationship',
  relationTo: 'articles',
  required,
  filterOptions: { kind: { equals: 'product' } },
  label,
  admin: { description: where },
});

export const CrossReferences: CollectionConfig = {
  slug: 'cross-references',
  labels: { singular: { zh: '替代型号', en: 'Cross-reference' }, plural: { zh: '型号替代（交叉参考）', en: 'Cross-reference' } },
  admin: {
    useAsTitle: 'part_number',
    defaultColumns: ['part_number', 'vendor', 'package', 'updated_at'],
    group,
    description: {
      zh: '其他厂商的型号与替代它的本公司产品：/product/cross-reference、每个型号的页面、产品页的“可替代”、搜索与页头搜索建议。',
      en: 'Other vendors’ parts and our products that replace them: the cross-reference page, a page per part, product pages’ "Replaces", search and its suggestions.',
    },
  },
  defaultSort: 'part_number',
  access: { read: signedIn, create: productEditors, update: productEditors, delete: productEditors },
  hooks: auditHooks,
  fields: [
    {
      ...(text(
        'part_number',
        { zh: '对方型号', en: 'Their part number' },
        { zh: '照对方的写法；页面地址由它生成', en: 'As they write it; its page address is made from it' },
        { shared: true, required: true },
      ) as object),
      index: true,
      validate: (value: unknown) =>
        typeof value === 'string' && value.length <= 64 && /[A-Za-z0-9]/.test(value.normalize('NFKC'))
          ? true
          : '至多 64 个字符，须含字母或数字 / at most 64, with a letter or digit',
    } as Field,
    text('vendor', { zh: '厂商', en: 'Vendor' }, { zh: '至多 64 个字符', en: 'At most 64 characters' }, { shared: true, required: true }),
    text('description', { zh: '说明', en: 'Description' }, { zh: '它是什么', en: 'What it is' }),
    text(
      'package',
      { zh: '封装', en: 'Package' },
      { zh: '与我方封装比较（不计写法）', en: 'Compared with ours in any spelling' },
      { shared: true },
    ),
    {
      name: 'specs',
      type: 'array',
      label: { zh: '关键参数', en: 'Key figures' },
      labels: { singular: { zh: '参数', en: 'Figure' }, plural: { zh: '关键参数', en: 'Key figures' } },
      admin: {
        description: {
          zh: '用我方产品关键参数的标识：网站按标识并排比较，标出不同',
          en: "Use our products' key specification keys: the site lines them up by key and marks what differs",
        },
      },
      fields: keySpecFields(),
    },
    day('checked_on', { zh: '核对日期', en: 'Checked' }, { zh: '显示，也是站点地图的日期', en: "Shown, and the sitemap's date" }),
    {
      name: 'replacements',
      type: 'array',
      required: true,
      minRows: 1,
      label: { zh: '替代它的本公司产品', en: 'Our products that replace it' },
      labels: { singular: { zh: '替代产品', en: 'Replacement' }, plural: { zh: '替代产品', en: 'Replacements' } },
      fields: [
        productRelation(
          'product',
          { zh: '产品', en: 'Product' },
          { zh: '未发布的产品不显示', en: 'An unpublished product is not shown' },
          true,
        ),
        {
          name: 'match',
          type: 'select',
          required: true,
          defaultValue: 'pin_to_pin',
          label: { zh: '替代程度', en: 'Match' },
          options: [
            { value: 'drop_in', label: { zh: '直接替换（引脚、封装、关键参数相同）', en: 'Drop-in (same pins, package and figures)' } },
            { value: 'pin_to_pin', label: { zh: '引脚兼容（部分参数不同）', en: 'Pin to pin (some figures differ)' } },
            { value: 'function', label: { zh: '功能相同（封装或引脚不同）', en: 'Same function (another package or pinout)' } },
            { value: 'similar', label: { zh: '功能相近', en: 'Similar' } },
          ],
        },
        text(
          'orderable_part',
          { zh: '对应订购型号', en: 'Orderable part' },
          { zh: '我方与对方封装相同的订购型号', en: "Our orderable part in the other part's package" },
          { shared: true },
        ),
        {
          name: 'differences',
          type: 'array',
          maxRows: 20,
          label: { zh: '重要差异', en: 'Differences that matter' },
          labels: { singular: { zh: '差异', en: 'Difference' }, plural: { zh: '差异', en: 'Differences' } },
          fields: [
            { name: 'text', type: 'text', localized: true, required: true, maxLength: 300, label: { zh: '差异', en: 'Difference' } },
          ],
        },
      ],
    },
  ],
};

export const Offers: CollectionConfig = {
  slug: 'offers',
  labels: { singular: { zh: '经销商报价', en: 'Offer' }, plural: { zh: '经销商库存与报价', en: 'Distributor offers' } },
  admin: {
    useAsTitle: 'part_number',
    defaultColumns: ['part_number', 'distributor', 'stock', 'checked_at'],
    group: { zh: '销售', en: 'Sales' },
    description: {
      zh: '产品页“在哪里购买”：每个订购型号在各经销商的库存、起订量、交期与阶梯价。',
      en: 'Product pages’ "Where to buy": each orderable part’s stock, minimum order, lead time and price breaks at each distributor.',
    },
  },
  defaultSort: 'part_number',
  access: { read: signedIn, create: salesEditors, update: salesEditors, delete: salesEditors },
  hooks: auditHooks,
  fields: [
    productRelation('product', { zh: '产品', en: 'Product' }, { zh: '显示在它的页面上', en: 'Shown on its page' }, true),
    {
      ...(text(
        'part_number',
        { zh: '订购型号', en: 'Orderable part' },
        { zh: '与产品的订购型号相同', en: "As in the product's orderable parts" },
        { shared: true, required: true },
      ) as object),
      index: true,
    } as Field,
    text(
      'distributor',
      { zh: '经销商', en: 'Distributor' },
      { zh: '名称，至多 80 个字符', en: 'Its name, at most 80 characters' },
      { required: true },
    ),
    number(
      'stock',
      { zh: '库存（片）', en: 'Stock (pieces)' },
      { zh: '0 显示“缺货”，仍可按交期订购', en: '0 shows "out of stock"; it can still be ordered' },
      { required: true, min: 0 },
    ),
    text('currency', { zh: '币种', en: 'Currency' }, { zh: 'ISO 4217，默认 CNY', en: 'ISO 4217, CNY by default' }, { shared: true }),
    number('moq', { zh: '起订量', en: 'Minimum order' }, { zh: '留空：第一档数量', en: 'Empty: the first break' }, { min: 1 }),
    number(
      'lead_time_weeks',
      { zh: '交期（周）', en: 'Lead time (weeks)' },
      { zh: '无库存部分', en: 'For what is not in stock' },
      { min: 0, max: 520 },
    ),
    text(
      'url',
      { zh: '购买链接', en: 'Link' },
      { zh: '经销商该型号的 http(s) 页面', en: "The distributor's http(s) page for the part" },
      { shared: true },
    ),
    {
      name: 'price_breaks',
      type: 'array',
      label: { zh: '阶梯价', en: 'Price breaks' },
      labels: { singular: { zh: '阶梯', en: 'Break' }, plural: { zh: '阶梯价', en: 'Price breaks' } },
      fields: [
        number('quantity', { zh: '数量起', en: 'From quantity' }, { zh: '片', en: 'Pieces' }, { required: true, min: 1 }),
        number('price', { zh: '单价', en: 'Unit price' }, { zh: '该币种', en: 'In its currency' }, { required: true, min: 0.0001 }),
      ],
    },
    {
      name: 'checked_at',
      type: 'date',
      label: { zh: '数据时间', en: 'Figures as of' },
      admin: {
        description: { zh: '这些数字为真的时间；页面显示其中最早的', en: 'When these figures were true; the page shows the oldest' },
        date: { pickerAppearance: 'dayAndTime' },
      },
    },
  ],
};

export const WhereToBuy: GlobalConfig = {
  slug: 'where-to-buy',
  label: { zh: '购买渠道设置', en: 'Where to buy' },
  admin: { group: { zh: '销售', en: 'Sales' } },
  access: { read: signedIn, update: salesEditors },
  hooks: globalAuditHooks,
  fields: [
    number(
      'max_age',
      { zh: '库存数据有效期（秒）', en: 'How long figures may be shown (seconds)' },
      {
        zh: '网站展示库存与报价不超过这么久，也不在后台故障时沿用旧数据；0 即每次访问都重新查询',
        en: 'The site never shows the figures longer than this, nor stands them in while the CMS fails; 0: asked on every view',
      },
      { min: 0 },
    ),
  ],
};
