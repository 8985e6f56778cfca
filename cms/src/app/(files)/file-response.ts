/**
 * A media file as the file routes answer it: its bytes with its content type, or 404. The public files
 * (`files/<path>`, kept an hour by any cache) and the files at a sealed address (src/members/files.ts): a members'
 * file for a signed-in member (`member-files/`), or a draft's file for whoever holds its preview link
 * (`preview-files/`), `private, no-store` so no shared cache keeps them.
 */
import config from '@payload-config';
import { getPayload } from 'payload';
import { mediaStore, notFound, storedFileResponse } from '@/files/storage';
import { fileOfAddress, type Sealed } from '@/members/files';

export { notFound };

/** The file of a media document, or 404 when its store has none. */
export const fileResponse = (doc: { filename?: string | null; mimeType?: string | null }, head: boolean, cacheControl: string) =>
  storedFileResponse(mediaStore, doc, head, cacheControl);

/**
 * A file at a sealed address, while the address holds; 404 for one that is forged, altered, expired or of the other
 * kind, and, at a members' address, for a file that is not members-only.
 */
export async function serveSealed(name: string, kind: Sealed, head: boolean): Promise<Response> {
  const id = fileOfAddress(name, kind);
  if (id === null) return notFound();
  const payload = await getPayload({ config });
  const doc = await payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, disableErrors: true });
  if (!doc || (kind === 'member' && !doc.members_only)) return notFound();
  return fileResponse(doc, head, 'private, no-store');
}
