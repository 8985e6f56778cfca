/**
 * What every page shows of the company, and the footer's settings: `web/get_site_list` and `web/get_info`
 * (docs/backend-api.md). Text is kept per language; numbers, codes and files are one for both.
 */
import type { GlobalConfig } from 'payload';
import { signedIn, siteEditors } from '../access';
import { file, text } from '../fields';
import { globalAuditHooks } from '../workflow/hooks';

const group = { zh: '网站', en: 'Site' };
const access = { read: signedIn, update: siteEditors };

export const SiteInfo: GlobalConfig = {
  slug: 'site-info',
  label: { zh: '公司与股票信息', en: 'Company and stock' },
  admin: {
    group,
    description: {
      zh: '页头、页脚、搜索引擎和投资者页面显示的公司名称、证券代码和标志。',
      en: 'The company name, stock code and logo of the header, footer, search engines and investor pages.',
    },
  },
  access,
  hooks: globalAuditHooks,
  fields: [
    text('company_name', { zh: '公司全称', en: 'Company name' }, { zh: '页脚与版权行', en: 'Footer and copyright line' }),
    text('company_short_name', { zh: '公司简称', en: 'Short name' }, { zh: '页头与浏览器标签', en: 'Header and browser tab' }),
    text(
      'company_name_en',
      { zh: '英文名称', en: 'English name' },
      { zh: '两种语言的页面都显示', en: 'Shown on pages in both languages' },
      { shared: true },
    ),
    text('stock_name', { zh: '证券简称', en: 'Stock name' }, { zh: '投资者关系页', en: 'Investor pages' }),
    text(
      'stock_code',
      { zh: '证券代码', en: 'Stock code' },
      { zh: '投资者关系页与页头', en: 'Investor pages and header' },
      { shared: true },
    ),
    text('exchange', { zh: '交易所代码', en: 'Exchange code' }, { zh: '如 SSE、SZSE、BSE', en: 'e.g. SSE, SZSE, BSE' }, { shared: true }),
    text(
      'exchange_name',
      { zh: '交易所与板块', en: 'Exchange and board' },
      { zh: '如 上海证券交易所科创板', en: 'e.g. STAR Market, Shanghai Stock Exchange' },
    ),
    file(
      'logo',
      { zh: '标志', en: 'Logo' },
      {
        zh: '页头；显示高度 34–40 像素，请上传两到三倍大小的位图',
        en: 'Header; shown 34–40 px high: upload a raster two to three times that',
      },
    ),
    file('logo_light', { zh: '浅色标志', en: 'Light logo' }, { zh: '深色背景的页脚', en: 'The footer, on a dark background' }),
    text('slogan', { zh: '口号', en: 'Slogan' }, { zh: '首页没有横幅时显示', en: 'Home, when there is no banner' }),
    text(
      'recruitment_url',
      { zh: '招聘网址', en: 'Careers address' },
      { zh: '导航的“加入我们”；英文留空则链接中文的', en: 'The navigation\'s "Join us"; empty in English links the Chinese one' },
    ),
    text('seo_title', { zh: '搜索引擎标题', en: 'Search-engine title' }, { zh: '首页的标题', en: "The home page's title" }),
    text('seo_keywords', { zh: '搜索引擎关键词', en: 'Search-engine keywords' }, { zh: '以逗号分隔', en: 'Separated by commas' }),
    text(
      'seo_description',
      { zh: '搜索引擎描述', en: 'Search-engine description' },
      { zh: '搜索结果中的摘要', en: 'The summary in search results' },
      { textarea: true },
    ),
  ],
};

export const Settings: GlobalConfig = {
  slug: 'settings',
  label: { zh: '页脚与联系方式', en: 'Footer and contacts' },
  admin: {
    group,
    description: {
      zh: '每一页页脚显示的电话、地址、备案号和二维码。',
      en: "The phone numbers, address, record numbers and QR codes of every page's footer.",
    },
  },
  access,
  hooks: globalAuditHooks,
  fields: [
    file('footer_bg', { zh: '页脚背景', en: 'Footer background' }, { zh: '每一页的页脚', en: "Every page's footer" }),
    file('official_account_icon', { zh: '公众号图标', en: 'Official account icon' }, { zh: '页脚', en: 'Footer' }),
    file('official_account_image', { zh: '公众号二维码', en: 'Official account QR code' }, { zh: '页脚', en: 'Footer' }),
    file('video_account_icon', { zh: '视频号图标', en: 'Video account icon' }, { zh: '页脚', en: 'Footer' }),
    file('video_account_image', { zh: '视频号二维码', en: 'Video account QR code' }, { zh: '页脚', en: 'Footer' }),
    text(
      'call_reception',
      { zh: '总机', en: 'Reception' },
      { zh: '页脚与联系我们；各语言按读者习惯书写', en: 'Footer and contact page; written as each language writes numbers' },
    ),
    text(
      'call_sale',
      { zh: '销售热线', en: 'Sales line' },
      { zh: '页脚与联系我们；各语言按读者习惯书写', en: 'Footer and contact page; written as each language writes numbers' },
    ),
    text('web_site_copyright', { zh: '版权行', en: 'Copyright line' }, { zh: '页脚最后一行', en: "The footer's last line" }),
    text(
      'web_site_icp',
      { zh: 'ICP 备案号', en: 'ICP record' },
      { zh: '页脚；两种语言都显示中文', en: 'Footer; Chinese in both languages' },
      { shared: true },
    ),
    text('web_site_icp_url', { zh: 'ICP 备案链接', en: 'ICP record link' }, { zh: '页脚', en: 'Footer' }, { shared: true }),
    text(
      'web_site_public_security',
      { zh: '公安备案号', en: 'Public-security record' },
      { zh: '页脚；两种语言都显示中文', en: 'Footer; Chinese in both languages' },
      { shared: true },
    ),
    text(
      'web_site_public_security_url',
      { zh: '公安备案链接', en: 'Public-security record link' },
      { zh: '页脚', en: 'Footer' },
      { shared: true },
    ),
    text('company_address', { zh: '公司地址', en: 'Address' }, { zh: '页脚与联系我们', en: 'Footer and contact page' }),
    text(
      'service_email',
      { zh: '服务邮箱', en: 'Service e-mail' },
      { zh: '页脚与联系我们', en: 'Footer and contact page' },
      { shared: true },
    ),
    text('service_hours', { zh: '服务时间', en: 'Service hours' }, { zh: '页脚与联系我们', en: 'Footer and contact page' }),
  ],
};
