/**
 * A form posted to a page (a server action, with or without script; RFC 8058's one-click POST), before it
 * reaches Next.js (issue 42): from another site's page (a foreign `Origin`) it is a 403, a body over the
 * forwarder's bound a 413, both said plainly in the address's language; Next.js answered both with a 500.
 * Within them, the body goes on to Next.js whole, as a loopback request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import zh from '@/messages/zh.json';
import en from '@/messages/en.json';
import { splitLocalePath } from '@/i18n/paths';
import { MAX_FORWARD_BODY_BYTES } from '@/lib/backend/forward';
import { isSameOrigin } from '@/lib/backend/api-door';
import { BodyTooLarge, readBytes } from './read-body';
import { headerValue } from './answer-writer';

export type PagePostDeps = {
  forward: (req: IncomingMessage, res: ServerResponse, body: Buffer, signIn: null) => Promise<void>;
  siteUrl: () => string | null;
};

/** Why a page post is refused before it is read, or null (pure). */
export function pagePostRefusal(
  headers: { origin?: string; host?: string; contentLength?: string },
  siteUrl: string | null,
): 403 | 413 | null {
  if (!isSameOrigin(headers.origin, headers.host, siteUrl)) return 403;
  if (Number(headers.contentLength ?? '0') > MAX_FORWARD_BODY_BYTES) return 413;
  return null;
}

function plain(res: ServerResponse, status: 403 | 413, path: string) {
  const texts = splitLocalePath(path).locale === 'en' ? en : zh;
  const body = Buffer.from(status === 403 ? texts.Errors.api.origin : texts.Errors.api.tooLarge);
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': String(body.length),
    connection: 'close',
  });
  res.end(body);
}

export function createPagePostHandler(deps: PagePostDeps) {
  return async function servePagePost(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const refused = pagePostRefusal(
      {
        origin: headerValue(req.headers.origin),
        host: headerValue(req.headers.host),
        contentLength: headerValue(req.headers['content-length']),
      },
      deps.siteUrl(),
    );
    if (refused !== null) {
      req.resume();
      return plain(res, refused, path);
    }
    let body: Buffer;
    try {
      body = await readBytes(req, MAX_FORWARD_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge) return plain(res, 413, path);
      throw error;
    }
    await deps.forward(req, res, body, null);
  };
}
