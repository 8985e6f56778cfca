/**
 * The body of `POST /_site/revalidate` and its secret: read within a bound, parsed and checked. Pure
 * functions.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { CONTENT_TAGS, isContentTag, type ContentTag } from '@/lib/core/render-report';

/** Largest revalidation body read. */
export const MAX_REVALIDATE_BODY = 16 * 1024;

/** `{ tags?: string[], paths?: string[] }`, at least one of them non-empty; a message when it is not. */
export function parseRevalidateRequest(body: unknown): { tags: ContentTag[]; paths: string[] } | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return '请求体应为 {"tags": [...], "paths": [...]}';
  const { tags = [], paths = [] } = body as { tags?: unknown; paths?: unknown };
  if (!Array.isArray(tags) || !tags.every(isContentTag)) return `tags 只能是 ${CONTENT_TAGS.join('、')}`;
  if (!Array.isArray(paths) || !paths.every((path) => typeof path === 'string' && path.startsWith('/') && path.length <= 2048))
    return 'paths 应为以 / 开头的路径';
  if (tags.length === 0 && paths.length === 0) return '请至少给出一个 tag 或 path';
  return { tags, paths: paths as string[] };
}

/** Constant-time comparison of an `Authorization: Bearer …` header with the secret. */
export function bearerMatches(authorization: string | undefined, secret: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!given) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(secret));
}
