/**
 * Members' documents: served only at a sealed address (./seal.ts) that names the file and expires in ten
 * minutes, handed out inside the answer a member's token unlocked, and answered `private, no-store`. No
 * address under /api/files/ reaches them, and a guessed or old address is a 404.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { open, seal } from './seal';

const DIR = path.join(process.cwd(), 'demo', 'content', 'member-files');
const PURPOSE = 'member-file';
const TTL_MS = 10 * 60 * 1000;
export const MEMBER_FILES_PREFIX = 'member-files/';

/** The address (relative, as the contract's file fields are) of a member's document, valid for ten minutes. */
export function memberFileUrl(file: string, now = Date.now()): string {
  return `${MEMBER_FILES_PREFIX}${seal(PURPOSE, JSON.stringify({ file, expires: now + TTL_MS }))}.pdf`;
}

/** The answer for `member-files/<sealed>.pdf`: the document, or 404 for anything unsealed or expired. */
export async function serveMemberFile(name: string, method: string, now = Date.now()): Promise<Response> {
  const text = name.endsWith('.pdf') ? open(PURPOSE, name.slice(0, -'.pdf'.length)) : null;
  const entry = text === null ? null : (JSON.parse(text) as { file: string; expires: number });
  if (!entry || entry.expires <= now) return new Response('Not Found', { status: 404, headers: { 'cache-control': 'no-store' } });
  const bytes = await readFile(path.join(DIR, ...entry.file.split('/')));
  return new Response(method === 'HEAD' ? null : new Uint8Array(bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(bytes.byteLength),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'x-robots-tag': 'noindex',
    },
  });
}
