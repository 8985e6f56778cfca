/**
 * The conformance suite's judgements that need no backend (issue 44): pure functions over answers' `data`.
 * Which text of an English answer is Chinese without its item saying so, which ids an answer names, which
 * files and site paths it links, and whether two pages of a list share an item.
 */

/** Han characters: what makes a text Chinese here (kana and hangul are not asked of this site). */
export const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

/** Fields that stay Chinese in both languages (docs/backend-api.md, "Languages: `lang`"). */
const ALWAYS_CHINESE = new Set(['web_site_icp', 'web_site_public_security']);

/** A file or an address, not text a reader reads: the same in both languages. */
const NOT_TEXT = /^(?:files\/|member-files\/|\/|https?:|data:|mailto:|tel:)/;

type Visit = (key: string, value: unknown, path: string) => void;

function walk(value: unknown, path: string, key: string, visit: Visit, skip?: (node: Record<string, unknown>) => boolean): void {
  visit(key, value, path);
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, `${path}[${index}]`, key, visit, skip));
  } else if (typeof value === 'object' && value !== null) {
    const node = value as Record<string, unknown>;
    if (skip?.(node)) return;
    for (const [name, item] of Object.entries(node)) walk(item, path ? `${path}.${name}` : name, name, visit, skip);
  }
}

/**
 * The places of an English answer that hold Chinese text without their item being marked `"lang": "zh"`:
 * an item in one language only says so, and every other text is in the language asked for.
 */
export function unmarkedChinese(data: unknown): string[] {
  const found: string[] = [];
  walk(
    data,
    'data',
    '',
    (key, value, path) => {
      if (typeof value === 'string' && HAN.test(value) && !ALWAYS_CHINESE.has(key) && !NOT_TEXT.test(value)) found.push(path);
    },
    (node) => typeof node.lang === 'string' && /^zh\b/i.test(node.lang),
  );
  return found;
}

/** The fields that name a thing rather than say something: the same in both languages. */
const ID_FIELDS = new Set(['id', 'product_id', 'category_id', 'parent_id', 'number', 'reference', 'part_number', 'total']);

/** The ids an answer names, as `place=value` with list positions left out, sorted: equal in both languages. */
export function idsOf(data: unknown): string[] {
  const ids: string[] = [];
  walk(data, 'data', '', (key, value, path) => {
    if (ID_FIELDS.has(key) && (typeof value === 'number' || typeof value === 'string'))
      ids.push(`${path.replace(/\[\d+\]/g, '[]')}=${value}`);
  });
  return ids.sort();
}

/** The first id that one answer names and the other does not, or null when both name the same. */
export function idDifference(zh: unknown, en: unknown): string | null {
  const left = idsOf(zh);
  const right = idsOf(en);
  const counts = new Map<string, number>();
  for (const id of left) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const id of right) {
    const count = counts.get(id) ?? 0;
    if (count === 0) return `${id} in English only`;
    counts.set(id, count - 1);
  }
  for (const [id, count] of counts) if (count > 0) return `${id} in Chinese only`;
  return null;
}

const FILE_PATH = /^(?:\/api\/)?((?:files|member-files)\/[^\s?#"'<>]+)$/;

/** The backend files an answer links, as paths under the API base (`files/logo.png`). */
export function filePaths(data: unknown): string[] {
  const found = new Set<string>();
  walk(data, 'data', '', (_key, value) => {
    if (typeof value !== 'string') return;
    const match = FILE_PATH.exec(value.trim());
    if (match?.[1] && !match[1].split('/').includes('..')) found.add(match[1]);
  });
  return [...found];
}

/** Fields that hold a link the site prints (docs/backend-api.md, "Links"). */
const LINK_FIELDS = new Set(['link_url', 'url', 'href']);
const HREF = /\bhref\s*=\s*["'](\/[^"']*)["']/gi;

/** The site paths an answer links (fields and `<a href>` of rich text), without `/api/` files and other hosts. */
export function sitePaths(data: unknown): string[] {
  const found = new Set<string>();
  const add = (path: string) => {
    if (path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/api/') && !path.startsWith('/\\')) found.add(path);
  };
  walk(data, 'data', '', (key, value) => {
    if (typeof value !== 'string') return;
    if (LINK_FIELDS.has(key)) add(value.trim());
    if (value.includes('<')) for (const match of value.matchAll(HREF)) add(match[1]!);
  });
  return [...found];
}

/** The items two pages of a list have in common (each item as JSON): none, when paging works. */
export function sharedItems(first: readonly unknown[], second: readonly unknown[]): number {
  const seen = new Set(first.map((item) => JSON.stringify(item)));
  return second.filter((item) => seen.has(JSON.stringify(item))).length;
}

/** Whether dates (`YYYY-MM-DD…`) run newest first; the first pair out of order otherwise. */
export function newestFirst(dates: readonly string[]): { ok: true } | { ok: false; pair: [string, string] } {
  for (let index = 1; index < dates.length; index += 1) {
    const before = dates[index - 1]!.slice(0, 10);
    const after = dates[index]!.slice(0, 10);
    if (after > before) return { ok: false, pair: [before, after] };
  }
  return { ok: true };
}

/** Any of `values` that an answer shows again (a visitor's address or phone echoed to whoever sent them). */
export function echoed(data: unknown, values: readonly string[]): string[] {
  const text = JSON.stringify(data ?? null).toLowerCase();
  return values.filter((value) => value.length >= 4 && text.includes(value.toLowerCase()));
}
