/**
 * A file at a sealed address (src/members/files.ts): a members' file for a signed-in member (`member-files/`), or a
 * draft's file for whoever holds its preview link (`preview-files/`). Served while the address holds, `private,
 * no-store` so no shared cache keeps it; 404 for an address that is forged, altered, expired or of the other kind,
 * and, at a members' address, for a file that is not members-only.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import config from '@payload-config';
import { getPayload } from 'payload';
import { DATA_DIR } from '@/paths';
import { fileOfAddress, type Sealed } from '@/members/files';

const notFound = () => new Response('Not Found', { status: 404, headers: { 'cache-control': 'no-store' } });

export async function serveSealed(name: string, kind: Sealed, head: boolean): Promise<Response> {
  const id = fileOfAddress(name, kind);
  if (id === null) return notFound();
  const payload = await getPayload({ config });
  const doc = await payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, disableErrors: true });
  if (!doc?.filename || (kind === 'member' && !doc.members_only)) return notFound();
  const bytes = await readFile(path.join(DATA_DIR, 'media', path.basename(doc.filename))).catch(() => null);
  if (!bytes) return notFound();
  return new Response(head ? null : new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': doc.mimeType ?? 'application/octet-stream',
      'content-length': String(bytes.byteLength),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      // An SVG is a picture here: opened on its own, it runs nothing.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
