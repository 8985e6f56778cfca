/** @jest-environment node */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inlineStylesheets, linkEntries, styleText, withoutStylePreloads } from './inline-stylesheets';
import { staticStylesheets } from './static-stylesheets';

const CSS: Record<string, string> = {
  '/_next/static/chunks/a.css': '.a{color:red}',
  '/_next/static/chunks/b.css': '.b{content:"</style><script>x()</script>"}',
};
const read = (href: string) => CSS[href] ?? null;
const link = (href: string) => `<link rel="stylesheet" href="${href}" nonce="n" data-precedence="next"/>`;

describe('inlineStylesheets', () => {
  it('writes each own stylesheet into the head, in order, and leaves its link there disabled', () => {
    const html = `<!DOCTYPE html><html><head>${link('/_next/static/chunks/a.css')}${link('/_next/static/chunks/b.css')}</head><body><p>x</p></body></html>`;
    const { html: out, inlined } = inlineStylesheets(html, read);
    expect(inlined).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/b.css']);
    expect(out).toBe(
      '<!DOCTYPE html><html><head>' +
        '<style data-inlined-href="/_next/static/chunks/a.css">.a{color:red}</style><link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="n" data-precedence="next" disabled/>' +
        '<style data-inlined-href="/_next/static/chunks/b.css">.b{content:"<\\/style><script>x()</script>"}</style><link rel="stylesheet" href="/_next/static/chunks/b.css" nonce="n" data-precedence="next" disabled/>' +
        '</head><body><p>x</p></body></html>',
    );
  });

  it("drops an `as` from the disabled link: React writes one on a next/dynamic component's stylesheet, where HTML allows it only on a preload", () => {
    const html = `<html><head><link href="/_next/static/chunks/a.css" rel="stylesheet" as="style" nonce="n" data-precedence="dynamic"/></head></html>`;
    expect(inlineStylesheets(html, read).html).toBe(
      '<html><head><style data-inlined-href="/_next/static/chunks/a.css">.a{color:red}</style>' +
        '<link href="/_next/static/chunks/a.css" rel="stylesheet" nonce="n" data-precedence="dynamic" disabled/></head></html>',
    );
  });

  it('leaves alone what is not an own stylesheet it can read, and anything after the head', () => {
    const kept = [
      '<link rel="preload" href="/_next/static/chunks/a.css" as="style"/>',
      '<link rel="stylesheet" href="https://cdn.example/a.css"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/../../secret.css"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/missing.css"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" disabled/>',
      '<link rel="stylesheet" href="/_next/static/chunks/b.css" disabled=""/>',
    ].join('');
    const html = `<html><head>${kept}</head><body>${link('/_next/static/chunks/a.css')}</body></html>`;
    expect(inlineStylesheets(html, read)).toEqual({ html, inlined: [] });
    expect(inlineStylesheets('<p>no head</p>', read)).toEqual({ html: '<p>no head</p>', inlined: [] });
  });
});

describe('withoutStylePreloads', () => {
  const banner = '</api/files/b.svg>; rel=preload; as="image"; imagesrcset="/a.png 640w, /b.png 750w"; media="(max-width: 767px)"';
  const style = (href: string) => `<${href}>; rel=preload; as="style"; nonce="n"`;

  it('splits a Link header at the commas between entries only', () => {
    expect(linkEntries(`${banner}, ${style('/x.css')}`)).toEqual([banner, style('/x.css')]);
  });

  it('drops the style preloads of what was inlined, keeps every other entry', () => {
    const field = [style('/_next/static/chunks/a.css'), banner, style('/_next/static/chunks/other.css')].join(', ');
    expect(withoutStylePreloads(field, ['/_next/static/chunks/a.css'])).toBe(`${banner}, ${style('/_next/static/chunks/other.css')}`);
    expect(withoutStylePreloads(style('/_next/static/chunks/a.css'), ['/_next/static/chunks/a.css'])).toBeNull();
  });
});

describe('styleText', () => {
  it('cannot end its <style> element early, in any case', () => {
    expect(styleText('a{}</STYLE><b>')).toBe('a{}<\\/STYLE><b>');
  });
});

describe('staticStylesheets', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'stylesheets-'));
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(dist, 'static', 'chunks', 'a.css'), '.a{}');
  writeFileSync(path.join(dist, 'secret.css'), '.secret{}');
  writeFileSync(path.join(dist, 'static', 'chunks', 'a.js'), 'x()');
  // Gone with the suite (each run left one).
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('reads the build’s stylesheets by address, and nothing outside them', () => {
    const stylesheet = staticStylesheets(dist);
    expect(stylesheet('/_next/static/chunks/a.css')).toBe('.a{}');
    expect(stylesheet('/_next/static/../secret.css')).toBeNull();
    expect(stylesheet('/_next/static/chunks/a.js')).toBeNull();
    expect(stylesheet('/_next/static/chunks/missing.css')).toBeNull();
  });

  it('reads each file once', () => {
    const stylesheet = staticStylesheets(dist);
    expect(stylesheet('/_next/static/chunks/a.css')).toBe('.a{}');
    writeFileSync(path.join(dist, 'static', 'chunks', 'a.css'), '.changed{}');
    expect(stylesheet('/_next/static/chunks/a.css')).toBe('.a{}');
  });
});
