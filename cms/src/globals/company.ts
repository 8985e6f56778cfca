/**
 * The company profile (`web/get_company_profile`, docs/backend-api.md): the key figures of the home page, the
 * about page's culture, leaders and honours, the contact page's offices, map and hotlines, and the investor page's
 * IR contact. Texts (phone numbers included: English gives them with +86) are per language; e-mail addresses,
 * postcodes and pictures are one for both.
 */
import type { Field, GlobalConfig } from 'payload';
import { profileEditors, signedIn } from '../access';
import { file, number, text } from '../fields';
import { globalAuditHooks } from '../workflow/hooks';

const shared = { shared: true };

const array = (
  name: string,
  label: { zh: string; en: string },
  row: { zh: string; en: string },
  where: { zh: string; en: string },
  fields: Field[],
): Field => ({
  name,
  type: 'array',
  label,
  labels: { singular: row, plural: label },
  admin: { description: where },
  fields,
});

export const CompanyProfile: GlobalConfig = {
  slug: 'company-profile',
  label: { zh: '公司概况', en: 'Company profile' },
  admin: {
    group: { zh: '网站', en: 'Site' },
    description: {
      zh: '首页的关键数字，“关于我们”的企业文化、管理团队和荣誉资质，“联系我们”的办公地点、地图和热线，投资者关系页的联系方式。',
      en: "The home page's key figures; the about page's culture, leaders and honours; the contact page's offices, map and hotlines; the investor page's IR contact.",
    },
  },
  access: { read: signedIn, update: profileEditors },
  hooks: globalAuditHooks,
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { zh: '关键数字与文化', en: 'Figures and culture' },
          fields: [
            array(
              'key_figures',
              { zh: '关键数字', en: 'Key figures' },
              { zh: '数字', en: 'Figure' },
              { zh: '首页的数字条', en: "The home page's row of figures" },
              [
                {
                  name: 'key',
                  type: 'select',
                  required: true,
                  label: { zh: '含义', en: 'Meaning' },
                  options: [
                    {
                      value: 'founded',
                      label: { zh: '成立年份（也是搜索引擎的成立日期）', en: 'Year founded (also the search engines’ founding date)' },
                    },
                    { value: 'patents', label: { zh: '专利', en: 'Patents' } },
                    { value: 'employees', label: { zh: '员工', en: 'Employees' } },
                    { value: 'customers', label: { zh: '客户', en: 'Customers' } },
                  ],
                },
                text('label', { zh: '名称', en: 'Label' }, { zh: '数字上方', en: 'Above the figure' }, { required: true }),
                text(
                  'value',
                  { zh: '数字', en: 'Figure' },
                  { zh: '照原样显示，如 860+', en: 'Shown as written, e.g. 860+' },
                  { required: true },
                ),
                text('unit', { zh: '单位', en: 'Unit' }, { zh: '如 年、项、人', en: 'May be empty' }),
                text('note', { zh: '说明', en: 'Note' }, { zh: '数字下方一行', en: 'A line under the figure' }),
              ],
            ),
            {
              name: 'culture',
              type: 'group',
              label: { zh: '企业文化', en: 'Culture' },
              admin: { description: { zh: '“关于我们”页', en: 'The about page' } },
              fields: [
                text('mission', { zh: '使命', en: 'Mission' }, { zh: '“关于我们”页', en: 'The about page' }, { textarea: true }),
                text('vision', { zh: '愿景', en: 'Vision' }, { zh: '“关于我们”页', en: 'The about page' }, { textarea: true }),
                array(
                  'values',
                  { zh: '价值观', en: 'Values' },
                  { zh: '价值观', en: 'Value' },
                  { zh: '“关于我们”页', en: 'The about page' },
                  [
                    text('title', { zh: '名称', en: 'Name' }, { zh: '如 客户为先', en: 'e.g. Customers first' }, { required: true }),
                    text('description', { zh: '说明', en: 'Description' }, { zh: '一段话', en: 'A few lines' }, { textarea: true }),
                  ],
                ),
              ],
            },
          ],
        },
        {
          label: { zh: '管理团队与荣誉', en: 'Leaders and honours' },
          fields: [
            array(
              'leaders',
              { zh: '管理团队', en: 'Leaders' },
              { zh: '成员', en: 'Leader' },
              { zh: '“关于我们”页，按此顺序', en: 'The about page, in this order' },
              [
                text('name', { zh: '姓名', en: 'Name' }, { zh: '照片下', en: 'Under the photo' }, { required: true }),
                text('title', { zh: '职务', en: 'Title' }, { zh: '姓名下', en: 'Under the name' }, { required: true }),
                text('bio', { zh: '简介', en: 'Biography' }, { zh: '纯文本', en: 'Plain text' }, { textarea: true }),
                file('photo', { zh: '照片', en: 'Photo' }, { zh: '正方形，至少 400 像素', en: 'Square, at least 400 px' }),
              ],
            ),
            array(
              'honours',
              { zh: '荣誉资质', en: 'Honours' },
              { zh: '荣誉', en: 'Honour' },
              { zh: '“关于我们”页；证书也显示在“质量与可靠性”页', en: 'The about page; certificates on the quality page too' },
              [
                text('title', { zh: '名称', en: 'Title' }, { zh: '图片下', en: 'Under the picture' }, { required: true }),
                number(
                  'year',
                  { zh: '年份', en: 'Year' },
                  { zh: '获得的年份', en: 'The year received' },
                  { required: true, min: 1900, max: 2200 },
                ),
                {
                  name: 'type',
                  type: 'select',
                  required: true,
                  defaultValue: 'award',
                  label: { zh: '类型', en: 'Type' },
                  options: [
                    { value: 'award', label: { zh: '荣誉', en: 'Award' } },
                    { value: 'certificate', label: { zh: '体系认证（显示在质量页）', en: 'Certificate (shown on the quality page)' } },
                    { value: 'patent', label: { zh: '专利', en: 'Patent' } },
                  ],
                },
                text('issuer', { zh: '颁发机构', en: 'Issuer' }, { zh: '名称下', en: 'Under the title' }),
                file('image', { zh: '图片', en: 'Picture' }, { zh: '证书或奖牌的图片', en: 'A picture of the certificate or award' }),
              ],
            ),
          ],
        },
        {
          label: { zh: '办公地点与热线', en: 'Offices and hotlines' },
          fields: [
            array(
              'offices',
              { zh: '办公地点', en: 'Offices' },
              { zh: '地点', en: 'Office' },
              { zh: '“联系我们”页', en: 'The contact page' },
              [
                text('name', { zh: '名称', en: 'Name' }, { zh: '如 上海总部', en: 'e.g. Shanghai headquarters' }, { required: true }),
                {
                  name: 'type',
                  type: 'select',
                  required: true,
                  defaultValue: 'sales',
                  label: { zh: '类型', en: 'Type' },
                  options: [
                    { value: 'headquarters', label: { zh: '总部', en: 'Headquarters' } },
                    { value: 'rd', label: { zh: '研发中心', en: 'R&D centre' } },
                    { value: 'sales', label: { zh: '销售办事处', en: 'Sales office' } },
                    { value: 'support', label: { zh: '技术支持中心', en: 'Support centre' } },
                  ],
                },
                text('city', { zh: '城市', en: 'City' }, { zh: '“联系我们”页', en: 'The contact page' }),
                text('address', { zh: '地址', en: 'Address' }, { zh: '“联系我们”页', en: 'The contact page' }),
                text('postcode', { zh: '邮编', en: 'Postcode' }, { zh: '两种语言相同', en: 'The same in both languages' }, shared),
                text(
                  'phone',
                  { zh: '电话', en: 'Phone' },
                  { zh: '英文页写国际格式 +86', en: 'English pages: the international form, +86' },
                ),
                text('email', { zh: '电子邮箱', en: 'E-mail' }, { zh: '两种语言相同', en: 'The same in both languages' }, shared),
              ],
            ),
            {
              name: 'map',
              type: 'group',
              label: { zh: '地图', en: 'Map' },
              admin: { description: { zh: '“联系我们”页，办公地点之上', en: 'The contact page, above the offices' } },
              fields: [
                file('image', { zh: '地图图片', en: 'Map picture' }, { zh: '宽 1200 像素左右', en: 'About 1200 px wide' }),
                text('caption', { zh: '说明', en: 'Caption' }, { zh: '图片下', en: 'Under the picture' }),
              ],
            },
            array(
              'hotlines',
              { zh: '服务热线', en: 'Hotlines' },
              { zh: '热线', en: 'Hotline' },
              { zh: '“联系我们”页', en: 'The contact page' },
              [
                text('label', { zh: '名称', en: 'Label' }, { zh: '如 销售热线', en: 'e.g. Sales' }, { required: true }),
                text(
                  'phone',
                  { zh: '电话', en: 'Phone' },
                  { zh: '英文页写国际格式 +86', en: 'English pages: the international form, +86' },
                  { required: true },
                ),
                text('hours', { zh: '服务时间', en: 'Hours' }, { zh: '如 工作日 9:00-18:00', en: 'e.g. Weekdays 9:00-18:00 (UTC+8)' }),
              ],
            ),
          ],
        },
        {
          label: { zh: '投资者联系', en: 'IR contact' },
          fields: [
            {
              name: 'ir_contact',
              type: 'group',
              label: { zh: '投资者关系联系方式', en: 'Investor relations contact' },
              admin: {
                description: {
                  zh: '投资者关系页的“联系我们”与“投资者投诉”',
                  en: 'The investor page’s "Contact" and "Investor complaints"',
                },
              },
              fields: [
                text('secretary', { zh: '董事会秘书', en: 'Board secretary' }, { zh: '姓名', en: 'Name' }),
                text('representative', { zh: '证券事务代表', en: 'Securities representative' }, { zh: '姓名', en: 'Name' }),
                text(
                  'phone',
                  { zh: '电话', en: 'Phone' },
                  { zh: '英文页写国际格式 +86', en: 'English pages: the international form, +86' },
                ),
                text('fax', { zh: '传真', en: 'Fax' }, { zh: '英文页写国际格式 +86', en: 'English pages: the international form, +86' }),
                text('email', { zh: '电子邮箱', en: 'E-mail' }, { zh: '两种语言相同', en: 'The same in both languages' }, shared),
                text('address', { zh: '地址', en: 'Address' }, { zh: '投资者关系页', en: 'The investor page' }),
                text('hours', { zh: '接待时间', en: 'Hours' }, { zh: '投资者关系页', en: 'The investor page' }),
                text(
                  'complaints',
                  { zh: '投诉渠道', en: 'Complaints' },
                  { zh: '“投资者投诉”：部门、电话、邮箱', en: '"Investor complaints": an office, a number, an address' },
                ),
                text(
                  'interaction_url',
                  { zh: '互动平台地址', en: 'Interaction platform page' },
                  {
                    zh: '公司在上证e互动或深交所互动易的页面（https）',
                    en: "The company's page on the exchange's investor interaction platform (https)",
                  },
                  shared,
                ),
              ],
            },
          ],
        },
      ],
    },
  ],
};
