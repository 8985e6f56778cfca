import { sitemapEntries } from './sitemap';

describe('sitemap entries', () => {
  const origin = 'https://www.example.cn';
  const entries = sitemapEntries(origin, {
    zh: [
      { path: '/', lastModified: '2026-11-01T08:00:00Z', priority: 1, changeFrequency: 'daily' },
      { path: '/news/detail/7', lastModified: '2026-10-01', priority: 0.6, changeFrequency: 'monthly' },
      { path: '/news/detail/8', priority: 0.6, changeFrequency: 'monthly' },
    ],
    en: [
      { path: '/', lastModified: '2026-11-02', priority: 1, changeFrequency: 'daily' },
      { path: '/news/detail/7', lastModified: '2026-10-05', priority: 0.6, changeFrequency: 'monthly' },
    ],
  });

  it('lists every page of each language with its own date', () => {
    expect(entries.map((entry) => [entry.url, entry.lastModified])).toEqual([
      [`${origin}/`, '2026-11-01'],
      [`${origin}/news/detail/7`, '2026-10-01'],
      [`${origin}/news/detail/8`, undefined],
      [`${origin}/en`, '2026-11-02'],
      [`${origin}/en/news/detail/7`, '2026-10-05'],
    ]);
  });

  it('links each page to the same page in every language that has it, and x-default to the Chinese one', () => {
    const both = { 'zh-CN': `${origin}/news/detail/7`, en: `${origin}/en/news/detail/7`, 'x-default': `${origin}/news/detail/7` };
    expect(entries[1]?.alternates?.languages).toEqual(both);
    expect(entries[4]?.alternates?.languages).toEqual(both);
    expect(entries[2]?.alternates?.languages).toEqual({ 'zh-CN': `${origin}/news/detail/8`, 'x-default': `${origin}/news/detail/8` });
  });
});
