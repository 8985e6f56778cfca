/**
 * A members' file at its sealed address (src/members/files.ts): the file while the address holds, `private,
 * no-store` so no shared cache keeps it; 404 for an address that is forged, altered or expired, and for a file that
 * is not members-only.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import config from '@payload-config';
import { getPayload } from 'payload';
import { DATA_DIR } from '@/paths';
import { fileOfAddress } from '@/members/files';

const notFound = () => new Response('Not Found', { status: 404, headers: { 'cache-control': 'no-store' } });

async function serve(params: Promise<{ name: string }>, head: boolean): Promise<Response> {
  const id = fileOfAddress((await params).name);
  if (id === null) return notFound();
  const payload = await getPayload({ config });
  const doc = await payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, disableErrors: true });
  if (!doc?.filename || !doc.members_only) return notFound();
  const bytes = await readFile(path.join(DATA_DIR, 'media', path.basename(doc.filename))).catch(() => null);
  if (!bytes) return notFound();
  return new Response(head ? null : new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': doc.mimeType ?? 'application/octet-stream',
      'content-length': String(bytes.byteLength),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

type Context = { params: Promise<{ name: string }> };

export const GET = (_request: Request, { params }: Context) => serve(params, false);
export const HEAD = (_request: Request, { params }: Context) => serve(params, true);
