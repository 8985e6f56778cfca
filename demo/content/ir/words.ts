import { statSync } from 'node:fs';
import path from 'node:path';
/** The demo's investor content of issue 25 is written once with both languages side by side: `pick(lang)` reads one. */
export type DemoLanguage = 'zh' | 'en';
export type Words = { zh: string; en: string };
export const w = (zh: string, en: string): Words => ({ zh, en });
export const pick = (words: Words, lang: DemoLanguage) => words[lang];

/** A generated PDF of the demo (demo/tools/generate-files.ts writes one per entry): its path under files/ and its ASCII title. */
export type DemoPdf = { file: string; title: string };
export const irPdf = (name: string, title: string): DemoPdf => ({ file: `docs/ir/${name}.pdf`, title });

/** A document of the demo as `web/get_*` gives it: a backend file with its real size, so the sizes the site shows are true. */
export function fileDocument(title: string, file: string, date?: string) {
  return {
    title,
    url: `files/${file}`,
    size: statSync(path.join(process.cwd(), 'demo', 'content', 'files', file)).size,
    ...(date ? { published_at: date } : {}),
  };
}
