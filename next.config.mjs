import createNextIntlPlugin from 'next-intl/plugin';

/**
 * Next.js configuration.
 *
 * Deliberately no `rewrites()` here: rewrites are frozen at build time, and the backend must be chosen
 * when the server starts (BACKEND_URL). `/api/*` is handled by app/api/[...path]/route.ts, which reads
 * the environment per request and sets the policy of its answers by their type. Security headers come
 * from lib/security-headers.ts, applied by the site server (lib/server/site-server.ts) to every answer,
 * and by proxy.ts under next dev.
 *
 * @type {import('next').NextConfig}
 */
const nextConfig = {
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
};

/**
 * next-intl: interface text in messages/<locale>.json, configured per request by i18n/request.ts. Messages
 * are precompiled at build time, so no ICU parser reaches the browser.
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

export default withNextIntl(nextConfig);
