/**
 * The site's log: one JSON object per line on standard output (pino), for machines; `LOG_FORMAT=pretty`
 * for people. Every line has `time`, `level` and `msg`; request lines add the request id, method, path,
 * status, duration and cache state; with tracing on (OTEL_EXPORTER_OTLP_ENDPOINT), every line made during a traced
 * request has its `trace_id`. Nothing a visitor sent that could identify or authorise them is
 * logged: no query strings, cookies, tokens, Authorization or secrets (the paths are cut at `?`).
 *
 * The site server and the app (compiled apart) each make one logger; both write to the same standard
 * output, line by line, synchronously, so lines of the two never interleave within a line.
 */
import { hostname } from 'node:os';
import pino, { type Logger } from 'pino';
import { processGlobal } from './process-global';
import { telemetry } from './telemetry';

export type { Logger } from 'pino';

/** Field names never written, wherever they appear in a line's object. */
const REDACTED = [
  'cookie',
  'authorization',
  'token',
  'secret',
  'password',
  '*.cookie',
  '*.authorization',
  '*.token',
  '*.secret',
  '*.password',
  'headers',
];

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug'];

export function createLogger(options: { format?: string; level?: string; destination?: pino.DestinationStream } = {}): Logger {
  const settings: pino.LoggerOptions = {
    level: LEVELS.includes(options.level ?? '') ? options.level : 'info',
    base: { service: 'xingyuan-web', pid: process.pid, hostname: hostname() },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED, remove: true },
    // With tracing on, each line names the trace its work belongs to (lib/core/telemetry.ts, lib/server/tracing.ts).
    mixin: () => {
      const traceId = telemetry().traceId();
      return traceId ? { trace_id: traceId } : {};
    },
  };
  if (options.destination) return pino(settings, options.destination);
  if (options.format === 'pretty') {
    // Loaded only when asked for: the JSON format needs none of it.
    const pretty = require('pino-pretty') as (options: object) => pino.DestinationStream;
    return pino(settings, pretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'service,pid,hostname' }));
  }
  // Asynchronous (written as soon as the event loop allows, not waited for), flushed when the process exits.
  return pino(settings, pino.destination({ dest: 1, sync: false }));
}

/** The process's logger (LOG_FORMAT, LOG_LEVEL: lib/core/config.ts), one for the server and the app. */
export function siteLog(): Logger {
  return processGlobal('logger', () => createLogger({ format: process.env.LOG_FORMAT, level: process.env.LOG_LEVEL }));
}

/**
 * A request target as logged: the path only (a query may carry anything a visitor typed, and the alert
 * links' tokens). A file under `/api/` outside the public `files/` (and the calls' `web/`) is a members'
 * file, whose address is itself the permission (docs/backend-api.md, `web/get_document_file`): only its
 * folder is logged (issue 42, finding 11).
 */
export function loggedPath(url: string | undefined): string {
  const raw = (url ?? '').split('?', 1)[0] ?? '';
  const path = raw.replace(/^\/api\/(?!files\/|web\/)([^/]+)\/.+$/, '/api/$1/[redacted]');
  return path.length > 512 ? `${path.slice(0, 512)}…` : path;
}
