/**
 * What the members-only island of a detail page shows of an article: the fields it draws, with the
 * content already sanitized on the server (app/member/article/[id]/route.ts).
 */
import type { Article } from '@/lib/backend/types';

export type MemberArticle = {
  id: number;
  title: string;
  published_at: string;
  source: string;
  /** Sanitized HTML. */
  content: string;
  attachments: { name: string; url: string; size: number }[];
  /** The document of an investor document, if any. */
  pdf: { url: string; size: number } | null;
  /** The language of its text when it is not the one asked for. */
  lang: 'zh' | 'en' | null;
};

export function memberArticleView(article: Article, sanitizedContent: string): MemberArticle {
  const pdf = article.announcement?.pdf_url ? { url: article.announcement.pdf_url, size: article.announcement.pdf_size } : null;
  return {
    id: article.id,
    title: article.title,
    published_at: article.published_at,
    source: article.source,
    content: sanitizedContent,
    attachments: article.attachments.filter((file) => file.url).map((file) => ({ name: file.name, url: file.url, size: file.size })),
    pdf,
    lang: article.lang,
  };
}
