/**
 * The collections' TypeScript types (src/payload-types.ts, committed: `next build` type-checks the CMS against
 * them). `npm run types` writes them from the config; `npm run types -- --check` fails when the committed file is
 * not what the config makes (npm test runs it). Payload's own function, run by tsx like the setup, not through
 * Payload's CLI (src/seed/run.ts says why).
 */
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateTypes } from 'payload/node';
import config from '@payload-config';

const committed = path.resolve(import.meta.dirname, '..', 'payload-types.ts');
const check = process.argv.includes('--check');
const out = check ? path.join(tmpdir(), `payload-types-${process.pid}.ts`) : committed;
process.env.PAYLOAD_TS_OUTPUT_PATH = out;
await generateTypes(await config, { log: false });
if (check) {
  const [made, kept] = await Promise.all([readFile(out, 'utf8'), readFile(committed, 'utf8').catch(() => '')]);
  await rm(out, { force: true });
  if (made !== kept) {
    console.error('src/payload-types.ts is not what the config makes: run `npm run types` in cms/ and commit it.');
    process.exit(1);
  }
  console.log('src/payload-types.ts matches the config');
}
process.exit(0);
