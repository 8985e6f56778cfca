/**
 * OpenTelemetry traces (issue 47): an instance started with OTEL_EXPORTER_OTLP_ENDPOINT at an OTLP receiver this test
 * runs (an HTTP listener taking OTLP/JSON), in front of a backend that notes the trace context of each call and passes
 * it to the demo backend. One page view yields one trace: the site server's span for the request, named by its route
 * template; Next.js's spans under it (its request and the route's render); a span per backend call under those, whose
 * context the backend received as `traceparent`. Every log line of the request carries the trace's id. @shared: its
 * own processes, one at a time.
 */
import http, { type IncomingMessage } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startInstance, stop, type Started } from '../scripts/support/topology';
import { DEMO_BACKEND } from './support/servers';
import { SITE_NOW } from './support/clock';

const PORTS = { otlp: 4341, backend: 4342, site: 3441 };
const dir = mkdtempSync(path.join(os.tmpdir(), 'site-tracing-'));

type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: Record<string, unknown> }[];
};
const spans: OtlpSpan[] = [];
const backendTraces: { call: string; traceparent: string }[] = [];
const servers: http.Server[] = [];
let instance: Started | undefined;

const read = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

function listen(server: http.Server, port: number): Promise<void> {
  servers.push(server);
  return new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((entry) => entry.key === key)?.value;
  return value ? Object.values(value)[0] : undefined;
};

test.describe('traces @shared', () => {
  test.beforeAll(async () => {
    // The OTLP receiver: OTLP/HTTP with JSON bodies, as the site's exporter sends them.
    await listen(
      http.createServer(async (req, res) => {
        const body = JSON.parse((await read(req)).toString('utf8')) as {
          resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
        };
        for (const resource of body.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      }),
      PORTS.otlp,
    );
    // The backend: notes each call's trace context, and passes the call on to the demo backend.
    await listen(
      http.createServer(async (req, res) => {
        const body = await read(req);
        if (req.url?.startsWith('/api/web/'))
          backendTraces.push({ call: req.url.slice(5), traceparent: String(req.headers.traceparent ?? '') });
        const answer = await fetch(`${DEMO_BACKEND}${req.url}`, {
          method: req.method,
          headers: { 'content-type': String(req.headers['content-type'] ?? 'application/json') },
          body: req.method === 'POST' ? new Uint8Array(body) : undefined,
        });
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        res.end(Buffer.from(await answer.arrayBuffer()));
      }),
      PORTS.backend,
    );
    instance = await startInstance(
      'traced',
      PORTS.site,
      {
        BACKEND_URL: `http://127.0.0.1:${PORTS.backend}`,
        SITE_URL: `http://127.0.0.1:${PORTS.site}`,
        SITE_NOW,
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${PORTS.otlp}`,
        // Batches sent every 100 ms, so the test waits for its spans no longer than that.
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
      dir,
    );
  });

  test.afterAll(async () => {
    if (instance) await stop(instance);
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
  });

  test('one page view is one trace: the request, Next.js render under it, each backend call under that, on to the backend', async () => {
    const response = await fetch(`http://127.0.0.1:${PORTS.site}/en/about`);
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id')!;
    let root: OtlpSpan | undefined;
    await expect
      .poll(
        () => {
          root = spans.find((span) => span.name === 'GET /about' && !span.parentSpanId);
          const calls = root ? spans.filter((span) => span.traceId === root!.traceId && span.name.startsWith('backend web/')) : [];
          return calls.length;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    const trace = spans.filter((span) => span.traceId === root!.traceId);
    const byId = new Map(trace.map((span) => [span.spanId, span]));
    const ancestors = (span: OtlpSpan): OtlpSpan[] => {
      const parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
      return parent ? [parent, ...ancestors(parent)] : [];
    };
    // The site server's span: a server span, named by its route template, with the status and the cache's result.
    expect(root!.kind).toBe(2);
    expect(attribute(root!, 'http.route')).toBe('/about');
    expect(attribute(root!, 'url.path')).toBe('/en/about');
    expect(attribute(root!, 'http.response.status_code')).toBe(200);
    expect(attribute(root!, 'site.cache')).toBe('MISS');
    // Next.js' own spans, under it.
    const next = trace.filter((span) => span.spanId !== root!.spanId && !span.name.startsWith('backend '));
    expect(next.length).toBeGreaterThan(0);
    for (const span of next) expect(ancestors(span).at(-1)?.spanId).toBe(root!.spanId);
    expect(next.map((span) => span.name).join(' | ')).toMatch(/\/\[locale\]\/about/);
    // A span per backend call, under a span of Next.js' render, and its context at the backend.
    const calls = trace.filter((span) => span.name.startsWith('backend web/'));
    expect(calls.map((span) => span.name)).toContain('backend web/get_site_list');
    for (const call of calls) {
      const up = ancestors(call);
      expect(up.at(-1)?.spanId).toBe(root!.spanId);
      expect(up.some((span) => next.includes(span))).toBe(true);
      expect(attribute(call, 'site.backend.outcome')).toBe('ok');
      // The request itself (Next.js' fetch span) is under the call's span.
      expect(trace.some((span) => span.parentSpanId === call.spanId && span.name.startsWith('fetch '))).toBe(true);
      const received = backendTraces.find((entry) => entry.traceparent.includes(call.spanId));
      expect(received?.traceparent).toBe(`00-${root!.traceId}-${call.spanId}-01`);
    }
    // Every log line of the request names its trace.
    const lines = readFileSync(instance!.log, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { reqId?: string; trace_id?: string; msg?: string });
    const line = lines.find((entry) => entry.reqId === requestId && entry.msg === 'request');
    expect(line?.trace_id).toBe(root!.traceId);
  });
});
