/** @jest-environment node */
/**
 * What deploy/ gives an operator to watch the site with (issue 47), checked by Prometheus' own tool (Debian's
 * `prometheus` package, which scripts/ensure-system-packages.sh installs): the scrape configuration and the rules are
 * valid; the alerts fire on recorded series as alerts.test.yml says; and every query of the rules and of the Grafana
 * dashboard parses and names only metrics the site exports (Grafana is not packaged here, so its dashboard is checked
 * through its queries).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { createSiteMetrics } from '@/lib/server/metrics';
import { resetTelemetry } from '@/lib/core/telemetry';

const PROMETHEUS = path.join(process.cwd(), 'deploy', 'prometheus');
const DASHBOARD = path.join(process.cwd(), 'deploy', 'grafana', 'site-dashboard.json');

function promtool(args: string[], cwd = PROMETHEUS): string {
  try {
    return execFileSync('promtool', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; code?: string };
    if (failed.code === 'ENOENT')
      throw new Error('promtool is not installed: Debian package prometheus (scripts/ensure-system-packages.sh)');
    throw new Error(`promtool ${args.join(' ')}:\n${failed.stdout ?? ''}${failed.stderr ?? ''}`);
  }
}

type Rule = { record?: string; alert?: string; expr: string };
const rules = (parse(readFileSync(path.join(PROMETHEUS, 'alerts.yml'), 'utf8')) as { groups: { rules: Rule[] }[] }).groups.flatMap(
  (group) => group.rules,
);
type Panel = { title: string; targets?: { expr: string }[] };
const panels = (JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { panels: Panel[] }).panels;

/** The metric names the site exports: every family of its registry (a histogram's three series each), and Prometheus' `up`. */
async function exported(): Promise<Set<string>> {
  const metrics = createSiteMetrics({
    buildId: 'b',
    version: 'v',
    calls: [],
    limitedCalls: [],
    ready: () => true,
    inFlight: () => 0,
  });
  resetTelemetry();
  const names = new Set(['up']);
  for (const line of (await metrics.render()).body.split('\n')) {
    const declared = /^# TYPE (\S+) (\S+)/.exec(line);
    if (!declared) continue;
    const [, name, type] = declared;
    names.add(name!);
    if (type === 'histogram' || type === 'summary') for (const suffix of ['_bucket', '_count', '_sum']) names.add(`${name}${suffix}`);
  }
  for (const rule of rules) if (rule.record) names.add(rule.record);
  return names;
}

/** PromQL's words that are not metric names: functions, aggregations, keywords. */
const PROMQL_WORDS = new Set([
  'sum',
  'count',
  'max',
  'min',
  'avg',
  'topk',
  'bottomk',
  'by',
  'without',
  'and',
  'or',
  'unless',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'rate',
  'irate',
  'increase',
  'histogram_quantile',
  'abs',
  'bool',
  'offset',
  'humanize',
]);

/** The metric names a query reads: its words, once strings, label matchers, groupings and durations are taken out. */
function metricsOf(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, '')
    .replace(/\[[^\]]*\]/g, '');
  return [...bare.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)]
    .map((match) => match[0])
    .filter((word) => !PROMQL_WORDS.has(word) && !/^\d/.test(word) && word !== 'e9');
}

describe('monitoring in deploy/ (issue 47)', () => {
  it('the scrape configuration is valid (promtool check config)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'prometheus-config-'));
    try {
      cpSync(PROMETHEUS, dir, { recursive: true });
      // The bearer the instances share, as deploy/compose.yaml mounts it.
      writeFileSync(path.join(dir, 'metrics-secret'), 'a-metrics-secret-for-checking');
      expect(promtool(['check', 'config', 'prometheus.yml'], dir)).toMatch(/SUCCESS: prometheus\.yml is valid/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the rules are valid, and the alerts fire on recorded series as they should, and only then (promtool test rules)', () => {
    expect(promtool(['check', 'rules', 'alerts.yml'])).toMatch(/SUCCESS: \d+ rules found/);
    expect(promtool(['test', 'rules', 'alerts.test.yml'])).toMatch(/SUCCESS/);
    // Each alert of the rules is tried by the tests.
    const tested = readFileSync(path.join(PROMETHEUS, 'alerts.test.yml'), 'utf8');
    for (const rule of rules) if (rule.alert) expect(tested).toContain(`alertname: ${rule.alert}`);
  });

  it('every query of the dashboard parses, and every query of it and of the rules names a metric the site exports', async () => {
    const queries = panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr })));
    expect(queries.length).toBeGreaterThan(15);
    // Parsed by Prometheus itself: each query as a recording rule of a scratch file.
    const dir = mkdtempSync(path.join(tmpdir(), 'dashboard-queries-'));
    try {
      const file = path.join(dir, 'queries.yml');
      writeFileSync(
        file,
        JSON.stringify({
          groups: [{ name: 'dashboard', rules: queries.map((query, index) => ({ record: `dashboard:query_${index}`, expr: query.expr })) }],
        }),
      );
      expect(promtool(['check', 'rules', file], dir)).toMatch(new RegExp(`SUCCESS: ${queries.length} rules found`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const names = await exported();
    const unknown = [
      ...queries.map((query) => ({ where: query.panel, expr: query.expr })),
      ...rules.map((rule) => ({ where: rule.record ?? rule.alert, expr: rule.expr })),
    ].flatMap(({ where, expr }) =>
      metricsOf(expr)
        .filter((name) => !names.has(name))
        .map((name) => `${where}: ${name}`),
    );
    expect(unknown).toEqual([]);
    for (const query of queries) expect(metricsOf(query.expr).length).toBeGreaterThan(0);
  });
});

describe('traces load only when configured (issue 47)', () => {
  /** Every TypeScript file of the site's own code. */
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory())
        return ['node_modules', '.next', 'dist', 'cms', 'reports'].includes(entry.name) || entry.name.startsWith('.') ? [] : sources(full);
      return /\.tsx?$/.test(entry.name) ? [full] : [];
    });

  it('only lib/server/tracing.ts imports OpenTelemetry, and the entry point imports it only with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
    const importing = sources(process.cwd())
      .filter((file) => /from '@opentelemetry\/|import\('@opentelemetry\/|require\('@opentelemetry\//.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(process.cwd(), file));
    expect(importing).toEqual(['lib/server/tracing.ts']);
    const statically = sources(process.cwd())
      .filter((file) => /^import (?!type )[^;]*from '@\/lib\/server\/tracing'/m.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(process.cwd(), file));
    expect(statically).toEqual([]);
    const entry = readFileSync('entry/start.ts', 'utf8');
    expect(entry).toMatch(/const tracing = otlp \? \(await import\('@\/lib\/server\/tracing'\)\)\.startTracing/);
  });
});
