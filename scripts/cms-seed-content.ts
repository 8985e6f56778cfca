/**
 * The CMS's seed content (issue 45: one source of content): the demo backend's answers to the calls the CMS
 * holds so far (scripts/support/cms-calls.json), in both languages, written as JSON for `cms/src/seed/run.ts`, with the folder of the files they name.
 * `npm run cms` runs it before seeding: `tsx scripts/cms-seed-content.ts <out.json>`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { call as demoCall } from '@/demo/test-call';
import CMS_CALLS from './support/cms-calls.json';

async function answer(call: string, lang: 'zh' | 'en'): Promise<unknown> {
  const { body } = await demoCall(call, { lang });
  if (body.code !== 1) throw new Error(`${call} (${lang}): code ${body.code}`);
  return body.data;
}

async function main(out: string): Promise<void> {
  const calls: Record<string, Record<'zh' | 'en', unknown>> = {};
  for (const call of CMS_CALLS) calls[call] = { zh: await answer(call, 'zh'), en: await answer(call, 'en') };
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
