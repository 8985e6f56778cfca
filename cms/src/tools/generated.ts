/**
 * What the CMS generates from its config and commits: the collections' TypeScript types (src/payload-types.ts:
 * `next build` type-checks the CMS against them) and the admin's import map (src/app/(payload)/admin/importMap.js:
 * the admin renders no field whose component is missing from it, the rich-text editor included). `npm run generate`
 * writes both; `npm run generate -- --check` fails when a committed file is not what the config makes (npm test
 * runs it). Payload's own functions, run by tsx like the setup, not through Payload's CLI (src/seed/run.ts says why).
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateImportMap } from 'payload';
import { generateTypes } from 'payload/node';
import config from '@payload-config';

const src = path.resolve(import.meta.dirname, '..');
const TYPES = path.join(src, 'payload-types.ts');
const IMPORT_MAP = path.join(src, 'app', '(payload)', 'admin', 'importMap.js');
const check = process.argv.includes('--check');
const sanitized = await config;
const read = (file: string) => readFile(file, 'utf8').catch(() => '');

const keptTypes = await read(TYPES);
const typesOut = check ? path.join(tmpdir(), `payload-types-${process.pid}.ts`) : TYPES;
process.env.PAYLOAD_TS_OUTPUT_PATH = typesOut;
await generateTypes(sanitized, { log: false });
const madeTypes = await read(typesOut);

const keptMap = await read(IMPORT_MAP);
await generateImportMap(sanitized, { force: true, log: false });
const madeMap = await read(IMPORT_MAP);

if (check) {
  await rm(typesOut, { force: true });
  await writeFile(IMPORT_MAP, keptMap);
  const stale = [
    madeTypes !== keptTypes && 'src/payload-types.ts',
    madeMap.trim() !== keptMap.trim() && 'src/app/(payload)/admin/importMap.js',
  ].filter(Boolean);
  if (stale.length > 0) {
    console.error(`${stale.join(' and ')}: not what the config makes; run \`npm run generate\` in cms/ and commit.`);
    process.exit(1);
  }
  console.log('the generated types and import map match the config');
}
process.exit(0);
