/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NGINX_LIMITED_LOCATION, NGINX_LIMIT_ZONE, NGINX_OPERATIONS_CLOSED, NGINX_TOO_MANY, nginxConfig } from './topology';

const squeeze = (text: string) => text.replace(/#.*$/gm, '').replace(/\s+/g, ' ').trim();

describe('nginx in the tests and in deploy/', () => {
  const deployed = squeeze(readFileSync(path.join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8'));

  it("limit the sign-in, captcha and message calls the same way, and close the operators' routes (metrics included) alike", () => {
    for (const part of [NGINX_LIMIT_ZONE, NGINX_LIMITED_LOCATION, NGINX_TOO_MANY, NGINX_OPERATIONS_CLOSED]) {
      expect(deployed).toContain(squeeze(part));
      expect(squeeze(nginxConfig({ listen: 1, upstreams: [2], dir: '/tmp/x' }))).toContain(squeeze(part));
    }
  });

  it('pass the visitor address on in X-Forwarded-For in every location that proxies', () => {
    expect(deployed.match(/proxy_pass /g)).toHaveLength(
      deployed.match(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/g)!.length,
    );
  });
});
