/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { deferScripts, loaderScript, SCRIPTS_PER_TASK } from './deferred-scripts';

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

  /** A document running the loader; jsdom has no MessageChannel, so it gets Node's. */
  const loaded = (sources: string[]) =>
    new JSDOM(page('', `<p>x</p>${loaderScript(sources)}`), {
      runScripts: 'dangerously',
      beforeParse: (window) => Object.assign(window, { MessageChannel }),
    }).window.document;

  it("writes a loader that appends the same scripts, async and in order, to the document's head", () => {
    const added = [...loaded(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']).head.querySelectorAll('script')];
    expect(added.map((script) => [script.getAttribute('src'), script.async])).toEqual([
      ['/_next/static/chunks/a.js', true],
      ['/_next/static/chunks/b.js', true],
    ]);
  });

  it('appends a few scripts per task, so that no one task prepares all the requests (issue 21)', async () => {
    const sources = Array.from({ length: 2 * SCRIPTS_PER_TASK + 1 }, (_, index) => `/_next/static/chunks/${index}.js`);
    const document = loaded(sources);
    const appended = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
    expect(appended()).toEqual(sources.slice(0, SCRIPTS_PER_TASK));
    // The rest follow in later tasks; wait for them, however slow the machine.
    while (appended().length < sources.length) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(appended()).toEqual(sources);
  });
});
