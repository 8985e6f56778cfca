/** @jest-environment node */
/**
 * deploy/compose.yaml and the Dockerfiles it builds, checked without Docker (there is none on the test machine):
 * the services the README promises, wired to each other as the site and the CMS read their settings.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = process.cwd();
type Service = {
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  depends_on?: string[] | Record<string, unknown>;
  volumes?: string[];
  ports?: string[];
};
const compose = parse(readFileSync(path.join(ROOT, 'deploy', 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
};
const services = compose.services;
/** The value a `${NAME…}` setting takes when NAME is unset: its default, or null when it must be set. */
const unsetValue = (value: string) => {
  const match = /^\$\{(\w+)(:?-|:\?)(.*)\}$/.exec(value);
  if (!match) return value;
  return match[2]!.endsWith('?') ? null : match[3]!;
};
const variable = (value: string) => /^\$\{(\w+)/.exec(value)?.[1];

describe('deploy/compose.yaml', () => {
  it('runs nginx, two site instances, Redis, the CMS, Postgres and Prometheus', () => {
    expect(Object.keys(services).sort()).toEqual(['cms', 'nginx', 'postgres', 'prometheus', 'redis', 'site1', 'site2']);
  });

  it("has Prometheus scrape both instances with the instances' METRICS_SECRET, from deploy/prometheus (issue 47)", () => {
    const prometheus = services.prometheus as unknown as { volumes: string[]; secrets: { source: string; target: string }[] };
    expect(prometheus.volumes).toContain('./prometheus/prometheus.yml:/etc/prometheus/prometheus.yml:ro');
    expect(prometheus.volumes).toContain('./prometheus/alerts.yml:/etc/prometheus/alerts.yml:ro');
    // The scrape config reads its bearer from the file the secret is mounted as, and scrapes both instances.
    const config = parse(readFileSync(path.join(ROOT, 'deploy', 'prometheus', 'prometheus.yml'), 'utf8')) as {
      scrape_configs: { authorization: { credentials_file: string }; static_configs: { targets: string[] }[] }[];
    };
    expect(`/etc/prometheus/${config.scrape_configs[0]!.authorization.credentials_file}`).toBe(prometheus.secrets[0]!.target);
    expect(config.scrape_configs[0]!.static_configs[0]!.targets).toEqual(['site1:3000', 'site2:3000']);
    expect(variable(services.site1!.environment!.METRICS_SECRET!)).toBe('METRICS_SECRET');
    expect((compose as unknown as { secrets: Record<string, { environment: string }> }).secrets[prometheus.secrets[0]!.source]).toEqual({
      environment: 'METRICS_SECRET',
    });
  });

  it('builds each image from a Dockerfile whose copied sources exist in the repository', () => {
    for (const name of ['site1', 'site2', 'cms']) {
      const build = services[name]!.build!;
      const context = path.resolve(ROOT, 'deploy', build.context);
      const dockerfile = readFileSync(path.join(context, build.dockerfile), 'utf8');
      const copied = [...dockerfile.matchAll(/^COPY (?!--from)(?:--\S+ )*(.+) \S+$/gm)].flatMap((match) => match[1]!.split(' '));
      expect(copied.length).toBeGreaterThan(0);
      for (const source of copied) expect([source, existsSync(path.join(context, source))]).toEqual([source, true]);
    }
  });

  it('puts the sites in front of the CMS, which keeps its data in Postgres and a volume', () => {
    const site = services.site1!.environment!;
    const cms = services.cms!.environment!;
    expect(unsetValue(site.BACKEND_URL!)).toBe(`http://cms:${cms.CMS_PORT}`);
    const database = new URL(cms.DATABASE_URL!.replace('${POSTGRES_PASSWORD}', 'secret'));
    const postgres = services.postgres!.environment!;
    expect([database.hostname, database.port, database.username, database.pathname]).toEqual([
      'postgres',
      '5432',
      postgres.POSTGRES_USER,
      `/${postgres.POSTGRES_DB}`,
    ]);
    expect(variable(cms.DATABASE_URL!.slice(cms.DATABASE_URL!.indexOf('${')))).toBe(variable(postgres.POSTGRES_PASSWORD!));
    expect(services.cms!.volumes).toEqual(['cms-data:/data']);
    expect(Object.keys(compose.volumes ?? {}).sort()).toEqual(['cms-data', 'postgres-data', 'prometheus-data']);
    // The CMS reads each setting the README lists for it.
    for (const name of [
      'DATABASE_URL',
      'PAYLOAD_SECRET',
      'CMS_PORT',
      'SITE_URL',
      'SITE_REVALIDATE_SECRET',
      'SMTP_URL',
      'CMS_ADMIN_EMAIL',
      'CMS_ADMIN_PASSWORD',
    ])
      expect([name, name in cms]).toEqual([name, true]);
  });

  it('has the CMS tell every instance what it published, with the secret the instances hold', () => {
    const cms = services.cms!.environment!;
    const site = services.site1!.environment!;
    expect(cms.SITE_REVALIDATE_URLS!.split(',')).toEqual(['http://site1:3000', 'http://site2:3000']);
    expect(variable(cms.SITE_REVALIDATE_SECRET!)).toBe(variable(site.REVALIDATE_SECRET!));
    // Both must be set: a site without the secret answers the CMS 404.
    expect(unsetValue(cms.SITE_REVALIDATE_SECRET!)).toBeNull();
    expect(unsetValue(site.REVALIDATE_SECRET!)).toBeNull();
    // The public address for previews and mails is the one visitors use (nginx's).
    expect(unsetValue(cms.SITE_URL!)).toBe(unsetValue(site.SITE_URL!));
    expect(services.nginx!.ports).toEqual([`${new URL(unsetValue(site.SITE_URL!)!).port}:80`]);
  });

  it('keeps the admin on the machine unless told otherwise, and starts the CMS once Postgres answers', () => {
    expect(services.cms!.ports).toEqual(['${CMS_BIND:-127.0.0.1}:4000:4000']);
    expect(services.cms!.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
  });
});
