/**
 * The site server's side of the rate limits (./rate-limit.ts): a limited call's body is read (within the
 * forwarder's bound) for its account and language, the limiter decides, and a call within its limits goes
 * on to Next.js' handler unchanged, as a loopback request with the same method, path, headers and body.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { MAX_FORWARD_BODY_BYTES } from '@/lib/backend/forward';
import { BodyTooLarge, readBytes } from './read-body';
import { readCallBody, tooManyAttempts, type LimitedCall, type RateLimiter } from './rate-limit';
import { json } from './answer-writer';
import type { Logger } from '@/lib/core/log';

export type LimitedCallDeps = {
  limiter: RateLimiter;
  /** The loopback listener that runs Next.js' handler. */
  internalPort: () => number;
  agent: http.Agent;
  logger: Logger;
};

/** Hop-by-hop fields and the body's framing: set anew on each side of the loopback. */
const HOP_BY_HOP = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'expect', 'upgrade']);
const withoutHopByHop = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

export function createLimitedCallHandler(deps: LimitedCallDeps) {
  /** `address`: the visitor's (./rate-limit.ts clientAddress, as the site server read it for this request). */
  return async function serveLimitedCall(req: IncomingMessage, res: ServerResponse, call: LimitedCall, address: string): Promise<void> {
    let body: Buffer;
    try {
      body = await readBytes(req, MAX_FORWARD_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge) return json(res, 413, { code: 0, msg: '请求体过大', data: null }, { connection: 'close' });
      throw error;
    }
    const { account, lang } = readCallBody(body.toString('utf8'));
    const decision = await deps.limiter.consume(call, address, account);
    if (!decision.allowed) {
      // Neither the address nor the account is logged: the rule is enough to see a flood.
      deps.logger.warn(
        `[site] ${call}: over the limit of ${decision.rule.points} per ${decision.rule.seconds} s by ${decision.rule.by}; answered 429`,
      );
      return json(res, 429, tooManyAttempts(lang, decision.retryAfterSeconds), { 'retry-after': String(decision.retryAfterSeconds) });
    }
    const headers: http.OutgoingHttpHeaders = { ...withoutHopByHop(req.headers), 'content-length': body.length };
    await new Promise<void>((resolve) => {
      const inner = http.request(
        { host: '127.0.0.1', port: deps.internalPort(), method: req.method, path: req.url, headers, agent: deps.agent },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
          answer.pipe(res);
          answer.on('end', resolve);
          answer.on('error', () => {
            res.destroy();
            resolve();
          });
        },
      );
      inner.on('error', (error) => {
        if (!res.headersSent) json(res, 502, { code: 0, msg: '后端服务不可用', data: null });
        else res.destroy();
        deps.logger.error(`[site] ${call}: the loopback to the app failed: ${error.message}`);
        resolve();
      });
      inner.end(body);
    });
  };
}
