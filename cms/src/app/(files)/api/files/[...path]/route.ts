/**
 * The public files (docs/backend-api.md, "Static files"): `GET /api/files/<path>` answers the media document
 * whose `path` it is, with its content type, or 404: for no such file, a members-only one, and one that waits for
 * its article's publication. Payload's own file
 * route stays closed to visitors.
 */
import config from '@payload-config';
import { getPayload } from 'payload';
import { fileHeld } from '@/workflow/release';
import { fileResponse, notFound } from '../../../file-response';

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
  return fileResponse(doc, head, 'public, max-age=3600');
}

type Context = { params: Promise<{ path: string[] }> };

export const GET = (_request: Request, { params }: Context) => serve(params, false);
export const HEAD = (_request: Request, { params }: Context) => serve(params, true);
