/** @jest-environment node */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import { promisify } from 'node:util';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { QUIET_CHROMIUM_FLAGS } from './chromium';
import { launchChrome } from './lighthouse';
import { processRunning } from './processes';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const run = promisify(execFile);
const leftovers = () => new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('org.chromium.Chromium.')));

describe("the bench's Chromium for Lighthouse", () => {
  it('leaves nothing in the temporary folder once closed: its profile, its socket folder, its own folder', async () => {
    const before = leftovers();
    const chrome = await launchChrome(CHROMIUM, ['--headless=new', ...QUIET_CHROMIUM_FLAGS]);
    let socket: string;
    try {
      // Chromium's single-instance socket, which it makes in its temporary folder and links from the profile.
      socket = readlinkSync(join(chrome.scratch, 'profile', 'SingletonSocket'));
      expect((await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).ok).toBe(true);
    } finally {
      await chrome.close();
    }
    expect(existsSync(dirname(socket))).toBe(false);
    expect(existsSync(chrome.scratch)).toBe(false);
    expect([...leftovers()].filter((name) => !before.has(name))).toEqual([]);
  }, 30_000);
});

describe("the bench's Chromium when the bench exits without closing it (a signal, a deadline)", () => {
  it('is ended, and its folder removed', async () => {
    const script = `
      const { launchChrome } = require('./scripts/support/lighthouse.ts');
      launchChrome(${JSON.stringify(CHROMIUM)}, ${JSON.stringify(['--headless=new', ...QUIET_CHROMIUM_FLAGS])}).then((chrome) => {
        console.log(JSON.stringify({ pid: chrome.pid, scratch: chrome.scratch }));
        process.exit(0);
      });`;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '-e', script], { cwd: process.cwd() });
    const { pid, scratch } = JSON.parse(stdout.trim().split('\n').pop()!) as { pid: number; scratch: string };
    expect(existsSync(scratch)).toBe(false);
    expect(processRunning(pid)).toBe(false);
  }, 30_000);
});
