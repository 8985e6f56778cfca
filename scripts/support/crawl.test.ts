/** @jest-environment node */
import { addressOf, allowed, contentOf, differenceOf, excused, linksOf, readingOf, type Allowance, type Reading } from './crawl';

const ORIGINS = ['http://127.0.0.1:3434', 'https://www.example.com'];

describe('the crawl that compares the site in front of the CMS with the site in front of the demo', () => {
  it('follows the links of both origins, keyed by path and query, and leaves the rest', () => {
    expect(addressOf('/news?page=2', '/news', ORIGINS)).toBe('/news?page=2');
    expect(addressOf('detail/7', '/news/', ORIGINS)).toBe('/news/detail/7');
    expect(addressOf('https://www.example.com/en/about#team', '/', ORIGINS)).toBe('/en/about');
    for (const href of ['https://elsewhere.example/', '#top', 'mailto:ir@example.com', 'tel:+8621', '/_next/static/chunks/a.js'])
      expect(addressOf(href, '/', ORIGINS)).toBeNull();
    // The sign-in page is read once per language, wherever it returns to.
    expect(addressOf('/login?next=%2Fnews', '/news', ORIGINS)).toBe('/login');
    expect(addressOf('/en/login?next=%2Fen', '/en', ORIGINS)).toBe('/en/login');
  });

  it('finds the links, language alternates and pictures of a page, once each', () => {
    const html = `<html><head><link rel="stylesheet" href="/a.css"><link rel="alternate" hreflang="en" href="https://www.example.com/en"></head>
      <body><a href="/about">About</a><a class="x" href="/about">Again</a><img alt="" src="/api/files/logo.png"><a href="https://other.example/">x</a></body></html>`;
    expect(linksOf(html, '/', ORIGINS).sort()).toEqual(['/about', '/api/files/logo.png', '/en']);
  });

  it("reads a page's head and its visible text, not its scripts and styles, with addresses relative to the site", () => {
    const html = `<!DOCTYPE html><html><head><title>News &amp; events</title><meta name="description" content="What&#39;s new">
      <meta name="robots" content="noindex"><link rel="canonical" href="https://www.example.com/news"><style>.a{}</style></head>
      <body><h1>星垣 <b>微电子</b></h1><script>self.__next_f.push([1,"hidden"])</script><!-- note --><template>later</template>
      <img src="/x.png" alt="A chip"><script type="application/ld+json">{"@type":"Organization"}</script><p>Price&nbsp;88.70</p></body></html>`;
    expect(readingOf(html, ORIGINS).split('\n')).toEqual([
      'title: News & events',
      "description: What's new",
      'robots: noindex',
      'canonical : /news',
      'data: {"@type":"Organization"}',
      'text: 星垣 微电子 A chip Price 88.70',
    ]);
  });

  it('reads text answers as text and the rest by their bytes', () => {
    const bytes = new TextEncoder().encode('<loc>https://www.example.com/news</loc>');
    expect(contentOf('application/xml', bytes, ORIGINS)).toBe('<loc>/news</loc>');
    expect(contentOf('text/calendar', bytes, ORIGINS)).toBe('<loc>/news</loc>');
    expect(contentOf('application/pdf', bytes, ORIGINS)).toMatch(/^39 bytes, sha256 [0-9a-f]{64}$/);
  });

  it('names the first field that differs, with the text around where it starts to differ', () => {
    const base: Reading = { status: 200, type: 'text/html', location: null, content: 'text: same' };
    expect(differenceOf('/a', base, { ...base })).toBeNull();
    expect(differenceOf('/a', base, { ...base, status: 404 })).toEqual({ address: '/a', what: 'status', demo: '200', cms: '404' });
    const long = 'x'.repeat(100);
    const difference = differenceOf('/a', { ...base, content: `${long}demo` }, { ...base, content: `${long}cms` });
    expect(difference).toEqual({ address: '/a', what: 'content', demo: `…${'x'.repeat(60)}demo`, cms: `…${'x'.repeat(60)}cms` });
  });

  it('hides what an allowance names on its side only, and excuses an address of a side altogether', () => {
    const allowances: Allowance[] = [
      { address: /^\/investor/, side: 'demo', hide: / alerts/g, why: 'not yet' },
      { address: /captcha/, hide: /\d+/, why: 'random' },
      { address: /^\/qa/, side: 'cms', why: 'not yet' },
    ];
    const reading: Reading = { status: 200, type: 'text/html', location: null, content: 'text: IR alerts 42 alerts' };
    expect(allowed(reading, '/investor', 'demo', allowances).content).toBe('text: IR 42');
    expect(allowed({ ...reading, content: 'text: a b c' }, '/investor', 'demo', [{ address: /./, hide: /b/, why: '' }]).content).toBe(
      'text: a c',
    );
    expect(allowed(reading, '/investor', 'cms', allowances).content).toBe('text: IR alerts 42 alerts');
    expect(allowed(reading, '/x?captcha=text', 'cms', allowances).content).toBe('text: IR alerts alerts');
    expect(excused('/qa/ask', allowances, 'cms')?.why).toBe('not yet');
    expect(excused('/qa/ask', allowances, 'demo')).toBeUndefined();
    expect(excused('/qa/ask', allowances)?.why).toBe('not yet');
    // An allowance that hides a part excuses nothing else.
    expect(excused('/investor', allowances)).toBeUndefined();
  });
});
