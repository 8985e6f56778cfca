/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Runs `npm start`'s script with the given environment; it must stop before starting Next.js. */
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'start.ts')], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm start configuration check', () => {
  it('refuses a PORT that is not a port number, saying so', () => {
    const { status, output } = start({ PORT: 'eighty' });
    expect(status).toBe(1);
    expect(output).toContain('PORT must be a port number between 1 and 65535 (got "eighty")');
  });

  it('refuses a BACKEND_URL that is not an http(s) URL, saying what to fix', () => {
    const { status, output } = start({ PORT: '3999', BACKEND_URL: 'cms.internal:8080' });
    expect(status).toBe(1);
    expect(output).toContain('BACKEND_URL must be an absolute http(s) URL');
  });
});
