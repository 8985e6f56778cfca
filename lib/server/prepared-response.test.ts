/** @jest-environment node */
import { createHash } from 'node:crypto';
import { etagMatches, FIRST_BROTLI_QUALITY, inlineScriptHashes, negotiateEncoding, prepareResponse } from './prepared-response';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes each executable inline script once, as the browser reads it, and nothing else', () => {
    const html = [
      '<script>self.__next_f.push([0])</script>',
      '<script nonce="x">self.__next_f.push([1,"中文"])</script>',
      '<script>self.__next_f.push([0])</script>',
      '<script type="module">import("/a.js")</script>',
      '<script src="/_next/static/a.js" async></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script></script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.__next_f.push([0])'),
      sha('self.__next_f.push([1,"中文"])'),
      sha('import("/a.js")'),
    ]);
  });
});

describe('preparing an answer', () => {
  it('keeps the headers worth replaying, compresses text of some size, hashes HTML scripts', async () => {
    const body = Buffer.from(`<html><body>${'<p>内容</p>'.repeat(300)}<script>go()</script></body></html>`);
    const prepared = await prepareResponse(
      200,
      {
        'Content-Type': 'text/html; charset=utf-8',
        'content-length': '1',
        date: 'x',
        connection: 'keep-alive',
        'x-nextjs-cache': 'MISS',
        'x-middleware-rewrite': '/zh/about',
        'content-security-policy': 'x',
        vary: 'rsc',
        link: ['<a>', '<b>'],
      },
      body,
    );
    expect(prepared.headers).toEqual({ 'content-type': 'text/html; charset=utf-8', vary: 'rsc, Accept-Encoding', link: '<a>, <b>' });
    expect(prepared.encoded.br!.length).toBeLessThan(body.length / 5);
    expect(prepared.encoded.gzip!.length).toBeLessThan(body.length / 5);
    // Made while the visitor waits: quality 6, made better once kept (lib/server/recompress.ts).
    expect(prepared.brotliQuality).toBe(FIRST_BROTLI_QUALITY);
    expect(prepared.scriptHashes).toEqual([sha('go()')]);
    expect(prepared.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('leaves small bodies and binary types uncompressed, and non-HTML without script hashes', async () => {
    const small = await prepareResponse(200, { 'content-type': 'text/plain' }, Buffer.from('User-agent: *'));
    expect(small.encoded).toEqual({});
    expect(small.brotliQuality).toBeUndefined();
    const image = await prepareResponse(200, { 'content-type': 'image/png' }, Buffer.alloc(5000));
    expect(image.encoded).toEqual({});
    expect(image.scriptHashes).toBeNull();
  });
});

describe('encoding negotiation', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    [undefined, 'identity'],
  ] as const)('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header, ['br', 'gzip'])).toBe(expected);
  });

  it('offers only what was prepared', () => {
    expect(negotiateEncoding('br, gzip', [])).toBe('identity');
  });
});

describe('ETag matching', () => {
  it('matches exact, weak and listed tags, and *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});
