/**
 * A kept page as bytes, for the cache shared between instances (lib/server/shared-cache.ts): a length,
 * a JSON head (status, headers, ETag, script hashes, path, tags, times, brotli quality, body lengths), then the bodies
 * (identity, brotli, gzip) as they are. Pure functions; a page that is not one (truncated, another
 * format) decodes to undefined and is treated as absent.
 */
import type { CachedPage } from './page-cache';
import { isContentTag } from '@/lib/core/render-report';

const FORMAT = 1;

type Head = Omit<CachedPage, 'body' | 'encoded' | 'setCookies' | 'heldUntil'> & { format: number; lengths: [number, number, number] };

export function encodePage(page: CachedPage): Buffer {
  const br = page.encoded.br ?? Buffer.alloc(0);
  const gzip = page.encoded.gzip ?? Buffer.alloc(0);
  const head: Head = {
    format: FORMAT,
    status: page.status,
    headers: page.headers,
    etag: page.etag,
    scriptHashes: page.scriptHashes,
    path: page.path,
    tags: page.tags,
    renderedAt: page.renderedAt,
    freshUntil: page.freshUntil,
    ...(page.keepUntil === undefined ? {} : { keepUntil: page.keepUntil }),
    ...(page.brotliQuality === undefined ? {} : { brotliQuality: page.brotliQuality }),
    lengths: [page.body.length, br.length, gzip.length],
  };
  const json = Buffer.from(JSON.stringify(head));
  const size = Buffer.alloc(4);
  size.writeUInt32BE(json.length);
  return Buffer.concat([size, json, page.body, br, gzip]);
}

export function decodePage(bytes: Buffer): CachedPage | undefined {
  try {
    if (bytes.length < 4) return undefined;
    const headLength = bytes.readUInt32BE(0);
    const head = JSON.parse(bytes.subarray(4, 4 + headLength).toString('utf8')) as Head;
    const [bodyLength, brLength, gzipLength] = head.lengths;
    if (head.format !== FORMAT || 4 + headLength + bodyLength + brLength + gzipLength !== bytes.length || !head.tags.every(isContentTag))
      return undefined;
    let offset = 4 + headLength;
    const take = (length: number) => Buffer.from(bytes.subarray(offset, (offset += length)));
    const body = take(bodyLength);
    const br = take(brLength);
    const gzip = take(gzipLength);
    const { format: _format, lengths: _lengths, ...rest } = head;
    return { ...rest, setCookies: [], body, encoded: { ...(brLength ? { br } : {}), ...(gzipLength ? { gzip } : {}) } };
  } catch {
    return undefined;
  }
}
