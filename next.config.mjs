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
  // `npm test` type-checks the whole project once, after the build, with the route types the build
  // writes (scripts/test.sh); its build is told not to do the same check again (35 s of CI).
  typescript: { ignoreBuildErrors: process.env.SITE_BUILD_TYPECHECK === 'after' },
  experimental: {
    // Each page's own CSS only (issue 23). The site inlines every stylesheet into the HTML
    // (lib/server/inline-stylesheets.ts), so a stylesheet request costs nothing: the graph chunker, told
    // so, stops merging other pages' styles into one chunk that every page carried (3-5 KB of HTML less
    // per page, brotli). Module rules must not depend on their order against globals.css.
    cssChunking: { type: 'graph', requestCost: 0 },
    // antd is a large barrel package: import only what a page uses.
    optimizePackageImports: ['antd'],
    // Fewer, larger script chunks for a page's first load (issue 21). Most visitors arrive from a search
    // engine on one page, so Turbopack is told to weigh that load above later navigations and to count a
    // request as dear: a page loads 9 chunks instead of 13-14, the same bytes, and each chunk is a
    // request and a task of its own on a phone's main thread. Measured against the same build without
    // it, interleaved Lighthouse mobile runs: +1 to +4.5 points in one set of 4 runs each, +0.5 and
    // +1.5 in a second of 6 (/ and /en/news), within this machine's noise: a small gain, not a large one.
    turbopackChunking: {
      firstPageLoadPriority: 1,
      requestCost: 2_000_000,
      minChunkSize: 300_000,
      maxChunkCountPerGroup: 2,
      maxMergeChunkSize: 2_000_000,
    },
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

/**
 * The build's id (.next/BUILD_ID): SITE_BUILD_ID when set (e.g. the commit, so machines that build apart
 * share their pages in Redis), else one Next.js makes. The shared cache keys pages by it
 * (lib/server/shared-cache.ts), and a browser holding pages of one build whose navigation reaches an
 * instance of another loads the page afresh (Next.js compares the id on every navigation).
 *
 * Next.js' `deploymentId` is not set: it appends `?dpl=<id>` to every image it leaves unoptimized, that is
 * to the CMS's SVG files under /api/files, so their addresses (and the browser's and CDN's copies) would
 * change with every deploy, and the query would reach the CMS.
 */
export default withNextIntl({ ...nextConfig, generateBuildId: async () => process.env.SITE_BUILD_ID || null });
