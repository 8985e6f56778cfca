/**
 * What the conformance suite does not see of the CMS (issue 45), checked against a running one:
 * `tsx scripts/cms-check.ts <CMS_URL> <CMS_DATA_DIR>`, run by `npm test` after the suite.
 * - Anonymous visitors reach nothing of Payload's own API (REST collections and globals, its file route,
 *   GraphQL); only the contract's calls and the public files answer.
 * - One source of content: the CMS answers the calls it holds exactly as the demo backend does, in both
 *   languages, and serves the same bytes at the same file paths.
 * - SQLite runs in WAL mode (its `-wal` file is beside the database while the CMS runs).
 * Prints one line per check and exits 1 when any fails.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { handleDemoRequest } from '@/demo/backend';
import { call as demoCall } from '@/demo/test-call';
import { CALLS } from '@/features/index';
import CMS_CALLS from './support/cms-calls.json';

const [base, dataDir] = process.argv.slice(2);
if (!base || !dataDir) {
  console.error('usage: tsx scripts/cms-check.ts <CMS_URL> <CMS_DATA_DIR>');
  process.exit(2);
}

/** Fields of an answer that come from what the CMS does not hold yet: `channels` from the category tree. */
const NOT_YET: Record<string, readonly string[]> = { [CALLS.getSiteList]: ['channels'] };

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

async function status(url: string, init?: RequestInit): Promise<number> {
  const response = await fetch(url, init);
  await response.body?.cancel();
  return response.status;
}

async function demoAnswer(call: string, lang: string): Promise<Record<string, unknown>> {
  return (await demoCall(call, { lang })).body.data as Record<string, unknown>;
}

async function main(): Promise<void> {
  for (const closed of ['api/users', 'api/globals/site-info', 'api/globals/settings', 'api/media', 'api/media/file/logo.png']) {
    const code = await status(`${base}/${closed}`);
    check(code === 401 || code === 403, `anonymous GET /${closed}: ${code}, refused`);
  }
  const graphql = await status(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"query":"{__typename}"}',
  });
  check(graphql === 404, `POST /api/graphql: ${graphql}, GraphQL is off`);

  for (const call of CMS_CALLS) {
    for (const lang of ['zh', 'en']) {
      const response = await fetch(`${base}/api/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lang }),
      });
      const cms = ((await response.json()) as { data: Record<string, unknown> }).data;
      const demo = await demoAnswer(call, lang);
      for (const field of NOT_YET[call] ?? []) delete demo[field];
      const differing = Object.keys({ ...demo, ...cms }).filter((key) => JSON.stringify(demo[key]) !== JSON.stringify(cms[key]));
      check(differing.length === 0, `${call} (${lang}) answers as the demo does${differing.length ? `: not ${differing.join(', ')}` : ''}`);
      for (const value of Object.values(cms)) {
        if (typeof value !== 'string' || !value.startsWith('files/')) continue;
        const [ours, theirs] = await Promise.all([
          fetch(`${base}/api/${value}`).then(async (r) => Buffer.from(await r.arrayBuffer())),
          handleDemoRequest(new Request(`http://demo.invalid/api/${value}`)).then(async (r) => Buffer.from(await r.arrayBuffer())),
        ]);
        if (lang === 'zh') check(ours.equals(theirs), `/api/${value} serves the demo's file (${ours.byteLength} bytes)`);
      }
    }
  }
  check(existsSync(path.join(dataDir!, 'cms.db-wal')), 'SQLite runs in WAL mode');
  console.log(failures.length ? `${failures.length} check(s) failed` : 'every check passed');
  process.exit(failures.length ? 1 : 0);
}

void main();
