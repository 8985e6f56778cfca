/**
 * `POST /member/article/{id}` with the visitor's `token` header: a members-only article, read from the
 * backend with that token and sanitized here, for the members-only island of a detail page. The answer
 * is the visitor's own (`private, no-store`) and never enters a shared cache; POST keeps it out of the
 * page cache, which serves GET. Answers the envelope of requirements §8: code 1 with the article, -1000 when the
 * token is missing or no longer valid, 0 when there is no such article. `?lang=en` reads the English
 * article (the route is outside locale routing; Chinese by default).
 */
import { getArticleAsMember, inLanguage } from '@/lib/backend';
import { toLocale } from '@/i18n/config';
import { isAbsence, isBackendError, isMembersOnly } from '@/lib/backend/errors';
import { parseId } from '@/lib/params';
import { sanitizeCmsHtml } from '@/lib/pages/sanitize';
import { memberArticleView } from '@/lib/member-article';

export const dynamic = 'force-dynamic';

const MAX_TOKEN_LENGTH = 512;

function envelope(status: number, code: number, msg: string, data: unknown = null): Response {
  return Response.json({ code, msg, data }, { status, headers: { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' } });
}

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id);
  if (id === null) return envelope(404, 0, '文章不存在');
  const token = request.headers.get('token') ?? '';
  if (!token || token.length > MAX_TOKEN_LENGTH) return envelope(200, -1000, '请先登录');
  try {
    const locale = toLocale(new URL(request.url).searchParams.get('lang'));
    const article = await inLanguage(locale, () => getArticleAsMember(id, token));
    return envelope(200, 1, 'success', memberArticleView(article, sanitizeCmsHtml(article.content, locale)));
  } catch (error) {
    if (!isBackendError(error)) throw error;
    if (isMembersOnly(error)) return envelope(200, -1000, '请先登录');
    if (isAbsence(error)) return envelope(404, 0, '文章不存在');
    return envelope(503, 503, '服务暂时不可用');
  }
}
