/** One call to the demo backend's handler, as the site makes it: for the demo's tests and the CMS's scripts. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { handleDemoRequest } from './backend';
import { simpleParser } from 'mailparser';
import { peekCaptcha } from './captcha';
import { outboxFile } from './mailer';
import { CALLS, type CallName } from '@/features';

export async function call(name: CallName | string, payload: unknown = {}, headers: Record<string, string> = {}) {
  const response = await handleDemoRequest(
    new Request(`http://demo.test/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof payload === 'string' ? payload : JSON.stringify(payload),
    }),
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: any } };
}

/** A fresh data directory (`DEMO_DATA_DIR`) and the tests' clock (`SITE_NOW`) for a demo test file, put back after it. */
export function withDemoData(prefix: string, now = '2026-11-23T16:00:00+08:00'): void {
  const previous = process.env.DEMO_DATA_DIR;
  beforeAll(() => {
    process.env.DEMO_DATA_DIR = mkdtempSync(path.join(tmpdir(), prefix));
    process.env.SITE_NOW = now;
  });
  afterAll(() => {
    // The suite's data folder goes with it: each run made one, and left it.
    if (process.env.DEMO_DATA_DIR) rmSync(process.env.DEMO_DATA_DIR, { recursive: true, force: true });
    if (previous === undefined) delete process.env.DEMO_DATA_DIR;
    else process.env.DEMO_DATA_DIR = previous;
    delete process.env.SITE_NOW;
  });
}

/** A captcha for the call `forCall`, with its code, as a visitor who read it would send them. */
export async function solvedCaptcha(forCall: CallName): Promise<{ verify_key: string; verify_code: string }> {
  const { key } = (await call(CALLS.generateVerify, { for: forCall })).body.data as { key: string };
  return { verify_key: key, verify_code: peekCaptcha(key)! };
}

/** The demo outbox's messages to `email`, oldest first, each as its raw text and as a mail reader reads it. */
export const outboxTo = (email: string) =>
  Promise.all(
    readFileSync(outboxFile(), 'utf8')
      .split(/^From ir-alerts@xingyuan-micro\.example .*$/m)
      .map((message) => message.replace(/^\n+/, ''))
      .filter((message) => message.includes(`To: ${email}`))
      .map(async (raw) => ({ raw, mail: await simpleParser(raw) })),
  );
