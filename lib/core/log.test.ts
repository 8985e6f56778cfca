/** @jest-environment node */
import { createLogger, loggedPath } from './log';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger({ destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } });
  return { logger, lines };
}

describe('the site log', () => {
  it('writes one JSON object per line with time, level, message, process and host', () => {
    const { logger, lines } = capture();
    logger.warn({ reqId: 'r1' }, 'something happened');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'warn', msg: 'something happened', reqId: 'r1', service: 'xingyuan-web', pid: process.pid });
    expect(new Date(String(lines[0]!.time)).toISOString()).toBe(lines[0]!.time);
  });

  it('never writes cookies, tokens, Authorization, secrets, passwords or whole header sets', () => {
    const { logger, lines } = capture();
    logger.info(
      {
        cookie: 'session=1',
        token: 't0k3n',
        authorization: 'Bearer x',
        secret: 's',
        password: 'p',
        headers: { cookie: 'a' },
        req: { token: 't2' },
      },
      'request',
    );
    expect(JSON.stringify(lines)).not.toMatch(/session=1|t0k3n|Bearer x|"s"|"p"|t2|"a"/);
  });

  it('logs a path without its query, and bounded', () => {
    expect(loggedPath('/news?token=abc&page=2')).toBe('/news');
    // A member's document's sealed address opens it for anyone who has it: never in the log (issue 42).
    expect(loggedPath('/api/member-files/eyJmaWxlIjoiZG9jcy9hLnBkZiIsImV4cGlyZXMiOjE3Zx_9-abcdefgh.pdf')).toBe(
      '/api/member-files/[redacted]',
    );
    expect(loggedPath('/api/private/2026/signed.pdf?sig=x')).toBe('/api/private/[redacted]');
    expect(loggedPath('/api/web/get_site_list')).toBe('/api/web/get_site_list');
    expect(loggedPath('/product/detail/101')).toBe('/product/detail/101');
    expect(loggedPath('/api/files/docs/XY6201-SOT235T-datasheet-rev-c.pdf')).toBe('/api/files/docs/XY6201-SOT235T-datasheet-rev-c.pdf');
    expect(loggedPath(`/${'x'.repeat(2000)}`)).toHaveLength(513);
  });
});
