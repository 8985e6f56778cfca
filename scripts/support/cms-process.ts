/**
 * The CMS (issue 45) as a process of a test or a script: set up from scratch in a data folder of its own (the
 * demo's content, the migrations, the seed: `npm run setup` in cms/), then started from its build
 * (`npm run cms -- --setup-only` builds it; `npm test` does that before the end-to-end tests).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { HOST, waitUntil } from './harness';
import { listening, startProcess, type Started } from './topology';

const ROOT = path.resolve(__dirname, '..', '..');
const CMS = path.join(ROOT, 'cms');

export type CmsEnv = { PAYLOAD_SECRET: string; CMS_ADMIN_PASSWORD: string } & Record<string, string>;

/** Seeds a new CMS data folder with the demo's content, its people and its member. */
export function setUpCms(dataDir: string, env: CmsEnv): void {
  mkdirSync(dataDir, { recursive: true });
  run(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/cms-seed-content.ts', path.join(dataDir, 'seed', 'content.json')], ROOT, {
    ...env,
    CMS_DATA_DIR: dataDir,
  });
  seedCms(dataDir, env);
}

/** Migrates and seeds a CMS data folder from the content already written to its `seed/content.json`. */
export function seedCms(dataDir: string, env: CmsEnv): void {
  if (!existsSync(path.join(CMS, '.next', 'BUILD_ID'))) throw new Error('the CMS is not built: run `npm run cms -- --setup-only` first');
  run('npm', ['run', '--silent', 'setup'], CMS, { ...env, CMS_DATA_DIR: dataDir });
}

/**
 * The longest a set-up step may take (a seed takes under a minute; a quarter of an hour is a process that waits for
 * something that will not come). Its caller blocks while it runs (execFileSync: a Playwright worker's own timeouts
 * cannot fire), so the step is ended here, with its whole process group (coreutils' timeout), and said so.
 */
const STEP_LIMIT_S = 900;
const TIMED_OUT = 124;

function run(command: string, args: string[], cwd: string, env: Record<string, string>): void {
  try {
    execFileSync('timeout', ['--kill-after=10', String(STEP_LIMIT_S), command, ...args], {
      cwd,
      env: { ...process.env, ...env },
      stdio: 'pipe',
      encoding: 'utf8',
    });
  } catch (error) {
    const { status, stdout, stderr } = error as { status: number; stdout: string; stderr: string };
    const ended = status === TIMED_OUT || status === 128 + 9 ? `did not end within ${STEP_LIMIT_S} s` : `exited with ${status}`;
    throw new Error(`${command} ${args.join(' ')} ${ended}:\n${`${stdout}\n${stderr}`.trim().slice(-3000)}`);
  }
}

/** Starts the built CMS on `port` over `dataDir`, ready when its contract answers. */
export async function startCms(port: number, dataDir: string, env: CmsEnv, logDir: string): Promise<Started> {
  const cms = await startProcess(
    'cms',
    process.execPath,
    [path.join(CMS, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port), '-H', HOST],
    { ...env, CMS_DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' },
    logDir,
    port,
    CMS,
  );
  await answering(cms, 'the CMS');
  return cms;
}

/** Resolves once a started backend (the CMS, the demo backend) answers the contract; throws if it exits first. */
export async function answering(backend: Started, what: string): Promise<void> {
  await waitUntil(async () => {
    if (backend.child.exitCode !== null) throw new Error(`${what} exited with ${backend.child.exitCode}; see ${backend.log}`);
    if (!(await listening(backend.port))) return false;
    const answer = await fetch(`http://${HOST}:${backend.port}/api/web/get_site_list`, {
      method: 'POST',
      body: '{"lang":"zh"}',
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    return answer?.ok ?? false;
  }, `${what} on ${backend.port}`);
}
