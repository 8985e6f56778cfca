/** @jest-environment jsdom */
import { EMBED_HOSTS } from '@/lib/embeds';
import { sanitizeCmsHtml } from './sanitize';
import { XSS_CORPUS } from '../../tests/support/xss-corpus';

describe('CMS HTML sanitizer', () => {
  it('keeps ordinary content', () => {
    expect(sanitizeCmsHtml('<p>星垣<strong>微</strong></p><ul><li>a</li></ul>')).toBe('<p>星垣<strong>微</strong></p><ul><li>a</li></ul>');
  });

  it.each([
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<img src="x.png" onerror="alert(1)">', '<img src="/api/x.png" loading="lazy" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,hi">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe>', ''],
    [
      '<iframe src="https://player.bilibili.com/player.html?bvid=1" onload="x()" sandbox="allow-top-navigation"></iframe>',
      '<iframe src="https://player.bilibili.com/player.html?bvid=1" title="视频" sandbox="allow-scripts allow-same-origin allow-presentation" allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    ],
    ['<p style="position:fixed">x</p>', '<p>x</p>'],
    ['<style>body{display:none}</style>', ''],
    ['<img src="//evil.example/x.png">', ''],
  ])('neutralises %s', (input, output) => {
    expect(sanitizeCmsHtml(input)).toBe(output);
  });

  it('opens links to other sites in a new tab with rel=noopener; site links stay as they are', () => {
    expect(sanitizeCmsHtml('<a href="https://a.example" target="_blank">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeCmsHtml('<a href="https://a.example" rel="opener">a</a>')).toBe(
      '<a href="https://a.example" rel="noopener noreferrer" target="_blank">a</a>',
    );
    expect(sanitizeCmsHtml('<a href="/product/detail/101" target="_self" rel="opener">a</a>')).toBe('<a href="/product/detail/101">a</a>');
  });

  it("writes links to the site's pages in the page's language, and drops any that resolve off the site", () => {
    const html =
      '<a href="/news/detail/211">a</a><a href="/en/about">b</a><a href="/api/files/a.pdf">c</a><a href="/\\evil.example">d</a><a href="/.//evil.example">e</a>';
    expect(sanitizeCmsHtml(html, 'en')).toBe(
      '<a href="/en/news/detail/211">a</a><a href="/en/about">b</a><a href="/api/files/a.pdf">c</a><a>d</a><a>e</a>',
    );
    expect(sanitizeCmsHtml(html, 'zh')).toBe(
      '<a href="/news/detail/211">a</a><a href="/en/about">b</a><a href="/api/files/a.pdf">c</a><a>d</a><a>e</a>',
    );
  });

  it('resolves backend-relative paths of images and links under /api/, as path fields are', () => {
    const html = sanitizeCmsHtml(
      '<img src="files/news/x.svg" alt="a"><img src="/api/files/y.png"><img src="../etc/passwd" alt="b"><a href="files/docs/a.pdf">PDF</a><a href="/product">产品</a><a href="#top">顶部</a><a href="https://example.com/">外部</a>',
    );
    expect(html).toContain('<img src="/api/files/news/x.svg" alt="a" loading="lazy" />');
    expect(html).toContain('<img src="/api/files/y.png" loading="lazy" />');
    expect(html).not.toContain('passwd');
    expect(html).not.toContain('alt="b"');
    expect(html).toContain('<a href="/api/files/docs/a.pdf">PDF</a>');
    expect(html).toContain('<a href="/product">产品</a>');
    expect(html).toContain('<a href="#top">顶部</a>');
    expect(html).toContain('href="https://example.com/"');
  });

  it('demotes <h1> so the page keeps exactly one', () => {
    expect(sanitizeCmsHtml('<h1>t</h1>')).toBe('<h2>t</h2>');
  });

  describe('XSS corpus', () => {
    const ALLOWED_TAGS = new Set([
      'P',
      'BR',
      'HR',
      'STRONG',
      'B',
      'EM',
      'I',
      'U',
      'S',
      'SUB',
      'SUP',
      'SMALL',
      'MARK',
      'CODE',
      'PRE',
      'BLOCKQUOTE',
      'H2',
      'H3',
      'H4',
      'H5',
      'H6',
      'UL',
      'OL',
      'LI',
      'DL',
      'DT',
      'DD',
      'TABLE',
      'THEAD',
      'TBODY',
      'TFOOT',
      'TR',
      'TH',
      'TD',
      'CAPTION',
      'FIGURE',
      'FIGCAPTION',
      'IMG',
      'A',
      'SPAN',
      'DIV',
      'IFRAME',
    ]);
    const URL_ATTRIBUTES = [
      'href',
      'src',
      'srcset',
      'action',
      'formaction',
      'background',
      'xlink:href',
      'data',
      'poster',
      'lowsrc',
      'dynsrc',
    ];

    /** What the browser would build from the sanitizer's output. */
    function parse(html: string): Element[] {
      const template = document.createElement('template');
      template.innerHTML = html;
      return [...template.content.querySelectorAll('*')];
    }

    it.each(XSS_CORPUS.map((vector) => [vector]))('%s', (vector) => {
      const clean = sanitizeCmsHtml(vector);
      // Idempotent: sanitizing the output again changes nothing (no mutation left to exploit).
      expect(sanitizeCmsHtml(clean)).toBe(clean);
      for (const element of parse(clean)) {
        expect(ALLOWED_TAGS).toContain(element.tagName);
        for (const attribute of element.getAttributeNames()) {
          expect(attribute).not.toMatch(/^on/i);
          expect(attribute).not.toMatch(/^(style|srcdoc|formaction|action|background|srcset|name|id|class)$/i);
        }
        for (const name of URL_ATTRIBUTES) {
          const value = element.getAttribute(name);
          if (value === null) continue;
          const url = new URL(value, 'https://site.example/');
          if (element.tagName === 'IFRAME') {
            expect(url.protocol).toBe('https:');
            expect(EMBED_HOSTS).toContain(url.hostname);
          } else {
            expect(['https:', 'http:', 'mailto:', 'tel:']).toContain(url.protocol);
          }
        }
        if (element.tagName === 'IFRAME')
          expect(element.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation');
        if (element.getAttribute('target') === '_blank') expect(element.getAttribute('rel')).toBe('noopener noreferrer');
      }
      // Scheme-like text may survive only inside a relative URL or as text, never as a URL's scheme (above).
      expect(clean).not.toMatch(/<\/?(script|style)\b/i);
    });
  });
});
