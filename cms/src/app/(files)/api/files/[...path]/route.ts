/**
 * The public files (docs/backend-api.md, "Static files"): `GET /api/files/<path>` answers the media document
 * whose `path` it is, with its content type, or 404: for no such file, a members-only one, and one that waits for
 * its article's publication. Payload's own file
 * route stays closed to visitors.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import config from '@payload-config';
import { getPayload } from 'payload';
import { DATA_DIR } from '@/paths';
import { fileHeld } from '@/workflow/release';

const notFound = () => new Response('Not Found', { status: 404, headers: { 'cache-control': 'no-store' } });

async function serve(params: Promise<{ path: string[] }>, head: boolean): Promise<Response> {
  const wanted = (await params).path.join('/');
  if (!wanted || wanted.split('/').includes('..')) return notFound();
  const payload = await getPayload({ config });
  const found = await payload.find({ collection: 'media', where: { path: { equals: wanted } }, limit: 1, depth: 0, overrideAccess: true });
  const doc = found.docs[0];
  // A members-only file is never served at its path: members get it at a sealed address of their own.
  if (!doc?.filename || doc.members_only) return notFound();
  // A file of an article not yet published is not out before the article is (src/workflow/release.ts).
  if (await fileHeld(payload, doc.id)) return notFound();
  const file = path.join(DATA_DIR, 'media', path.basename(doc.filename));
  const bytes = await readFile(file).catch(() => null);
  if (!bytes) return notFound();
  return new Response(head ? null : new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': doc.mimeType ?? 'application/octet-stream',
      'content-length': String(bytes.byteLength),
      'cache-control': 'public, max-age=3600',
    },
  });
}

type Context = { params: Promise<{ path: string[] }> };

export const GET = (_request: Request, { params }: Context) => serve(params, false);
export const HEAD = (_request: Request, { params }: Context) => serve(params, true);
