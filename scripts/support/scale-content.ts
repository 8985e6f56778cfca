/**
 * The demo's content for the CMS (scripts/cms-seed-content.ts), grown to the size of a real company's site for
 * `npm run cms:scale` (issue 45: 2,000 products and 20,000 articles, most announcements in Chinese only). Pure: the
 * script writes it and seeds the CMS with it.
 *
 * New products are copies of the demo's, each with a part number of its own (and its orderable parts, compliance,
 * samples and distributors' offers renamed with it). New news and announcements are copies of the demo's, each with a
 * title, a date (one a day, going back from the newest) and an announcement number of its own. An English version is
 * kept for a third of the news and a tenth of the announcements; the rest are Chinese only, as the demo marks them
 * (the English answer is the Chinese one with `lang: "zh"`). Members-only articles are not copied.
 */
type Article = {
  id: number;
  category_id: number;
  title: string;
  published_at: string;
  lang?: string;
  access?: string;
  product?: { part_number: string; ordering?: { part_number: string }[] } | null;
  announcement?: { number: string } | null;
} & Record<string, unknown>;

export type ScalableContent = {
  articles: { zh: Article[]; en: Article[] };
  products: Record<string, unknown>;
  inventory: Record<string, unknown>;
} & Record<string, unknown>;

/** Where new ids start: past every id of the demo's. */
export const FIRST_ID = 1_000_000;
const DAY = 86_400_000;

/** A copy of a JSON value with every occurrence of `from` in its strings replaced by `to`, and `product_id` set to `id`. */
function renamed<T>(value: T, from: string, to: string, id: number): T {
  return JSON.parse(JSON.stringify(value).split(from).join(to), (key, item: unknown) => (key === 'product_id' ? id : item)) as T;
}

const dayBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);

export function scaledContent<T extends ScalableContent>(base: T, target: { products: number; articles: number }): T {
  const zh = [...base.articles.zh];
  const en = [...base.articles.en];
  const products = { ...base.products };
  const inventory = { ...base.inventory };
  const english = new Map(base.articles.en.map((article) => [article.id, article]));
  const copyable = base.articles.zh.filter((article) => article.access !== 'member');
  const productModels = copyable.filter((article) => article.product);
  const otherModels = copyable.filter((article) => !article.product);
  let nextId = FIRST_ID;

  const existingProducts = productModels.length;
  for (let n = 0; existingProducts + n < target.products; n += 1) {
    const model = productModels[n % productModels.length]!;
    const id = nextId++;
    const from = model.product!.part_number;
    const to = `XS${String(n + 1).padStart(5, '0')}`;
    zh.push({ ...renamed(model, from, to, id), id });
    const translated = english.get(model.id);
    if (translated) en.push({ ...renamed(translated, from, to, id), id });
    if (base.products[model.id]) products[id] = renamed(base.products[model.id], from, to, id);
    if (base.inventory[model.id]) inventory[id] = renamed(base.inventory[model.id], from, to, id);
  }

  const existingArticles = base.articles.zh.filter((article) => !article.product).length;
  const newest =
    otherModels
      .map((article) => article.published_at)
      .sort()
      .at(-1) ?? '2026-01-01';
  for (let n = 0; existingArticles + n < target.articles; n += 1) {
    const model = otherModels[n % otherModels.length]!;
    const id = nextId++;
    const published_at = dayBefore(newest, Math.floor(n / 6) + 1);
    const copy = (article: Article, english = false): Article => ({
      ...article,
      id,
      title: english ? `${article.title} (${n + 1})` : `${article.title}（${n + 1}）`,
      published_at,
      updated_at: published_at,
      ...(article.announcement ? { announcement: { ...article.announcement, number: `${published_at.slice(0, 4)}-S${n + 1}` } } : {}),
    });
    const chinese = copy(model);
    zh.push(chinese);
    const translated = english.get(model.id);
    const keepsEnglish = translated && translated.lang !== 'zh' && n % (model.announcement ? 10 : 3) === 0;
    en.push(keepsEnglish ? copy(translated, true) : { ...chinese, lang: 'zh' });
  }
  return { ...base, articles: { zh, en }, products, inventory };
}
