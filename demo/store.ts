/**
 * Indexes over the demo content, one per language: the category tree with article counts, paginated
 * lists, and article details with their category path, neighbours and related articles.
 */
import type { ArticleInput, CategoryInput, CategoryRequest } from '@/lib/backend/types';
import { articlesIn, categoriesIn, type DemoArticle, type DemoCategory, type DemoLanguage } from './content/catalog';
import { memberFileUrl } from './member-files';

export type DemoStore = ReturnType<typeof createStore>;

/** Newest first; ties by id so the order is stable. */
function newestFirst(a: ArticleInput, b: ArticleInput): number {
  return b.published_at.localeCompare(a.published_at) || b.id - a.id;
}

/** An article as lists show it: without its text and access. */
export function summary(article: DemoArticle) {
  const { content: _content, access: _access, member_file: _file, source: _source, author: _author, ...rest } = article;
  return rest;
}

/** The indexes over one language's categories and articles. */
function createStore(categories: DemoCategory[], articles: DemoArticle[]) {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const childrenOf = new Map<number, DemoCategory[]>();
  for (const category of categories) {
    if (category.parent_id === null) continue;
    childrenOf.set(category.parent_id, [...(childrenOf.get(category.parent_id) ?? []), category]);
  }

  /** Articles that appear in lists: member-only articles are reachable by id only. */
  const listed = articles.filter((article) => article.access !== 'member');

  function descendantIds(id: number): number[] {
    return [id, ...(childrenOf.get(id) ?? []).flatMap((child) => descendantIds(child.id))];
  }

  function tree(category: DemoCategory): CategoryInput {
    const ids = new Set(descendantIds(category.id));
    return {
      ...category,
      article_count: listed.filter((article) => ids.has(article.category_id)).length,
      children: (childrenOf.get(category.id) ?? []).map(tree),
    };
  }

  function pathTo(id: number): { id: number; name: string }[] {
    const trail: { id: number; name: string }[] = [];
    for (let current = byId.get(id); current; current = current.parent_id === null ? undefined : byId.get(current.parent_id)) {
      trail.unshift({ id: current.id, name: current.name });
    }
    return trail;
  }

  function categoryInfo(request: CategoryRequest) {
    const category = byId.get(request.id);
    if (!category) return null;
    const page = request.page ?? 1;
    const pageSize = request.page_size ?? 10;
    const ids = new Set(request.include_children === false ? [category.id] : descendantIds(category.id));
    const inCategory = listed.filter((article) => ids.has(article.category_id)).sort(newestFirst);
    const matching = inCategory.filter(
      (article) =>
        (request.year === undefined || article.published_at.startsWith(`${request.year}-`)) &&
        (request.subtype === undefined || article.announcement?.subtype === request.subtype),
    );
    return {
      category: tree(category),
      path: pathTo(category.id),
      articles: {
        list: matching.slice((page - 1) * pageSize, page * pageSize).map(summary),
        page,
        page_size: pageSize,
        total: matching.length,
      },
      facets: {
        years: [...new Set(inCategory.map((article) => Number(article.published_at.slice(0, 4))))].sort((a, b) => b - a),
        subtypes: [...new Set(inCategory.flatMap((article) => (article.announcement?.subtype ? [article.announcement.subtype] : [])))],
      },
    };
  }

  function findArticle(id: number): DemoArticle | undefined {
    return articles.find((article) => article.id === id);
  }

  /** An article's answer; a member's document at an address made now (the caller checked the token). */
  function articleDetail(article: DemoArticle): ArticleInput {
    const { access: _access, member_file: file, ...rest } = article;
    if (file && rest.announcement) rest.announcement = { ...rest.announcement, pdf_url: memberFileUrl(file) };
    const siblings = listed.filter((candidate) => candidate.category_id === article.category_id).sort(newestFirst);
    const index = siblings.findIndex((candidate) => candidate.id === article.id);
    // A neighbour in another language than the one asked for says so, as the article does (`lang`).
    const ref = (candidate: DemoArticle | undefined) =>
      candidate ? { id: candidate.id, title: candidate.title, ...(candidate.lang ? { lang: candidate.lang } : {}) } : null;
    return {
      ...rest,
      category_path: pathTo(article.category_id),
      // Newer article first in the list: "previous" is the newer neighbour, "next" the older one.
      prev: index > 0 ? ref(siblings[index - 1]) : null,
      next: index >= 0 ? ref(siblings[index + 1]) : null,
      related: siblings
        .filter((candidate) => candidate.id !== article.id)
        .slice(0, 4)
        .map((candidate) => ref(candidate)!),
    };
  }

  return { categoryInfo, findArticle, articleDetail };
}

const stores: Record<DemoLanguage, DemoStore> = {
  zh: createStore(categoriesIn.zh, articlesIn.zh),
  en: createStore(categoriesIn.en, articlesIn.en),
};

/** The content of one language. */
export function storeFor(lang: DemoLanguage): DemoStore {
  return stores[lang];
}

/** The Chinese content (the default language). */
export const { categoryInfo, findArticle, articleDetail } = stores.zh;
