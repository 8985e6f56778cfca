/**
 * Members' files (docs/backend-api.md, "Members' files"): a members-only file is never at a public address. A
 * signed-in member gets an address that is itself the permission, `member-files/<sealed>.<ext>`: the file and an
 * expiry ten minutes ahead, sealed (./seal.ts). src/app/(files)/api/member-files/ serves it `private, no-store`, and
 * answers 404 for anything else.
 */
import { open, seal } from './seal';

export const MEMBER_FILE_TTL_SECONDS = 600;
const PURPOSE = 'member-file';

type FileDoc = { id?: number; filename?: string | null; members_only?: boolean | null };

/** A members-only file's address for a member, or '' for anything that is not one. */
export function memberFileUrl(file: unknown, now = Date.now()): string {
  const doc = typeof file === 'object' && file !== null ? (file as FileDoc) : null;
  if (!doc?.id || !doc.members_only) return '';
  const extension = /\.([A-Za-z0-9_]{1,12})$/.exec(doc.filename ?? '')?.[1] ?? 'bin';
  return `member-files/${seal(PURPOSE, `${doc.id}|${Math.floor(now / 1000) + MEMBER_FILE_TTL_SECONDS}`)}.${extension.toLowerCase()}`;
}

/** The media id an address names, while it holds; null for anything else. */
export function fileOfAddress(name: string, now = Date.now()): number | null {
  const sealed = name.replace(/\.[A-Za-z0-9_]{1,12}$/, '');
  const [id, expires] = open(PURPOSE, sealed)?.split('|') ?? [];
  return id && expires && Number(expires) * 1000 > now ? Number(id) : null;
}
