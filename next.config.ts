import type { NextConfig } from 'next';
import { COMMON_SECURITY_HEADERS } from './lib/security-headers';

/**
 * Next.js configuration.
 *
 * Deliberately no `rewrites()` here: rewrites are frozen at build time, and the backend must be chosen
 * when the server starts (BACKEND_URL). `/api/*` is handled by app/api/[...path]/route.ts, which reads
 * the environment per request. The pages' Content-Security-Policy carries a nonce per view: proxy.ts.
 */
const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The image optimizer (/_next/image, lib/cms-image.ts) serves the backend's raster images, fetched
  // through the site's own /api/ forwarder, and nothing else: no other hosts, no query strings.
  images: {
    localPatterns: [{ pathname: '/api/**', search: '' }],
  },
  reactStrictMode: true,
  // antd is a large barrel package: import only what a page uses.
  experimental: {
    optimizePackageImports: ['antd'],
  },
  async headers() {
    return [
      // The policy of /api/ answers depends on their type: app/api/[...path]/route.ts sets it.
      { source: '/:path*', headers: [...COMMON_SECURITY_HEADERS] },
    ];
  },
};

export default nextConfig;
