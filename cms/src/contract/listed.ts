/**
 * A page of a list (`web/get_category_info_by_id`): which listed articles it shows, newest first, and how many there
 * are, as two SQL queries on the articles' own table (one database or the other: Payload's SQL adapters share
 * drizzle). Payload's read would load every article's arrays even when asked for its id alone, and take tens of
 * milliseconds for a page of products (npm run cms:scale); the page's summaries are kept per article (catalog.ts).
 */
import type { Payload } from 'payload';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, ne, or, type SQL } from '@payloadcms/db-sqlite/drizzle';
import { drizzleOf, listedSql } from './stamp';
import type { ListedRow } from './catalog';

/** What a list is filtered by: its categories, and optionally a year of publication and kinds of documents. */
export type ListFilter = { categories: number[]; year?: number; kinds?: number[] };

const yearStart = (year: number) => `${year}-01-01T00:00:00.000Z`;

type Table = ReturnType<typeof drizzleOf>['tables'][string];

/** Lists' order: newest first, the later id first on the same day. */
const newestFirst = (table: Table) => [desc(table.published_at!), desc(table.id)];

/** The articles `where` picks, in `order`: their ids and when each last changed, `limit` of them from `offset`. */
async function rowsWhere(payload: Payload, where: SQL | undefined, order: SQL[], limit: number, offset = 0): Promise<ListedRow[]> {
  const db = drizzleOf(payload);
  const table = db.tables.articles!;
  const found = await db.drizzle
    .select({ id: table.id, updatedAt: table.updatedAt })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return found.map((row) => ({ id: Number(row.id), updatedAt: row.updatedAt }));
}

export async function listedPage(
  payload: Payload,
  filter: ListFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: ListedRow[]; total: number }> {
  const db = drizzleOf(payload);
  const table = db.tables.articles!;
  const conditions: SQL[] = [inArray(table.category!, filter.categories), listedSql(table)!];
  if (filter.year !== undefined)
    conditions.push(gte(table.published_at!, yearStart(filter.year)), lt(table.published_at!, yearStart(filter.year + 1)));
  if (filter.kinds !== undefined) conditions.push(inArray(table.announcement_subtype!, filter.kinds));
  const where = and(...conditions);
  const [counted] = await db.drizzle.select({ total: count() }).from(table).where(where);
  const total = Number(counted?.total ?? 0);
  if (total <= (page - 1) * pageSize) return { rows: [], total };
  return { rows: await rowsWhere(payload, where, newestFirst(table), pageSize, (page - 1) * pageSize), total };
}

/**
 * An article's neighbours in its category's newest-first list (`prev` the newer, `next` the older; none for a
 * members-only article, which no list shows) and the category's newest other articles (`related`, at most 4).
 */
export async function neighbours(
  payload: Payload,
  article: { id: number; category: number | null; published_at: string; listed: boolean },
): Promise<{ prev?: ListedRow; next?: ListedRow; related: ListedRow[] }> {
  if (article.category === null) return { related: [] };
  const table = drizzleOf(payload).tables.articles!;
  const sameCategory = and(eq(table.category!, article.category), listedSql(table))!;
  const at = article.published_at;
  const rows = (where: SQL, order: SQL[], limit: number) => rowsWhere(payload, and(sameCategory, where), order, limit);
  const newer = or(gt(table.published_at!, at), and(eq(table.published_at!, at), gt(table.id, article.id)))!;
  const older = or(lt(table.published_at!, at), and(eq(table.published_at!, at), lt(table.id, article.id)))!;
  const [[prev], [next], related] = await Promise.all([
    article.listed ? rows(newer, [asc(table.published_at!), asc(table.id)], 1) : [],
    article.listed ? rows(older, newestFirst(table), 1) : [],
    rows(ne(table.id, article.id)!, newestFirst(table), 4),
  ]);
  return { ...(prev ? { prev } : {}), ...(next ? { next } : {}), related };
}

/**
 * The newest listed article of one kind of investor documents among some categories (its id and date, to order the
 * kinds of a list's filter as the list shows them), or none.
 */
export async function newestOfKind(payload: Payload, categories: number[], kind: number): Promise<{ id: number; at: string } | null> {
  const db = drizzleOf(payload);
  const table = db.tables.articles!;
  const [row] = await db.drizzle
    .select({ id: table.id, at: table.published_at! })
    .from(table)
    .where(and(inArray(table.category!, categories), listedSql(table), eq(table.announcement_subtype!, kind)))
    .orderBy(...newestFirst(table))
    .limit(1);
  return row ? { id: Number(row.id), at: String(row.at) } : null;
}
