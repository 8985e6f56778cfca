/**
 * What the site observes of itself (issue 47), as hooks every compiled copy of the code reaches: the backend
 * transport runs in Next.js' bundles, the metrics and the traces live in the site server (lib/server/metrics.ts,
 * lib/server/tracing.ts), which installs them at start. Without that (Jest, `next dev`, metrics off) each hook does
 * nothing, and nothing of prom-client or OpenTelemetry is loaded by the code that calls them. A process global
 * (./process-global.ts), as the request context is.
 */
import { processGlobal } from './process-global';

/**
 * A span in progress around a call to the backend: the headers that carry it on, a way to run the request inside it
 * (so that what the request itself traces, Next.js' fetch span, is under it), and its end with the outcome.
 */
export type CallSpan = {
  headers: Record<string, string>;
  within: <T>(work: () => T) => T;
  end: (failure: string | null) => void;
};

export type Telemetry = {
  /** One call the site made to the backend: its name, how long it took, and how it failed (a failure kind), if it did. */
  backendCall: (call: string, seconds: number, failure: string | null) => void;
  /** A span for one call to the backend, when tracing is on; null otherwise. */
  backendSpan: (call: string) => CallSpan | null;
  /** The trace the work in progress belongs to, for the log's `trace_id`; undefined without tracing. */
  traceId: () => string | undefined;
  /** The trace context of the work in progress as headers (`traceparent`), for a request the site server passes on; none without tracing. */
  traceHeaders: () => Record<string, string>;
};

const NONE: Telemetry = { backendCall: () => undefined, backendSpan: () => null, traceId: () => undefined, traceHeaders: () => ({}) };

const holder = processGlobal('telemetry', () => ({ telemetry: { ...NONE } as Telemetry }));

export function telemetry(): Telemetry {
  return holder.telemetry;
}

/** Installs some of the hooks (the metrics theirs, the traces theirs); the rest stay as they are. */
export function installTelemetry(hooks: Partial<Telemetry>): void {
  holder.telemetry = { ...holder.telemetry, ...hooks };
}

/** Puts every hook back to nothing (tests). */
export function resetTelemetry(): void {
  holder.telemetry = { ...NONE };
}
