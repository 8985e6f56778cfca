/**
 * The CMS's seed content (issue 45: one source of content): the demo backend's answers to the calls the CMS
 * holds, in both languages, written as JSON for `cms/src/seed/run.ts`, with the folder of the files they name.
 * `npm run cms` runs it before seeding: `tsx scripts/cms-seed-content.ts <out.json>`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { handleDemoRequest } from '@/demo/backend';
import { CALLS } from '@/features/index';

/** The calls whose content the CMS holds so far. */
const SEEDED_CALLS = [CALLS.getSiteList, CALLS.getInfo] as const;

async function answer(call: string, lang: 'zh' | 'en'): Promise<unknown> {
  const response = await handleDemoRequest(
    new Request(`http://demo.invalid/api/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lang }),
    }),
  );
  const body = (await response.json()) as { code: number; data: unknown };
  if (body.code !== 1) throw new Error(`${call} (${lang}): code ${body.code}`);
  return body.data;
}

async function main(out: string): Promise<void> {
  const calls: Record<string, Record<'zh' | 'en', unknown>> = {};
  for (const call of SEEDED_CALLS) calls[call] = { zh: await answer(call, 'zh'), en: await answer(call, 'en') };
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify({ filesDir: path.resolve(__dirname, '..', 'demo', 'content', 'files'), calls }, null, 2));
  console.log(`the demo's content for the CMS: ${out}`);
}

const out = process.argv[2];
if (!out) {
  console.error('usage: tsx scripts/cms-seed-content.ts <out.json>');
  process.exit(2);
}
void main(path.resolve(out));
