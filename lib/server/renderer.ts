/**
 * How the site server has Next.js render a page: a loopback request to a second listener that runs
 * Next.js' handler inside a render report (lib/core/render-report.ts), so the request stays a real Node.js
 * request and the report says which content the page showed and whether the backend failed. The answer is
 * read whole, rewritten (stylesheets in, scripts after the HTML) and prepared (ETag, compression) once.
 * Concurrent renders of one page share one.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { ServerConfig } from '@/lib/core/config';
import { timer } from '@/lib/core/timer';
import { telemetry } from '@/lib/core/telemetry';
import type { Logger } from '@/lib/core/log';
import { requestContextStorage, requestIdOf } from '@/lib/core/request-context';
import { createRenderReport, renderReportStorage, type RenderReport } from '@/lib/core/render-report';
import type { RenderOutcome } from './page-decision';
import { prepareResponse } from './prepared-response';
import { deferScripts } from './deferred-scripts';
import { keepIdleConnections, LOOPBACK_KEEP_ALIVE_MS, loopbackAgent, metClosedSocket } from './loopback';
import { inlineStylesheets, withoutStylePreloads } from './inline-stylesheets';
import { sharedRenderHeaders } from './request-guard';
import { failRequest } from './answer-writer';

export type NextHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

export type Rendered = RenderOutcome & { startedAt: number };

export type RendererOptions = {
  handle: NextHandler;
  config: () => ServerConfig;
  logger: Logger;
  now: () => number;
  /** Beyond the backend budget, how long a render may take before it is abandoned. */
  renderMarginMs?: number;
  /** The build's stylesheets by address (lib/server/static-stylesheets.ts), written into each page's HTML. */
  stylesheet?: (href: string) => string | null;
};

export type Renderer = {
  /** The loopback listener (closed by `close`). */
  internal: http.Server;
  /** Its port, for the calls the site server passes on to Next.js (lib/server/api-handler.ts). */
  port: number;
  /** The loopback connections' agent. */
  agent: http.Agent;
  /** A render of `url`, shared by concurrent renders under the same `key` (not a visitor's own: each has theirs). */
  render: (key: string, url: string) => Promise<Rendered>;
  /** The public port, which renders name as their host (Next.js builds its own URLs from it). */
  setPublicPort: (port: number) => void;
  close: () => Promise<void>;
};

/**
 * The render's answer repeats the address in its header fields (the locale rewrite, percent-encoded, so up
 * to three times its length): more room than Node's 16 KiB default, which a visitor's long address fills.
 */
const RENDER_MAX_HEADER_BYTES = 256 * 1024;
/** Header that carries a render's report id over the loopback; set only by this server. */
const RENDER_HEADER = 'x-site-render';
/** Beyond the backend budget, how long a render may take before it is abandoned. */
const RENDER_MARGIN_MS = 10_000;

export async function startRenderer(options: RendererOptions): Promise<Renderer> {
  const { now, logger } = options;
  const reports = new Map<string, RenderReport>();
  const renders = new Map<string, Promise<Rendered>>();
  const agent = loopbackAgent();
  let publicPort = 0;

  // The loopback listener: Next.js' handler inside the report of the render that asked.
  const internal = http.createServer((req, res) => {
    const id = req.headers[RENDER_HEADER];
    delete req.headers[RENDER_HEADER];
    const report = typeof id === 'string' ? reports.get(id) : undefined;
    const run = () =>
      requestContextStorage().run({ requestId: typeof id === 'string' ? id : requestIdOf(undefined) }, () => options.handle(req, res));
    void (report ? renderReportStorage().run(report, run) : run()).catch((error: unknown) => failRequest(res, error, logger));
  });
  keepIdleConnections(internal, LOOPBACK_KEEP_ALIVE_MS);
  await listenOn(internal, 0, '127.0.0.1');
  const port = (internal.address() as AddressInfo).port;

  /** One render of the address through Next.js, from a neutral request, its answer read whole and prepared. */
  async function render(url: string): Promise<Rendered> {
    const id = randomUUID();
    const report = createRenderReport();
    reports.set(id, report);
    const startedAt = now();
    // With tracing, the render continues the request's trace (lib/server/tracing.ts): Next.js reads `traceparent`.
    const headers: http.OutgoingHttpHeaders = {
      ...sharedRenderHeaders(`localhost:${publicPort}`),
      ...telemetry().traceHeaders(),
      [RENDER_HEADER]: id,
    };

    const limit = timer(options.config().backendTimeoutMs + (options.renderMarginMs ?? RENDER_MARGIN_MS));
    let request: http.ClientRequest | undefined;
    // Sent once more, on a new socket, if the kept-alive one was closed under it (lib/server/loopback.ts).
    const send = (again = false) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const sent = http.request(
          { host: '127.0.0.1', port, method: 'GET', path: url, headers, agent, maxHeaderSize: RENDER_MAX_HEADER_BYTES },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 500, headers: response.headers, body: Buffer.concat(chunks) }),
            );
            response.on('error', reject);
          },
        );
        request = sent;
        sent.on('error', (error) => (!again && metClosedSocket(sent, error) ? send(true).then(resolve, reject) : reject(error)));
        sent.end();
      });
    const exchange = send();
    try {
      const result = await Promise.race([exchange, limit.promise]);
      if (result === 'timeout') {
        request?.destroy();
        return { prepared: null, reason: 'the render took too long', startedAt };
      }
      const page = rewrittenPage(result.headers, result.body);
      return { prepared: await prepareResponse(result.status, page.headers, page.body), report, startedAt };
    } catch (error) {
      return { prepared: null, reason: error instanceof Error ? error.message : String(error), startedAt };
    } finally {
      limit.clear();
      reports.delete(id);
    }
  }

  /**
   * An HTML page as it is kept and sent: its stylesheets written in and its Link header without their
   * preloads (lib/server/inline-stylesheets.ts), its script chunks requested once the HTML is parsed
   * (lib/server/deferred-scripts.ts); any other answer as it is.
   */
  function rewrittenPage(headers: http.IncomingHttpHeaders, body: Buffer): { headers: http.IncomingHttpHeaders; body: Buffer } {
    if (!/^text\/html/i.test(String(headers['content-type'] ?? ''))) return { headers, body };
    const read = options.stylesheet;
    const { html: styled, inlined } = read ? inlineStylesheets(body.toString('utf8'), read) : { html: body.toString('utf8'), inlined: [] };
    const { html, deferred } = deferScripts(styled);
    if (inlined.length === 0 && deferred.length === 0) return { headers, body };
    const link = headers.link === undefined ? null : withoutStylePreloads(String(headers.link), inlined);
    const { link: _dropped, ...others } = headers;
    return { headers: link === null ? others : { ...others, link }, body: Buffer.from(html, 'utf8') };
  }

  return {
    internal,
    port,
    agent,
    render: (key, url) => {
      const pending = renders.get(key);
      // A view that came while another rendered the address shares that render, unless it turned out to be a
      // visitor's own (a form's captcha, a mail link's answer): then this view has one of its own.
      if (pending) return pending.then((shared) => (shared.prepared && shared.report.personal ? render(url) : shared));
      const own = render(url).finally(() => renders.delete(key));
      renders.set(key, own);
      return own;
    },
    setPublicPort: (value) => {
      publicPort = value;
    },
    close: () => {
      agent.destroy();
      return closeServer(internal);
    },
  };
}

export function listenOn(server: http.Server, port: number, hostname: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

export function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
