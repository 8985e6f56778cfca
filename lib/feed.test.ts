/** @jest-environment node */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ArticleSummarySchema } from '@/lib/backend/types';
import { FEED_SIZE, feedPath, rssFeed, type FeedInput } from './feed';

const ORIGIN = 'https://www.example.cn';
const summary = (id: number, extra: Record<string, unknown> = {}) =>
  ArticleSummarySchema.parse({
    id,
    category_id: 3,
    title: `标题 ${id}`,
    summary: `摘要 ${id}`,
    published_at: `2026-10-${String(10 + (id % 18)).padStart(2, '0')}T08:00:00Z`,
    ...extra,
  });
const announcement = (id: number) =>
  summary(id, {
    announcement: { number: `2026-0${id}`, type: 'temporary', subtype: '董事会决议', pdf_url: `files/docs/${id}.pdf`, pdf_size: 760 },
  });

const input = (overrides: Partial<FeedInput> = {}): FeedInput => ({
  origin: ORIGIN,
  locale: 'zh',
  kind: 'news',
  title: '星垣微电子 新闻动态',
  description: '公司新闻',
  pagePath: '/news',
  publisher: '星垣微电子',
  items: [summary(1), summary(2)],
  ...overrides,
});

const parse = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml) as {
    rss: { version: string; channel: Record<string, unknown> & { item: Array<Record<string, unknown>> | Record<string, unknown> } };
  };
const items = (xml: string) => [parse(xml).rss.channel.item].flat() as Array<Record<string, unknown>>;

describe('the news and announcement feeds', () => {
  it('are well-formed RSS 2.0 with the language, a link to the page and to themselves', () => {
    const xml = rssFeed(input());
    expect(XMLValidator.validate(xml)).toBe(true);
    const { rss } = parse(xml);
    expect(rss.version).toBe('2.0');
    expect(rss.channel).toMatchObject({ title: '星垣微电子 新闻动态', link: `${ORIGIN}/news`, language: 'zh-CN' });
    expect(rss.channel['atom:link']).toMatchObject({ href: `${ORIGIN}/feed/news.xml`, rel: 'self' });
    expect(rssFeed(input({ locale: 'en', pagePath: '/en/news' }))).toContain(`${ORIGIN}/en/feed/news.xml`);
  });

  it('link every news item to its page, absolutely, with an RFC 822 date', () => {
    const [first] = items(rssFeed(input()));
    expect(first).toMatchObject({ link: `${ORIGIN}/news/detail/1`, description: '摘要 1' });
    expect(String(first!.pubDate)).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(items(rssFeed(input({ locale: 'en' })))[0]!.link).toBe(`${ORIGIN}/en/news/detail/1`);
  });

  it('give each announcement its number, its PDF as the link and as an enclosure with its size', () => {
    const [first] = items(rssFeed(input({ kind: 'announcements', pagePath: '/investor', items: [announcement(5)] })));
    expect(first).toMatchObject({
      title: '[2026-05] 标题 5',
      link: `${ORIGIN}/api/files/docs/5.pdf`,
      enclosure: { url: `${ORIGIN}/api/files/docs/5.pdf`, length: '760', type: 'application/pdf' },
    });
    expect(first!.guid).toMatchObject({ '#text': `${ORIGIN}/investor#announcement-5` });
  });

  it('escape what the CMS wrote, and stay well-formed', () => {
    const hostile = summary(9, { title: '</title><script>alert(1)</script> & ]]> 标题', summary: '<img src=x onerror=alert(1)> & "' });
    const xml = rssFeed(input({ items: [hostile] }));
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(String(items(xml)[0]!.title).replaceAll('\u200b', '')).toBe('</title><script>alert(1)</script> & ]]> 标题');
  });

  it(`list the newest ${FEED_SIZE} at most, and leave out an item whose date cannot be read`, () => {
    expect(items(rssFeed(input({ items: Array.from({ length: 30 }, (_, index) => summary(index + 1)) })))).toHaveLength(FEED_SIZE);
    expect(items(rssFeed(input({ items: [summary(1), summary(2, { published_at: '2026-13-45' })] })))).toHaveLength(1);
  });

  it('live at one address per language', () => {
    expect(feedPath('zh', 'news')).toBe('/feed/news.xml');
    expect(feedPath('en', 'announcements')).toBe('/en/feed/announcements.xml');
  });

  it('stay well-formed whatever a title holds: every ]]> and control characters', () => {
    const hostile = summary(3, { title: 'a]]><script>x</script>]]><b>y</b>\u0000\u0007z\u001b', summary: '摘要]]>一\u0008二]]>三' });
    const xml = rssFeed(input({ title: '新闻\u0001动态', items: [hostile] }));
    expect(XMLValidator.validate(xml)).toBe(true);
    const [item] = items(xml);
    expect(String(item!.title).replaceAll('\u200b', '')).toBe('a]]><script>x</script>]]><b>y</b>  z');
    expect(String(item!.description).replaceAll('\u200b', '')).toBe('摘要]]>一 二]]>三');
    expect(parse(xml).rss.channel.title).toBe('新闻 动态');
  });
});
