/**
 * Next.js configuration.
 *
 * Deliberately no `rewrites()` here: rewrites are frozen at build time, and the backend must be chosen
 * when the server starts (BACKEND_URL). `/api/*` is handled by app/api/[...path]/route.ts, which reads
 * the environment per request.
 *
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // antd and its icon set are large barrel packages: import only what a page uses.
  experimental: {
    optimizePackageImports: ['antd', '@ant-design/icons'],
  },
};

export default nextConfig;
