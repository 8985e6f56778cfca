/**
 * The conformance suite (issue 44): every call of the contract checked against a backend, in an order where
 * each call can use what earlier answers named (channels, products, parts, a member's token).
 */
import { randomBytes } from 'node:crypto';
import { CALLS, CALL_NAMES, type CallName } from '@/features/index';
import type { Backend } from './http';
import { CallTester, type CallResult, type Context } from './tester';
import type { CallCheck } from './calls/kit';
import { SITE_CHECKS } from './calls/site';
import { PRODUCT_CHECKS } from './calls/products';
import { INVESTOR_CHECKS } from './calls/investor';
import { drawCaptcha, MEMBER_CHECKS, SIGN_IN_CHECKS } from './calls/members';
import { FORM_CHECKS } from './calls/forms';

/** Every call's checks, in the order they run. */
export const CHECKS: readonly CallCheck[] = [
  ...SIGN_IN_CHECKS,
  ...SITE_CHECKS,
  ...PRODUCT_CHECKS,
  ...INVESTOR_CHECKS,
  ...MEMBER_CHECKS,
  ...FORM_CHECKS,
];

/** The calls of the contract the suite has no checks for, or checks twice: none (conformance/suite.test.ts). */
export function coverageGaps(checks: readonly CallCheck[] = CHECKS): { missing: CallName[]; twice: CallName[] } {
  const named = checks.map((check) => check.call);
  return {
    missing: CALL_NAMES.filter((name) => !named.includes(name)),
    twice: named.filter((name, index) => named.indexOf(name) !== index),
  };
}

export type RunOptions = {
  readonly backend: Backend;
  readonly write?: boolean;
  /** Only these calls (a backend that answers part of the contract so far); none: every call. */
  readonly only?: readonly string[];
  readonly member?: { username: string; password: string };
  /** Where the backend's captcha test hook is (`GET <hook>?key=…` answers the code); default `<base>/__test/captcha`. */
  readonly captchaHook?: string | null;
  /** Told, before the first call, whether the writing calls are made and a captcha can be solved. */
  readonly onStart?: (run: { write: boolean; captchaHook: boolean }) => void;
  /** Told of each call's result as it comes. */
  readonly onResult?: (result: CallResult) => void;
};

export type Run = {
  readonly results: readonly CallResult[];
  readonly captchaHook: boolean;
  readonly write: boolean;
  readonly signedIn: boolean;
};

/** Whether the backend's test hook answers a captcha's code: draws one and asks. */
async function findSolver(backend: Backend, hook: string): Promise<Context['solve']> {
  const solve = async (key: string): Promise<string | null> => {
    try {
      const response = await backend.fetch(`${hook}?key=${encodeURIComponent(key)}`, { signal: AbortSignal.timeout(5000) });
      const text = (await response.text()).trim();
      return response.ok && text.length > 0 && text.length <= 16 ? text : null;
    } catch {
      return null;
    }
  };
  const probe = new CallTester(CALL_NAMES[0]!, {
    backend,
    write: false,
    testEmail: '',
    solve: null,
    found: emptyFound(),
    checked: new Map(),
  });
  const key = await drawCaptcha(probe, CALLS.login);
  return key !== null && (await solve(key)) !== null ? solve : null;
}

const emptyFound = (): Context['found'] => ({ channels: {}, products: [], articles: [], parts: [], sampleParts: [] });

export async function runSuite(options: RunOptions): Promise<Run> {
  const { backend } = options;
  const hook = options.captchaHook === undefined ? `${backend.base}/__test/captcha` : options.captchaHook;
  const ctx: Context = {
    backend,
    write: options.write ?? false,
    testEmail: `conformance-test-${randomBytes(4).toString('hex')}@example.com`,
    ...(options.member ? { member: options.member } : {}),
    solve: hook ? await findSolver(backend, hook) : null,
    found: emptyFound(),
    checked: new Map(),
  };
  options.onStart?.({ write: ctx.write, captchaHook: ctx.solve !== null });
  const results: CallResult[] = [];
  for (const check of CHECKS.filter((candidate) => !options.only || options.only.includes(candidate.call))) {
    const tester = new CallTester(check.call, ctx);
    if (check.writes && !ctx.write) {
      tester.skipped = true;
      tester.notes.push('not run: it writes (run with --write)');
    } else {
      try {
        await check.run(tester);
      } catch (error) {
        tester.fail(tester.section, `the check stopped: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const result = tester.result(check.required === true);
    results.push(result);
    options.onResult?.(result);
  }
  return { results, captchaHook: ctx.solve !== null, write: ctx.write, signedIn: ctx.token !== undefined };
}
