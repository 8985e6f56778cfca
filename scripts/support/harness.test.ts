/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { waitUntil } from './harness';
import { processExists } from './processes';

/**
 * The bench's and load script's harness, in a script of its own (in a folder of its own, where its logs go): one
 * CPU-bound process and one idle child started, their pids printed; then the script is stopped by a signal.
 */
const HARNESS = path.join(__dirname, 'harness.ts');
const SCRIPT = `
  const { createHarness } = require(${JSON.stringify(HARNESS)});
  const harness = createHarness('test');
  const busy = harness.startCpuBound();
  const idle = harness.start('idle', ['sleep', '600']);
  console.log(JSON.stringify({ busy: busy.pid, idle: idle.pid }));
`;

/** Clock ticks of CPU a process has used (user and system: /proc/<pid>/stat's 14th and 15th fields). */
function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

let dir: string;
let script: ChildProcess;
let pids: { busy: number; idle: number };

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'harness-test-'));
  // tsx's loader by its file: the folder the script runs in has no node_modules.
  script = spawn(process.execPath, ['--import', pathToFileURL(require.resolve('tsx')).href, '-e', SCRIPT], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  script.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  await waitUntil(async () => out.includes('\n'), 'the script printing its children', 30_000);
  pids = JSON.parse(out);
}, 40_000);

afterAll(() => {
  for (const pid of [pids?.busy, pids?.idle]) if (pid && processExists(pid)) process.kill(pid, 'SIGKILL');
  if (script?.exitCode === null) script.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

test('the CPU-bound process beside the measures uses the CPU: it reaches half a second of it, where an idle one uses none', async () => {
  const ticksPerSecond = 100; // USER_HZ on Linux
  await waitUntil(async () => cpuTicks(pids.busy) >= ticksPerSecond / 2, 'half a second of CPU used', 30_000);
  expect(cpuTicks(pids.idle)).toBeLessThan(ticksPerSecond / 10);
}, 40_000);

test("stopped by a signal, the script stops its children first, and ends with the signal's code", async () => {
  const ended = new Promise<number | null>((resolve) => script.once('exit', (code) => resolve(code)));
  script.kill('SIGTERM');
  expect(await ended).toBe(143);
  await waitUntil(async () => !processExists(pids.busy) && !processExists(pids.idle), 'the children gone', 10_000);
}, 20_000);
