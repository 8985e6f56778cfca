/** @jest-environment node */
import { echoed, filePaths, idDifference, newestFirst, sharedItems, sitePaths, unmarkedChinese } from './judge';
import { resolveSitePath } from './site-routes';
import { parseArguments } from './cli';

describe('the judgements over answers', () => {
  it('finds Chinese text in an English answer, except on items marked Chinese and the record lines', () => {
    const data = {
      web_site_icp: '沪ICP备00000000号',
      title: 'Investor relations',
      logo: 'files/标志.png',
      list: [{ title: '董事会决议公告', lang: 'zh' }, { title: '年度报告' }, { title: 'Annual report', lang: 'en' }],
    };
    expect(unmarkedChinese(data)).toEqual(['data.list[1].title']);
    expect(unmarkedChinese({ list: [{ title: '公告', lang: 'zh-CN' }] })).toEqual([]);
  });

  it('compares the ids of two answers whatever their order', () => {
    expect(idDifference({ list: [{ id: 1 }, { id: 2 }], total: 2 }, { list: [{ id: 2 }, { id: 1 }], total: 2 })).toBeNull();
    expect(idDifference({ list: [{ id: 1 }], total: 1 }, { list: [{ id: 3 }], total: 1 })).toBe('data.list[].id=3 in English only');
    expect(idDifference({ list: [{ id: 1 }, { id: 1 }] }, { list: [{ id: 1 }] })).toBe('data.list[].id=1 in Chinese only');
  });

  it('finds the files and site paths an answer links, leaving out other hosts and `..`', () => {
    const data = {
      logo: 'files/logo.png',
      pdf_url: '/api/files/docs/1.pdf',
      other: 'https://cdn.example/x.png',
      bad: 'files/../secret',
      link_url: '/news/detail/5',
      url: '//evil.example/',
      content: '<p><a href="/product?category=11">x</a> <a href="/api/files/a.pdf">y</a></p>',
    };
    expect(filePaths(data).sort()).toEqual(['files/docs/1.pdf', 'files/logo.png']);
    expect(sitePaths(data).sort()).toEqual(['/news/detail/5', '/product?category=11']);
  });

  it('tells what a site path needs of the backend', () => {
    expect(resolveSitePath('/news/detail/211')).toEqual({ kind: 'article', id: 211 });
    expect(resolveSitePath('/en/product/101')).toEqual({ kind: 'article', id: 101 });
    expect(resolveSitePath('/product?category=11')).toEqual({ kind: 'category', id: 11 });
    expect(resolveSitePath('/investor/meetings/7')).toEqual({ kind: 'page' });
    expect(resolveSitePath('/')).toEqual({ kind: 'page' });
    expect(resolveSitePath('/products/x')).toEqual({ kind: 'none' });
  });

  it('sees pages that share items, lists out of order, and details echoed', () => {
    expect(sharedItems([{ id: 1 }, { id: 2 }], [{ id: 2 }, { id: 3 }])).toBe(1);
    expect(newestFirst(['2026-05-01', '2026-04-01T08:00:00Z', '2026-04-01'])).toEqual({ ok: true });
    expect(newestFirst(['2026-04-01', '2026-05-01'])).toEqual({ ok: false, pair: ['2026-04-01', '2026-05-01'] });
    expect(echoed({ reference: 'M-1', email: 'A@example.com' }, ['a@example.com', 'Conformance Test'])).toEqual(['a@example.com']);
  });
});

describe('the command line', () => {
  it('reads the backend, --write, --member, --json and --captcha-hook', () => {
    expect(
      parseArguments(
        ['http://127.0.0.1:4000/api/', '--write', '--member', 'investor:a:b', '--json', 'r.json', '--captcha-hook', 'none'],
        {},
      ),
    ).toEqual({
      base: 'http://127.0.0.1:4000',
      write: true,
      member: { username: 'investor', password: 'a:b' },
      json: 'r.json',
      captchaHook: null,
    });
    expect(parseArguments([], {})).toMatch(/^usage/);
    expect(parseArguments(['http://x', '--nope'], {})).toMatch(/unknown option --nope/);
    expect(parseArguments(['http://x'], { CONFORMANCE_MEMBER: 'nocolon' })).toMatch(/--member is/);
    expect(parseArguments(['http://x', '--only', 'web/get_info, web/get_site_list'], {})).toMatchObject({
      only: ['web/get_info', 'web/get_site_list'],
    });
    expect(parseArguments(['http://x', '--only', 'web/nope'], {})).toMatch(/--only names calls of the contract: not web\/nope/);
  });
});
