/** @jest-environment node */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processExists } from './processes';

/**
 * A script that starts a server (a process that never ends on its own) with startProcess, prints the server's pid,
 * then keeps printing: what `npm run cms:crawl` or `cms:scale` does, reduced to its processes.
 */
const SCRIPT = `
import { endWithThisProcess, startProcess } from ${JSON.stringify(path.join(process.cwd(), 'scripts', 'support', 'topology.ts'))};
endWithThisProcess();
void startProcess('sleeper', process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {}, process.argv[2], 1).then((started) => {
  console.log(started.child.pid);
  setInterval(() => console.log('still here'), 20);
});
`;

/** Runs the script until its server's pid is printed; `end` ends it; resolves with the server's pid once it is gone. */
async function serverAfter(end: (script: ReturnType<typeof spawn>) => void): Promise<{ pid: number; stillAlive: boolean }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'end-with-process-'));
  writeFileSync(path.join(dir, 'script.ts'), SCRIPT);
  const script = spawn(process.execPath, ['--import', 'tsx', path.join(dir, 'script.ts'), dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const pid = await new Promise<number>((resolve) =>
    script.stdout!.once('data', (chunk: Buffer) => resolve(Number(String(chunk).split('\n')[0]))),
  );
  const ended = new Promise((resolve) => script.once('exit', resolve));
  end(script);
  await ended;
  // SIGKILL was sent before the script ended; the server is gone once the kernel has delivered it.
  let stillAlive = processExists(pid);
  for (let tries = 0; stillAlive && tries < 200; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    stillAlive = processExists(pid);
  }
  if (stillAlive) process.kill(pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  return { pid, stillAlive };
}

describe('a script that started servers (endWithThisProcess)', () => {
  it('stops them when it is killed', async () => {
    const { pid, stillAlive } = await serverAfter((script) => script.kill('SIGTERM'));
    expect(pid).toBeGreaterThan(0);
    expect(stillAlive).toBe(false);
  }, 30_000);

  it('stops them when its output is closed (piped into head)', async () => {
    const { stillAlive } = await serverAfter((script) => script.stdout!.destroy());
    expect(stillAlive).toBe(false);
  }, 30_000);
});
