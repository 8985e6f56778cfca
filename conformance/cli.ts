/**
 * `npm run conformance -- <BACKEND_URL> [--write] [--member <username>:<password>] [--json <file>]
 * [--captcha-hook <url>|none]`: checks a backend against docs/backend-api.md without the site (issue 44). Prints
 * one line per call and a summary, writes the JSON report (default `conformance-report.json`), and exits 0
 * only when no call fails. docs/backend-guide.md, "Checking a backend", says how to read it.
 */
import { writeFileSync } from 'node:fs';
import { CALL_NAMES } from '@/features/index';
import { runSuite } from './suite';
import { callLines, exitCode, memberLine, reportJson, startLines, summarize, summaryLine } from './report';

const USAGE = `usage: npm run conformance -- <BACKEND_URL> [--write] [--member <username>:<password>] [--json <file>] [--captcha-hook <url>|none] [--only <call>,<call>…]`;

type Options = {
  base: string;
  write: boolean;
  member?: { username: string; password: string };
  json: string;
  captchaHook?: string | null;
  only?: string[];
};

export function parseArguments(args: readonly string[], env: Record<string, string | undefined> = process.env): Options | string {
  let base: string | undefined;
  let write = false;
  let member = env.CONFORMANCE_MEMBER;
  let json = 'conformance-report.json';
  let captchaHook: string | null | undefined;
  let only: string[] | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    const value = () => args[++index] ?? '';
    if (arg === '--write') write = true;
    else if (arg === '--member') member = value();
    else if (arg === '--json') json = value();
    else if (arg === '--captcha-hook') captchaHook = value() === 'none' ? null : args[index];
    else if (arg === '--only')
      only = value()
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
    else if (arg.startsWith('--')) return `unknown option ${arg}\n${USAGE}`;
    else if (base === undefined) base = arg;
    else return `one backend URL only\n${USAGE}`;
  }
  if (!base || !/^https?:\/\/[^/]+/.test(base)) return USAGE;
  const unknown = only?.filter((name) => !(CALL_NAMES as readonly string[]).includes(name)) ?? [];
  if (unknown.length > 0) return `--only names calls of the contract: not ${unknown.join(', ')}\n${USAGE}`;
  const separator = member?.indexOf(':') ?? -1;
  if (member !== undefined && separator < 1) return `--member is <username>:<password>\n${USAGE}`;
  return {
    base: base.replace(/\/+$/, '').replace(/\/api$/, ''),
    write,
    ...(member ? { member: { username: member.slice(0, separator), password: member.slice(separator + 1) } } : {}),
    json,
    ...(captchaHook !== undefined ? { captchaHook } : {}),
    ...(only ? { only } : {}),
  };
}

async function main(): Promise<number> {
  const options = parseArguments(process.argv.slice(2));
  if (typeof options === 'string') {
    console.error(options);
    return 2;
  }
  const backend = { base: options.base, fetch: (input: string, init?: RequestInit) => fetch(input, init) };
  const started = performance.now();
  const run = await runSuite({
    backend,
    write: options.write,
    ...(options.member ? { member: options.member } : {}),
    ...(options.captchaHook !== undefined ? { captchaHook: options.captchaHook } : {}),
    ...(options.only ? { only: options.only } : {}),
    onStart: (start) => console.log(startLines(start, options.base).join('\n')),
    onResult: (result) => console.log(callLines(result).join('\n')),
  });
  const summary = summarize(run.results);
  console.log(`\n${memberLine(run)}`);
  console.log(`${summaryLine(summary)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  writeFileSync(options.json, `${JSON.stringify(reportJson(run, options.base), null, 2)}\n`);
  console.log(`JSON report: ${options.json}`);
  return exitCode(summary);
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(2);
    },
  );
}
