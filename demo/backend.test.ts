/** @jest-environment node */
import { memberDocumentUrl } from '@/features/resources/demo';
import { handleDemoRequest } from './backend';
import { createTextCaptcha, numberInWords, peekCaptcha, verifyCaptcha } from './captcha';
import { CALLS } from '@/features';
import { MessageResultSchema } from '@/features/contact/contract';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  ArticleSchema,
  CategoryInfoSchema,
  CompanyProfileSchema,
  IrEventListSchema,
  SettingsSchema,
  SiteInfoSchema,
  VerifySchema,
} from '@/lib/backend/types';
import { FinancialsSchema, StockQuoteSchema } from '@/features/investor/contract';
import { stockQuote } from './stock';
import { eventTiming } from '@/lib/ir-events';
import { articles } from './content/catalog';
import { readMessages } from '../features/contact/demo';
import { call, withDemoData } from './test-call';

describe('embedded demo backend', () => {
  it('answers the site list and settings in the contract shape', async () => {
    const site = await call(CALLS.getSiteList);
    expect(site.body.code).toBe(1);
    const info = SiteInfoSchema.parse(site.body.data);
    expect(info.stock_name).toBe('星垣微');
    expect(info.stock_code).toBe('688000');
    const settings = SettingsSchema.parse((await call(CALLS.getInfo)).body.data);
    expect(settings.footer_bg).toBe('/api/files/footer-bg.png');
    expect(settings.call_reception).not.toBe('');
    expect(settings.official_account_image).not.toBe('');
    expect(settings.video_account_image).not.toBe('');
  });

  it('has the content the site needs: 24+ products in 4+ lines, 30+ news over two years, 20+ announcements, 8 reports', async () => {
    const site = SiteInfoSchema.parse((await call(CALLS.getSiteList)).body.data);
    const products = CategoryInfoSchema.parse(
      (await call(CALLS.getCategoryInfoById, { id: site.channels.product, page_size: 50 })).body.data,
    );
    expect(products.articles.total).toBeGreaterThanOrEqual(24);
    expect(products.category.children.length).toBeGreaterThanOrEqual(4);
    for (const line of products.category.children) expect(line.article_count).toBeGreaterThanOrEqual(5);
    for (const product of products.articles.list) {
      expect(product.product?.key_specs.length).toBeGreaterThanOrEqual(4);
      expect(product.product?.ordering.length).toBeGreaterThanOrEqual(1);
      expect(product.product?.documents.map((doc) => doc.type)).toContain('datasheet');
    }
    const news = CategoryInfoSchema.parse((await call(CALLS.getCategoryInfoById, { id: site.channels.news, page_size: 50 })).body.data);
    expect(news.articles.total).toBeGreaterThanOrEqual(30);
    expect(news.category.children.filter((child) => child.article_count > 0).length).toBeGreaterThanOrEqual(2);
    expect(news.facets.years.length).toBeGreaterThanOrEqual(2);
    const investor = CategoryInfoSchema.parse(
      (await call(CALLS.getCategoryInfoById, { id: site.channels.investor, page_size: 50 })).body.data,
    );
    const byType = (type: string) => investor.articles.list.filter((article) => article.announcement?.type === type);
    expect(byType('temporary').length).toBeGreaterThanOrEqual(20);
    expect(byType('periodic').length).toBeGreaterThanOrEqual(8);
    expect(new Set(byType('periodic').map((report) => report.announcement?.subtype))).toEqual(
      new Set(['年度报告', '半年度报告', '第一季度报告', '第三季度报告']),
    );
    expect((await call(CALLS.getExperienceList)).body.data.list).toHaveLength(10);
    expect((await call(CALLS.getBannerList, { position: 'home' })).body.data.list.length).toBeGreaterThan(0);
  });

  it('paginates, newest first, with a total', async () => {
    const first = (await call(CALLS.getCategoryInfoById, { id: 2, page: 1, page_size: 4 })).body.data;
    const second = (await call(CALLS.getCategoryInfoById, { id: 2, page: 2, page_size: 4 })).body.data;
    expect(first.articles.list).toHaveLength(4);
    expect(first.articles.total).toBe(second.articles.total);
    expect(first.articles.list[0].published_at >= first.articles.list[3].published_at).toBe(true);
    expect(first.articles.list[3].published_at >= second.articles.list[0].published_at).toBe(true);
  });

  it('returns an article with its category path and neighbours', async () => {
    const article = ArticleSchema.parse((await call(CALLS.getArticleInfoById, { id: 101 })).body.data);
    expect(article.product?.part_number).toBe('XY6201');
    expect(article.category_path.map((c) => c.id)).toEqual([1, 11]);
    expect(article.product?.documents[0]?.size).toBeGreaterThan(0);
  });

  it('unknown ids and slugs answer code 0 with a message', async () => {
    expect((await call(CALLS.getArticleInfoById, { id: 999_999 })).body).toMatchObject({ code: 0, msg: '文章不存在' });
    expect((await call(CALLS.getCategoryInfoById, { id: 999 })).body).toMatchObject({ code: 0, msg: '栏目不存在' });
    expect((await call(CALLS.getInfoBySlug, { slug: 'nope' })).body).toMatchObject({ code: 0, msg: '页面不存在' });
  });

  it.each([{ id: 'abc' }, { id: -1 }, { id: 1.5 }, {}, { id: 1, page: 0 }, { id: 1, page_size: 1000 }])(
    'bad payload %j answers code 0',
    async (payload) => {
      const { body } = await call(CALLS.getCategoryInfoById, payload);
      expect(body.code).toBe(0);
      expect(body.msg).toMatch(/^参数错误/);
    },
  );

  it('malformed JSON answers code 0; unknown calls 404; GET on a call 405', async () => {
    expect((await call(CALLS.getInfo, '{oops')).body).toMatchObject({ code: 0, msg: '请求体不是合法的 JSON' });
    expect((await call('web/drop_tables')).status).toBe(404);
    const get = await handleDemoRequest(new Request('http://demo.test/api/web/get_info'));
    expect(get.status).toBe(405);
  });

  it('member-only content needs a login: -1000 without a token, data with one (captcha + password)', async () => {
    expect((await call(CALLS.getArticleInfoById, { id: 399 })).body.code).toBe(-1000);

    const captcha = (await call(CALLS.generateVerify, { for: CALLS.login })).body.data;
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await call(CALLS.login, {
      username: 'investor',
      password: 'Xingyuan@2026',
      verify_key: captcha.key,
      verify_code: 'ZZZZ',
    });
    expect(wrong.body).toMatchObject({ code: 0, msg: '验证码错误或已过期' });

    const fresh = (await call(CALLS.generateVerify, { for: CALLS.login })).body.data;
    const badPassword = await call(CALLS.login, {
      username: 'investor',
      password: 'nope',
      verify_key: fresh.key,
      verify_code: peekCaptcha(fresh.key),
    });
    expect(badPassword.body).toMatchObject({ code: 0, msg: '用户名或密码错误' });

    const again = (await call(CALLS.generateVerify, { for: CALLS.login })).body.data;
    const login = await call(CALLS.login, {
      username: 'investor',
      password: 'Xingyuan@2026',
      verify_key: again.key,
      verify_code: peekCaptcha(again.key)!.toLowerCase(),
    });
    expect(login.body.code).toBe(1);
    // A captcha is single-use.
    expect(
      (await call(CALLS.login, { username: 'investor', password: 'Xingyuan@2026', verify_key: again.key, verify_code: 'ABCD' })).body.code,
    ).toBe(0);

    const member = await call(CALLS.getArticleInfoById, { id: 399 }, { token: login.body.data.token });
    expect(member.body.code).toBe(1);
    // Its document: at an address made for the member, private; never at a public, guessable one.
    const pdf = member.body.data.announcement.pdf_url as string;
    expect(pdf).toMatch(/^member-files\/[A-Za-z0-9_-]{40,}\.pdf$/);
    const document = await handleDemoRequest(new Request(`http://demo.test/api/${pdf}`));
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toBe('application/pdf');
    expect(document.headers.get('cache-control')).toBe('private, no-store');
    for (const guess of ['files/docs/ir/399.pdf', 'member-files/ir/399.pdf', `${pdf.slice(0, -6)}x.pdf`]) {
      expect((await handleDemoRequest(new Request(`http://demo.test/api/${guess}`))).status).toBe(404);
    }
    // A forged token is no token.
    expect((await call(CALLS.getArticleInfoById, { id: 399 }, { token: `${login.body.data.token.slice(0, -2)}AA` })).body.code).toBe(-1000);
    // Member-only content never shows up in lists.
    const list = (await call(CALLS.getCategoryInfoById, { id: 33, page_size: 50 })).body.data.articles.list;
    expect(list.map((a: { id: number }) => a.id)).not.toContain(399);
  });

  it('serves static files under /api/files and refuses traversal', async () => {
    const logo = await handleDemoRequest(new Request('http://demo.test/api/files/logo.svg'));
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    for (const path of [
      '/api/files/..%2F..%2Fpackage.json',
      '/api/files/%2e%2e/backend.ts',
      '/api/files/nope.svg',
      '/api/files/..%5Cbackend.ts',
    ]) {
      expect((await handleDemoRequest(new Request(`http://demo.test${path}`))).status).toBe(404);
    }
  });

  it('every file the content names exists, with the size the content states, and images are local', () => {
    const files = path.join(process.cwd(), 'demo', 'content', 'files');
    const local = (url: string) => {
      expect(url).toMatch(/^files\//);
      expect(existsSync(path.join(files, url.slice('files/'.length)))).toBe(true);
    };
    for (const article of articles) {
      if (article.cover) local(article.cover);
      for (const doc of article.product?.documents ?? []) {
        if (doc.access === 'member') {
          // A members' document has no public address: its id gets a member a sealed one.
          expect(doc.url).toBeUndefined();
          expect(memberDocumentUrl(doc.id as number)).toMatch(/^member-files\//);
          continue;
        }
        local(doc.url ?? '');
        expect(statSync(path.join(files, (doc.url ?? '').slice(6))).size).toBe(doc.size);
      }
      if (article.member_file) {
        // A member's document has no public address; it lives apart from the public files.
        expect(article.announcement?.pdf_url).toBe('');
        expect(article.announcement?.pdf_size).toBe(
          statSync(path.join(process.cwd(), 'demo', 'content', 'member-files', article.member_file)).size,
        );
      } else if (article.announcement) {
        local(article.announcement.pdf_url ?? '');
        expect(article.announcement.pdf_size).toBe(statSync(path.join(files, (article.announcement.pdf_url ?? '').slice(6))).size);
      }
    }
  });

  it("holds its pictures as a CMS does: banners, covers and product pictures, logos and the footer's pictures as JPEG or PNG (issue 21: each SVG is a document on a phone's main thread)", async () => {
    const site = (await call(CALLS.getSiteList)).body.data as { logo: string; logo_light: string };
    const settings = (await call(CALLS.getInfo)).body.data as Record<string, string>;
    const banners = (await call(CALLS.getBannerList, { position: 'home' })).body.data.list as { image: string; image_mobile?: string }[];
    const pictures = [
      ...banners.flatMap((banner) => [banner.image, banner.image_mobile ?? '']),
      ...articles.flatMap((article) => [article.cover, article.product?.block_diagram ?? '']).filter(Boolean),
    ];
    const shell = [
      site.logo,
      site.logo_light,
      ...['footer_bg', 'official_account_icon', 'official_account_image', 'video_account_icon', 'video_account_image'].map(
        (field) => settings[field]!,
      ),
    ];
    expect(banners.length).toBeGreaterThan(0);
    expect(pictures.length).toBeGreaterThan(60);
    for (const picture of [...pictures, ...shell]) expect(picture).toMatch(/^files\/.+\.(?:jpg|png)$/);
    // The logos at three times the size the header shows them (200 × 48), so that they stay sharp on any screen.
    const files = path.join(process.cwd(), 'demo', 'content', 'files');
    for (const logo of [site.logo, site.logo_light]) {
      expect(await sharp(path.join(files, logo.slice('files/'.length))).metadata()).toMatchObject({
        format: 'png',
        width: 600,
        height: 144,
        hasAlpha: true,
      });
    }
  });

  it('filters a category by year and subtype and reports the facets', async () => {
    const all = CategoryInfoSchema.parse((await call(CALLS.getCategoryInfoById, { id: 31, page_size: 50 })).body.data);
    expect(all.facets.years).toEqual([2026, 2025]);
    expect(all.facets.subtypes).toContain('董事会决议');
    const filtered = CategoryInfoSchema.parse(
      (await call(CALLS.getCategoryInfoById, { id: 31, page_size: 50, year: 2025, subtype: '董事会决议' })).body.data,
    );
    expect(filtered.articles.total).toBeGreaterThan(0);
    expect(filtered.articles.total).toBeLessThan(all.articles.total);
    for (const item of filtered.articles.list) {
      expect(item.published_at.startsWith('2025-')).toBe(true);
      expect(item.announcement?.subtype).toBe('董事会决议');
    }
    // The facets describe the whole category, not the filtered page.
    expect(filtered.facets).toEqual(all.facets);
  });

  it('answers the company profile', async () => {
    const profile = CompanyProfileSchema.parse((await call(CALLS.getCompanyProfile)).body.data);
    expect(profile.key_figures.map((figure) => figure.key)).toEqual(['founded', 'patents', 'employees', 'customers']);
    expect(profile.honours.length).toBeGreaterThanOrEqual(6);
    expect(profile.offices.filter((office) => office.type === 'headquarters')).toHaveLength(1);
    expect(profile.ir_contact.email).toMatch(/@/);
  });

  it('answers the investor calendar: every event with a real date, the same ids in both languages', async () => {
    const zh = IrEventListSchema.parse((await call(CALLS.getIrEvents)).body.data).list;
    const en = IrEventListSchema.parse((await call(CALLS.getIrEvents, { lang: 'en' })).body.data).list;
    expect(zh.length).toBeGreaterThanOrEqual(8);
    expect(zh.every((event) => eventTiming(event) !== null)).toBe(true);
    expect(en.map((event) => [event.id, event.starts_at, event.ends_at])).toEqual(
      zh.map((event) => [event.id, event.starts_at, event.ends_at]),
    );
    expect(new Set(zh.map((event) => event.type))).toEqual(new Set(['results', 'meeting', 'call', 'roadshow']));
  });

  it('answers a share quote with a year of daily closes and the financial highlights', async () => {
    const quote = StockQuoteSchema.parse((await call(CALLS.getStockQuote)).body.data);
    expect(quote.history.length).toBeGreaterThan(200);
    expect(quote.history.at(-1)!.close).toBe(quote.price);
    expect(quote.market_cap).toBe(Math.round(quote.price * 400_000_000));
    const financials = FinancialsSchema.parse((await call(CALLS.getFinancials)).body.data);
    expect([financials.annual.length, financials.quarterly.length]).toEqual([5, 8]);
  });

  it('keeps a past close the same as days pass, and quotes only a close already made', () => {
    const friday = stockQuote(Date.parse('2026-11-20T14:00:00+08:00'));
    const monday = stockQuote(Date.parse('2026-11-23T16:00:00+08:00'));
    expect(friday.as_of).toBe('2026-11-19T15:00:00+08:00');
    expect(monday.as_of).toBe('2026-11-23T15:00:00+08:00');
    const day = friday.history!.at(-10)!;
    expect(monday.history!.find((other) => other.date === day.date)).toEqual(day);
    expect(monday.history!.some((other) => ['2026-11-21', '2026-11-22'].includes(other.date))).toBe(false);
  });

  describe('web/submit_message', () => {
    const message = {
      name: '张工',
      company: '示例科技',
      phone: '138 0000 0000',
      email: 'zhang@example.com',
      topic: 'sample',
      content: '想申请 XY6201 样片，请联系。',
    };
    withDemoData('demo-messages-');

    it('stores a message durably when the captcha is right, once per captcha', async () => {
      const captcha = (await call(CALLS.generateVerify, { for: CALLS.submitMessage })).body.data;
      const saved = await call(CALLS.submitMessage, { ...message, verify_key: captcha.key, verify_code: peekCaptcha(captcha.key) });
      expect(saved.body.code).toBe(1);
      const result = MessageResultSchema.parse(saved.body.data);
      const stored = await readMessages();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ id: result.id, name: '张工', email: 'zhang@example.com', topic: 'sample' });
      expect(JSON.stringify(stored[0])).not.toContain('verify');
      const replay = await call(CALLS.submitMessage, { ...message, verify_key: captcha.key, verify_code: 'ABCD' });
      expect(replay.body).toMatchObject({ code: 0, msg: '验证码错误或已过期' });
      expect(await readMessages()).toHaveLength(1);
    });

    it('refuses a wrong captcha and invalid fields without storing anything', async () => {
      const before = (await readMessages()).length;
      const captcha = (await call(CALLS.generateVerify, { for: CALLS.submitMessage })).body.data;
      expect((await call(CALLS.submitMessage, { ...message, verify_key: captcha.key, verify_code: 'ZZZZ' })).body).toMatchObject({
        code: 0,
        msg: '验证码错误或已过期',
      });
      for (const bad of [{ email: 'not-an-email' }, { content: '太短' }, { name: '' }, { topic: 'spam' }, { phone: '<script>' }]) {
        const fresh = (await call(CALLS.generateVerify, { for: CALLS.submitMessage })).body.data;
        const answer = await call(CALLS.submitMessage, { ...message, ...bad, verify_key: fresh.key, verify_code: peekCaptcha(fresh.key) });
        expect(answer.body.code).toBe(0);
        expect(answer.body.msg).toMatch(/^参数错误/);
      }
      expect(await readMessages()).toHaveLength(before);
    });
  });

  it('refuses oversized bodies', async () => {
    const { status } = await call(CALLS.getInfo, JSON.stringify({ pad: 'x'.repeat(70 * 1024) }));
    expect(status).toBe(413);
  });
});

describe('the demo backend in English (lang)', () => {
  const CHINESE = /[\u3400-\u9fff]/;
  const deepStrings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(deepStrings)
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(deepStrings)
          : [];

  it('answers in Chinese when no language is asked for, or one it does not have', async () => {
    expect((await call(CALLS.getSiteList)).body.data.company_short_name).toBe('星垣微电子');
    expect((await call(CALLS.getSiteList, { lang: 'fr' })).body.data.company_short_name).toBe('星垣微电子');
  });

  it('has the site, settings, banners, milestones, pages and company profile in English (legal record numbers stay)', async () => {
    const site = SiteInfoSchema.parse((await call(CALLS.getSiteList, { lang: 'en' })).body.data);
    expect(site.company_short_name).toBe('Xingyuan Micro');
    const settings = SettingsSchema.parse((await call(CALLS.getInfo, { lang: 'en' })).body.data);
    expect(settings.web_site_icp).toMatch(CHINESE);
    const { web_site_icp: _icp, web_site_public_security: _police, ...rest } = settings;
    for (const data of [
      site,
      rest,
      (await call(CALLS.getBannerList, { lang: 'en', position: 'home' })).body.data,
      (await call(CALLS.getExperienceList, { lang: 'en' })).body.data,
      (await call(CALLS.getInfoBySlug, { lang: 'en', slug: 'about' })).body.data,
      (await call(CALLS.getInfoBySlug, { lang: 'en', slug: 'contact' })).body.data,
      (await call(CALLS.getInfoBySlug, { lang: 'en', slug: 'investor' })).body.data,
      CompanyProfileSchema.parse((await call(CALLS.getCompanyProfile, { lang: 'en' })).body.data),
      (await call(CALLS.getIrEvents, { lang: 'en' })).body.data,
    ]) {
      expect(deepStrings(data).filter((text) => CHINESE.test(text))).toEqual([]);
    }
  });

  it('has every product and news item in English, with the same ids as in Chinese', async () => {
    for (const channel of [1, 2]) {
      const zh = CategoryInfoSchema.parse((await call(CALLS.getCategoryInfoById, { id: channel, page_size: 50 })).body.data);
      const en = CategoryInfoSchema.parse((await call(CALLS.getCategoryInfoById, { id: channel, page_size: 50, lang: 'en' })).body.data);
      expect(en.articles.list.map((item) => item.id)).toEqual(zh.articles.list.map((item) => item.id));
      expect(deepStrings({ category: en.category, path: en.path }).filter((text) => CHINESE.test(text))).toEqual([]);
      for (const item of en.articles.list) {
        const article = ArticleSchema.parse((await call(CALLS.getArticleInfoById, { id: item.id, lang: 'en' })).body.data);
        expect(deepStrings(article).filter((text) => CHINESE.test(text))).toEqual([]);
        expect(article.lang).toBeNull();
      }
    }
  });

  it('says what a visitor reads in the language asked for: refusals of the login and the contact form', async () => {
    const wrong = { verify_key: 'no-such-key', verify_code: '0000' };
    expect((await call(CALLS.login, { lang: 'en', username: 'a', password: 'b', ...wrong })).body.msg).toBe(
      'The verification code is wrong or has expired',
    );
    expect((await call(CALLS.login, { username: 'a', password: 'b', ...wrong })).body.msg).toBe('验证码错误或已过期');
    expect((await call(CALLS.login, { lang: 'en', username: '' })).body.msg).toMatch(/^Invalid parameter: /);
  });

  it('keeps announcements in Chinese, marked lang "zh", with English subtypes', async () => {
    const en = CategoryInfoSchema.parse((await call(CALLS.getCategoryInfoById, { id: 31, page_size: 50, lang: 'en' })).body.data);
    expect(en.articles.list.length).toBeGreaterThan(0);
    for (const item of en.articles.list) {
      expect(item.lang).toBe('zh');
      expect(item.title).toMatch(CHINESE);
      expect(item.announcement?.subtype).not.toMatch(CHINESE);
    }
    expect(en.facets.subtypes).toContain('Board resolution');
    const filtered = CategoryInfoSchema.parse(
      (await call(CALLS.getCategoryInfoById, { id: 31, lang: 'en', subtype: 'Board resolution' })).body.data,
    );
    expect(filtered.articles.total).toBeGreaterThan(0);
  });

  it('marks a Chinese-only announcement\'s neighbours and related documents lang "zh" too', async () => {
    const article = ArticleSchema.parse((await call(CALLS.getArticleInfoById, { id: 302, lang: 'en' })).body.data);
    const refs = [article.prev, article.next, ...article.related].filter((ref) => ref !== null);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.map((ref) => ref.lang)).toEqual(refs.map(() => 'zh'));
  });
});

describe('web/generate_verify: the question in words (issue 24)', () => {
  it('asks a sum in the language asked for, answered in digits like the picture, once', async () => {
    const zh = (await call(CALLS.generateVerify, { lang: 'zh', kind: 'text', for: CALLS.login })).body.data as {
      key: string;
      question: string;
    };
    expect(zh.question).toMatch(/^[一二三四五六七八九十]+[加减][一二三四五六七八九十]+等于几？请填写阿拉伯数字。$/);
    const en = (await call(CALLS.generateVerify, { lang: 'en', kind: 'text', for: CALLS.login })).body.data as {
      key: string;
      question: string;
      image?: string;
    };
    expect(en.question).toMatch(/^What is [a-z-]+ (plus|minus) [a-z-]+\? Answer in digits\.$/);
    expect(en.image).toBeUndefined();
    expect(VerifySchema.safeParse({ ...en, expires_in: 300 }).success).toBe(true);
    // As a person reads it: the words are the numbers below 100.
    const value = (words: string) => Array.from({ length: 100 }, (_, n) => n).find((n) => numberInWords(n, 'en') === words)!;
    const [, a, op, b] = /What is ([a-z-]+) (plus|minus) ([a-z-]+)/.exec(en.question)!;
    const answer = String(op === 'plus' ? value(a!) + value(b!) : value(a!) - value(b!));
    expect(verifyCaptcha(en.key, answer, 'web/login')).toBe(true);
    expect(verifyCaptcha(en.key, answer, 'web/login')).toBe(false);
  });

  it('writes numbers below 100 in words, and its answers run from 2 to 98, so a blind guess rarely passes (issue 42, finding 3)', () => {
    expect([0, 7, 10, 13, 20, 47, 99].map((n) => numberInWords(n, 'zh'))).toEqual(['零', '七', '十', '十三', '二十', '四十七', '九十九']);
    expect([0, 7, 10, 13, 20, 47, 99].map((n) => numberInWords(n, 'en'))).toEqual([
      'zero',
      'seven',
      'ten',
      'thirteen',
      'twenty',
      'forty-seven',
      'ninety-nine',
    ]);
    const answers = new Set<string>();
    for (let draw = 0; draw < 400; draw += 1) answers.add(peekCaptcha(createTextCaptcha('zh', 'web/login').key)!);
    expect(answers.size).toBeGreaterThan(50);
    expect(Math.max(...[...answers].map((answer) => Number(answer).valueOf()))).toBeLessThanOrEqual(98);
  });
});
