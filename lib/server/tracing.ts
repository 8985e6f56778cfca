/**
 * OpenTelemetry traces (issue 47), only with OTEL_EXPORTER_OTLP_ENDPOINT: entry/start.ts imports this module then, and
 * nothing of OpenTelemetry is loaded otherwise. Started in the site server before Next.js loads: on Next 16,
 * instrumentation set up from `instrumentation.ts` alone does not see incoming requests (next.js #95894), because
 * the site server, not Next.js, receives them. So the site server makes the request's span itself, and hands its
 * context to Next.js in the W3C `traceparent` header of the loopback render (and of an `/api/*` call it passes on),
 * which Next.js continues (its own spans: the request, the route's render, `generateMetadata`, its fetches) once a
 * tracer provider is registered globally, as this one is. A call to the backend is a span of its own, under the
 * render, carrying `traceparent` on to the backend, so a trace continues into the CMS. Every log line gets the
 * trace's `trace_id` (lib/core/log.ts, through lib/core/telemetry.ts).
 *
 * Spans go to `$OTEL_EXPORTER_OTLP_ENDPOINT/v1/traces` as OTLP over HTTP (JSON), batched (OTEL_BSP_* tune it), and
 * the rest of OpenTelemetry's `OTEL_*` variables apply (OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES, headers).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { context, propagation, trace, SpanKind, SpanStatusCode, type Span } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { installTelemetry, type CallSpan } from '@/lib/core/telemetry';

const TRACER = 'xingyuan-web';

/** What the site server does with traces: a span around each request, and the headers that carry the current one on. */
export type RequestTracing = {
  /** Runs `work` (the request's handling) inside a server span named by the route template, ended when the answer closes. */
  around: (req: IncomingMessage, res: ServerResponse, route: string, work: () => Promise<void>) => Promise<void>;
  /** Sends what is still batched, and stops. */
  shutdown: () => Promise<void>;
};

export function startTracing(options: { serviceVersion: string; buildId: string; exporter?: SpanExporter }): RequestTracing {
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME || 'xingyuan-web',
      'service.version': options.serviceVersion,
      'service.instance.id': `${process.pid}`,
      'deployment.build_id': options.buildId,
    }),
    // OTEL_EXPORTER_OTLP_ENDPOINT (and OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, _HEADERS) are read by the exporter itself.
    spanProcessors: [new BatchSpanProcessor(options.exporter ?? new OTLPTraceExporter())],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  const tracer = trace.getTracer(TRACER, options.serviceVersion);

  const headers = () => {
    const carrier: Record<string, string> = {};
    propagation.inject(context.active(), carrier);
    return carrier;
  };

  const backendSpan = (call: string): CallSpan => {
    const span = tracer.startSpan(`backend ${call}`, { kind: SpanKind.CLIENT, attributes: { 'site.backend.call': call } });
    const carrier: Record<string, string> = {};
    const inside = trace.setSpan(context.active(), span);
    propagation.inject(inside, carrier);
    return {
      headers: carrier,
      within: (work) => context.with(inside, work),
      end: (failure) => {
        span.setAttribute('site.backend.outcome', failure ?? 'ok');
        if (failure) span.setStatus({ code: SpanStatusCode.ERROR, message: failure });
        span.end();
      },
    };
  };
  installTelemetry({ backendSpan, traceHeaders: headers, traceId: () => trace.getSpan(context.active())?.spanContext().traceId });

  return {
    around(req, res, route, work) {
      const path = (req.url ?? '/').split('?', 1)[0]!;
      // A request that carries a trace of its own (a proxy's, a load balancer's) continues it.
      const parent = propagation.extract(context.active(), req.headers);
      const span: Span = tracer.startSpan(
        `${req.method ?? 'GET'} ${route}`,
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method ?? '', 'http.route': route, 'url.path': path } },
        parent,
      );
      res.once('close', () => {
        span.setAttribute('http.response.status_code', res.statusCode);
        const cache = res.getHeader('x-site-cache');
        if (typeof cache === 'string') span.setAttribute('site.cache', cache);
        if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      });
      return context.with(trace.setSpan(parent, span), work);
    },
    shutdown: () => provider.shutdown(),
  };
}
