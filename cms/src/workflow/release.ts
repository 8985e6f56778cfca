/**
 * Files are released with what they belong to (issue 45, "Publishing at an exact time, never early"): a file that an
 * unpublished article names (a draft, a publication scheduled for later, a draft change of a published article)
 * and no published article names is not served at its public path until that article is published. An exchange's
 * disclosure must not reach the company site before the designated media, its PDF included.
 */
import type { Payload, Where } from 'payload';

/** The article fields that hold a file. */
const FILE_FIELDS = ['cover', 'announcement.pdf', 'product.block_diagram', 'attachments.file'];

const naming = (id: number, prefix = ''): Where => ({ or: FILE_FIELDS.map((field) => ({ [`${prefix}${field}`]: { equals: id } })) });

/** Whether the file `id` waits for an article's publication. */
export async function fileHeld(payload: Payload, id: number): Promise<boolean> {
  const [drafts, draftChanges] = await Promise.all([
    payload.count({ collection: 'articles', where: { and: [naming(id), { _status: { not_equals: 'published' } }] }, overrideAccess: true }),
    payload.countVersions({
      collection: 'articles',
      where: { and: [naming(id, 'version.'), { latest: { equals: true } }, { 'version._status': { equals: 'draft' } }] },
      overrideAccess: true,
    }),
  ]);
  if (drafts.totalDocs === 0 && draftChanges.totalDocs === 0) return false;
  const live = await payload.count({
    collection: 'articles',
    where: { and: [naming(id), { _status: { equals: 'published' } }] },
    overrideAccess: true,
  });
  return live.totalDocs === 0;
}
