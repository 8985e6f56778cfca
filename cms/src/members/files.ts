/**
 * Members' files (docs/backend-api.md, "Members' files"): a members-only file is never at a public address. A
 * signed-in member gets an address that is itself the permission, `member-files/<sealed>.<ext>`: the file and an
 * expiry ten minutes ahead, sealed (./seal.ts). src/app/(files)/api/member-files/ serves it `private, no-store`, and
 * answers 404 for anything else.
 */
import { open, seal } from './seal';

export const MEMBER_FILE_TTL_SECONDS = 600;

/**
 * The sealed addresses: a members' file (`member-files/`), and any file of a draft opened through a preview link
 * (`preview-files/`: a draft's new pictures and PDFs are not at their public paths until it is published).
 */
export const SEALED = {
  member: { purpose: 'member-file', prefix: 'member-files/' },
  preview: { purpose: 'preview-file', prefix: 'preview-files/' },
} as const;
export type Sealed = keyof typeof SEALED;

type FileDoc = { id?: number; filename?: string | null; members_only?: boolean | null };

function sealedUrl(kind: Sealed, doc: FileDoc & { id: number }, now: number): string {
  const extension = /\.([A-Za-z0-9_]{1,12})$/.exec(doc.filename ?? '')?.[1] ?? 'bin';
  const { purpose, prefix } = SEALED[kind];
  return `${prefix}${seal(purpose, `${doc.id}|${Math.floor(now / 1000) + MEMBER_FILE_TTL_SECONDS}`)}.${extension.toLowerCase()}`;
}

const fileDoc = (file: unknown) => (typeof file === 'object' && file !== null ? (file as FileDoc) : null);

/** A members-only file's address for a member, or '' for anything that is not one. */
export function memberFileUrl(file: unknown, now = Date.now()): string {
  const doc = fileDoc(file);
  return doc?.id && doc.members_only ? sealedUrl('member', { ...doc, id: doc.id }, now) : '';
}

/** Any file's address for whoever holds a draft's preview link, or '' for no file. */
export function previewFileUrl(file: unknown, now = Date.now()): string {
  const doc = fileDoc(file);
  return doc?.id ? sealedUrl('preview', { ...doc, id: doc.id }, now) : '';
}

/** The media id an address of that kind names, while it holds; null for anything else. */
export function fileOfAddress(name: string, kind: Sealed = 'member', now = Date.now()): number | null {
  const sealed = name.replace(/\.[A-Za-z0-9_]{1,12}$/, '');
  const [id, expires] = open(SEALED[kind].purpose, sealed)?.split('|') ?? [];
  return id && expires && Number(expires) * 1000 > now ? Number(id) : null;
}
