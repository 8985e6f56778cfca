import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const KEEP_ALIVE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'keep-alive.mjs');
const dir = mkdtempSync(path.join(os.tmpdir(), 'cms-keep-alive-'));
const children = new Set<ChildProcess>();
after(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Runs a module under the timer (`node --import keep-alive.mjs`, as setup.sh runs the seed) with a start watched for `startMs`. */
function run(source: string, startMs: number): Promise<{ code: number | null; stderr: string }> {
  const file = path.join(dir, `script-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, source);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', KEEP_ALIVE, file], {
      env: { ...process.env, KEEP_ALIVE_START_MS: String(startMs) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.add(child);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => {
      children.delete(child);
      resolve({ code, stderr });
    });
  });
}

describe('src/tools/keep-alive.mjs: the timer that keeps a script alive while its modules load', () => {
  it('keeps the loop alive for an answer that comes late, which Node alone ends with 13', async () => {
    // An await on a timer that holds nothing: Node sees an empty loop and ends the start as unsettled.
    const late = `await new Promise((resolve) => setTimeout(resolve, 50).unref()); process.exit(0);`;
    const { code } = await run(late, 60_000);
    assert.equal(code, 0);
  });

  // Without the watch, this process would wait for ever: the test's own limit says so.
  it('ends a start that never settles with 13, said on stderr, so that setup.sh tries it once more', { timeout: 60_000 }, async () => {
    const { code, stderr } = await run(`await new Promise(() => {});`, 200);
    assert.equal(code, 13);
    assert.match(stderr, /did not begin its work within 0\.2 s/);
  });

  it('stops watching once the script says it has begun the work that cannot be done twice', async () => {
    // The work goes on past the start's limit (counted from before the script loaded), and ends by itself.
    const working = `process.emit('script:working'); await new Promise((resolve) => setTimeout(resolve, 2000)); process.exit(0);`;
    const { code, stderr } = await run(working, 1500);
    assert.equal(code, 0, stderr);
  });
});
