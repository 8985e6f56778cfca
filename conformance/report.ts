/**
 * The suite's report (issue 44): one line per call, each failure and warning under it with the section of
 * docs/backend-api.md that states the rule, what was sent and what came back; a summary line; the same as
 * JSON; and the exit code (0 only when no call fails).
 */
import type { CallResult, Finding } from './tester';
import type { Run } from './suite';

const MARKS: Record<CallResult['verdict'], string> = { conforms: 'ok  ', warnings: 'ok !', fails: 'FAIL', absent: '--  ', skipped: '..  ' };

function verdictText(result: CallResult): string {
  const count = (level: Finding['level']) => result.findings.filter((finding) => finding.level === level).length;
  switch (result.verdict) {
    case 'conforms':
      return 'conforms';
    case 'warnings':
      return `conforms with ${count('warn')} warning(s)`;
    case 'fails':
      return `fails (${count('fail')} failure(s)${count('warn') ? `, ${count('warn')} warning(s)` : ''})`;
    case 'absent':
      return 'absent, which the document allows of an optional call';
    case 'skipped':
      return 'skipped: it writes (run with --write)';
  }
}

function findingLines(finding: Finding): string[] {
  const lines = [
    `      ${finding.level === 'fail' ? 'x' : '!'} ${finding.message}`,
    `        rule: docs/backend-api.md, "${finding.rule}"`,
  ];
  if (finding.sent) {
    lines.push(
      `        sent: POST /api/${finding.sent.call}${finding.sent.token ? ' (token header)' : ''} ${JSON.stringify(finding.sent.body)}`,
    );
  }
  if (finding.received) lines.push(`        received: HTTP ${finding.received.status} ${finding.received.body}`);
  if (finding.more) lines.push(`        (and ${finding.more} more request(s) the same way)`);
  return lines;
}

/** One call's lines: its verdict, then each finding, then what was not checked. */
export function callLines(result: CallResult): string[] {
  const head = `${MARKS[result.verdict]} ${result.call.padEnd(30)} ${verdictText(result)}`;
  const notes = result.verdict === 'skipped' ? [] : result.notes.map((note) => `      - ${note}`);
  return [head, ...result.findings.flatMap(findingLines), ...notes];
}

export type Summary = { passed: number; failed: number; skipped: number; warnings: number; absent: number };

export function summarize(results: readonly CallResult[]): Summary {
  const count = (verdict: CallResult['verdict']) => results.filter((result) => result.verdict === verdict).length;
  return {
    passed: results.length - count('fails') - count('skipped'),
    failed: count('fails'),
    skipped: count('skipped'),
    warnings: count('warnings'),
    absent: count('absent'),
  };
}

/** The summary line: `41 passed, 0 failed`, with what the passes include. */
export function summaryLine(summary: Summary): string {
  const details = [
    summary.warnings ? `${summary.warnings} with warnings` : '',
    summary.absent ? `${summary.absent} absent (optional)` : '',
    summary.skipped ? `${summary.skipped} skipped, as they write (--write makes them)` : '',
  ].filter(Boolean);
  return `${summary.passed} passed, ${summary.failed} failed${details.length ? ` (${details.join(', ')})` : ''}`;
}

/** The run's head: what it makes and can check (read-only or not, a captcha test hook). */
export function startLines(run: { write: boolean; captchaHook: boolean }, base: string): string[] {
  return [
    `Conformance of ${base} to docs/backend-api.md`,
    `  writing calls: ${run.write ? 'made (--write), with test data marked [conformance test]' : 'not made (read-only; --write makes them)'}`,
    `  captcha: ${run.captchaHook ? 'solved through the test hook' : 'no test hook: what needs a solved captcha is not checked'}`,
    '',
  ];
}

/** Whether a member signed in: what needs a token was checked with one, or without one only. */
export const memberLine = (run: Run) =>
  `member: ${run.signedIn ? "signed in; the members' calls were read with the token" : "not signed in: the members' calls were checked without a token only"}`;

export const exitCode = (summary: Summary) => (summary.failed === 0 ? 0 : 1);

export function reportJson(run: Run, base: string): object {
  return {
    backend: base,
    write: run.write,
    captchaHook: run.captchaHook,
    signedIn: run.signedIn,
    summary: summarize(run.results),
    calls: run.results,
  };
}
