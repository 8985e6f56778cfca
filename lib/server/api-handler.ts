/**
 * The site server's side of `/api/` (issue 42): the door's decision (lib/backend/api-door.ts), then for a
 * file the request goes on to Next.js under its canonical path; for a call, its body is read within the
 * forwarder's bound and strictly as a JSON object, the limits decide (./rate-limit.ts, ./sign-in-backoff.ts),
 * and a call within them goes on to Next.js' handler as a loopback request under its canonical path, with the
 * same method and headers, and the object the limits read as its body. A sign-in's answer is read on its way
 * back: a failed password counts against its account.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { MAX_FORWARD_BODY_BYTES } from '@/lib/backend/forward';
import { CALLS, CODE_SUCCESS } from '@/lib/backend/calls';
import type { Logger } from '@/lib/core/log';
import { mailboxKey } from '@/lib/core/form-limit';
import zh from '@/messages/zh.json';
import en from '@/messages/en.json';
import { BodyTooLarge, readBytes } from './read-body';
import { readCallFields, tooManyAttempts, type RateLimiter } from './rate-limit';
import { readCallObject, screenApiRequest, type ApiRefusalReason } from '@/lib/backend/api-door';
import { headerValue, json } from './answer-writer';
import { telemetry } from '@/lib/core/telemetry';

export type ApiHandlerDeps = {
  limiter: RateLimiter;
  /** The loopback listener that runs Next.js' handler. */
  internalPort: () => number;
  agent: http.Agent;
  logger: Logger;
  /** Next.js' own handler: files go there directly. */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** The configured public origin (SITE_URL), if any. */
  siteUrl: () => string | null;
  /** The calls the browser makes (features/index.ts): the only ones forwarded. */
  browserCalls: readonly string[];
};

/** Hop-by-hop fields and the body's framing: set anew on each side of the loopback. */
const HOP_BY_HOP = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'expect', 'upgrade']);
const withoutHopByHop = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/** The longest sign-in answer read on its way back (a token and a user): anything longer is passed on unread. */
const MAX_SIGN_IN_ANSWER_BYTES = 64 * 1024;

type Lang = 'zh' | 'en';
const refusal = (lang: Lang, key: ApiRefusalReason | 'tooLarge' | 'badJson') => ({
  code: 0,
  msg: (lang === 'en' ? en : zh).Errors.api[key],
  data: null,
});

/** The language a refusal before the body is read speaks: the page's the call came from, Chinese by default. */
function refererLang(referer: string | undefined): Lang {
  if (!referer) return 'zh';
  try {
    return /^\/en(\/|$)/.test(new URL(referer).pathname) ? 'en' : 'zh';
  } catch {
    return 'zh';
  }
}

export function createApiHandler(deps: ApiHandlerDeps) {
  const forward = createLoopbackForward(deps, countSignIn);

  /** `address`: the visitor's (./rate-limit.ts clientAddress, as the site server read it for this request). */
  return async function serveApi(req: IncomingMessage, res: ServerResponse, address: string): Promise<void> {
    const decision = screenApiRequest(
      req.method ?? '',
      req.url ?? '',
      {
        origin: headerValue(req.headers.origin),
        host: headerValue(req.headers.host),
        contentType: headerValue(req.headers['content-type']),
      },
      deps.siteUrl(),
      deps.browserCalls,
    );
    const pageLang = refererLang(headerValue(req.headers.referer));
    if (decision.kind === 'refuse') {
      // What was sent is not read, and the connection closes after the answer: nothing of it is kept.
      req.resume();
      return json(res, decision.status, refusal(pageLang, decision.reason), {
        connection: 'close',
        ...(decision.allow ? { allow: decision.allow } : {}),
      });
    }
    req.url = decision.url;
    if (decision.kind === 'file') return deps.handle(req, res);

    let body: Buffer;
    try {
      body = await readBytes(req, MAX_FORWARD_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge) return json(res, 413, refusal(pageLang, 'tooLarge'), { connection: 'close' });
      throw error;
    }
    const fields = readCallObject(body);
    if (!fields) return json(res, 400, refusal(pageLang, 'badJson'));
    const { account, lang } = readCallFields(fields);
    const { call } = decision;

    if (deps.limiter.limits(call)) {
      const limit = await deps.limiter.consume(call, address, mailboxKey(fields.email));
      if (!limit.allowed) {
        // Neither the address nor the account is logged: the rule is enough to see a flood.
        deps.logger.warn(
          `[site] ${call}: over the limit of ${limit.rule.points} per ${limit.rule.seconds} s by ${limit.rule.by}; answered 429`,
        );
        return json(res, 429, tooManyAttempts(lang, limit.retryAfterSeconds), { 'retry-after': String(limit.retryAfterSeconds) });
      }
    }
    const signIn = call === CALLS.login && account !== null ? account : null;
    if (signIn !== null) {
      const wait = await deps.limiter.signIn.waitFor(signIn);
      if (wait > 0) {
        deps.logger.warn(`[site] ${call}: an account backing off after failed passwords; answered 429`);
        return json(res, 429, tooManyAttempts(lang, wait), { 'retry-after': String(wait) });
      }
    }
    // The backend reads the object the limits read, not the bytes sent: a body that two parsers read apart
    // (a key given twice, `{"username":"a","username":"b"}`) cannot count one account and sign in another.
    await forward(req, res, Buffer.from(JSON.stringify(fields)), signIn);
  };

  /** A sign-in's outcome for its account: success clears the count, a refused password adds to it. */
  async function countSignIn(account: string, status: number, bytes: Buffer): Promise<void> {
    if (status !== 200) return;
    const answer = readCallObject(bytes);
    if (!answer) return;
    if (answer.code === CODE_SUCCESS) return deps.limiter.signIn.succeeded(account);
    const data = answer.data as { failed?: unknown } | null | undefined;
    // A refusal for its captcha says so (`data.failed: "captcha"`); any other refusal is the password's.
    if (answer.code === 0 && data?.failed !== 'captcha') await deps.limiter.signIn.failed(account);
  }
}

/**
 * A request whose body was read, passed on to Next.js' handler as a loopback request with the same method,
 * path, headers and body. With `signIn`, the answer (a sign-in's, small) is read whole and handed to
 * `onSignIn` before it is passed on.
 */
export function createLoopbackForward(
  deps: Pick<ApiHandlerDeps, 'internalPort' | 'agent' | 'logger'>,
  onSignIn: (account: string, status: number, bytes: Buffer) => Promise<void> = async () => undefined,
) {
  return function forward(req: IncomingMessage, res: ServerResponse, body: Buffer, signIn: string | null): Promise<void> {
    // With tracing, Next.js continues the request's trace (lib/server/tracing.ts).
    const headers: http.OutgoingHttpHeaders = {
      ...withoutHopByHop(req.headers),
      ...telemetry().traceHeaders(),
      'content-length': body.length,
    };
    return new Promise<void>((resolve) => {
      const inner = http.request(
        { host: '127.0.0.1', port: deps.internalPort(), method: req.method, path: req.url, headers, agent: deps.agent },
        (answer) => {
          const outHeaders = withoutHopByHop(answer.headers);
          if (signIn === null) {
            res.writeHead(answer.statusCode ?? 502, outHeaders);
            answer.pipe(res);
            answer.on('end', resolve);
          } else {
            // A sign-in's answer is small: read it whole, count a failed password, then pass it on.
            void readBytes(answer, MAX_SIGN_IN_ANSWER_BYTES)
              .then(async (bytes) => {
                await onSignIn(signIn, answer.statusCode ?? 502, bytes);
                res.writeHead(answer.statusCode ?? 502, { ...outHeaders, 'content-length': String(bytes.length) });
                res.end(bytes);
              })
              .catch(() => {
                if (!res.headersSent) json(res, 502, { code: 0, msg: '后端服务应答无效', data: null });
                else res.destroy();
              })
              .finally(resolve);
          }
          answer.on('error', () => {
            res.destroy();
            resolve();
          });
        },
      );
      inner.on('error', (error) => {
        if (!res.headersSent) json(res, 502, { code: 0, msg: '后端服务不可用', data: null });
        else res.destroy();
        deps.logger.error(`[site] ${req.url}: the loopback to the app failed: ${error.message}`);
        resolve();
      });
      inner.end(body);
    });
  };
}
