/**
 * Preloaded into the demo backend by `npm run cms:scale` (`node --import tsx --import <this> demo/server.ts`): with
 * DEMO_SCALED_CONTENT naming a content file (scripts/support/scale-content.ts), the demo's articles become that
 * content's, before any of the backend's modules reads them, so that its lists, its search and /investor are measured
 * at the same size as the CMS's. Its other content (a product's parts, compliance, stock) stays the demo's own.
 */
import { readFileSync } from 'node:fs';
import { articlesIn, type DemoArticle } from '@/demo/content/catalog';

const file = process.env.DEMO_SCALED_CONTENT;
if (file) {
  const content = JSON.parse(readFileSync(file, 'utf8')) as { articles: Record<'zh' | 'en', DemoArticle[]> };
  for (const lang of ['zh', 'en'] as const) {
    articlesIn[lang].length = 0;
    for (const article of content.articles[lang]) articlesIn[lang].push(article);
  }
}
