/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { deferScripts, loaderScript } from './deferred-scripts';

const chunk = (name: string, extra = '') => `<script src="/_next/static/chunks/${name}.js" async="" nonce="n"${extra}></script>`;
const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('deferScripts', () => {
  it('moves every own async chunk, and the preload of one, into one loader at the end of the body, in order', () => {
    const html = page(
      `<meta charSet="utf-8"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>${chunk('a')}${chunk('b')}`,
      `<h1>标题</h1><script>self.__next_f.push([0])</script><script src="/_next/static/chunks/boot.js" nonce="n" async=""></script>`,
    );
    const { html: out, deferred } = deferScripts(html);
    expect(deferred).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/boot.js']);
    expect(out).toBe(page('<meta charSet="utf-8"/>', `<h1>标题</h1><script>self.__next_f.push([0])</script>${loaderScript(deferred)}`));
  });

  it('leaves alone scripts that are not own async chunks, and pages without a body end', () => {
    const kept = [
      '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="n"></script>',
      '<script src="/_next/static/chunks/sync.js"></script>',
      '<script src="https://cdn.example/x.js" async=""></script>',
      '<script src="/_next/static/chunks/../../secret.js" async=""></script>',
      '<script src="/_next/static/chunks/m.js" type="module" async=""></script>',
      '<script type="application/ld+json">{"a":1}</script>',
      '<link rel="preload" as="script" href="/_next/static/chunks/other.js"/>',
    ].join('');
    const html = page(kept, '<p>x</p>');
    expect(deferScripts(html)).toEqual({ html, deferred: [] });
    const unfinished = `<html><head>${chunk('a')}</head><body><p>x</p>`;
    expect(deferScripts(unfinished)).toEqual({ html: unfinished, deferred: [] });
  });

  it("writes a loader that appends the same scripts, async and in order, to the document's head", () => {
    const dom = new JSDOM(page('', `<p>x</p>${loaderScript(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'])}`), { runScripts: 'dangerously' });
    const added = [...dom.window.document.head.querySelectorAll('script')];
    expect(added.map((script) => [script.getAttribute('src'), script.async])).toEqual([
      ['/_next/static/chunks/a.js', true],
      ['/_next/static/chunks/b.js', true],
    ]);
  });
});
