import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';
import path from 'path';
import { fileURLToPath } from 'url';

const __filename = fileURLToPath(import.meta.url);
const dirname = path.dirname(__filename);

const nextConfig: NextConfig = {
  // svg-captcha reads its font from beside its own module: it is loaded from node_modules, not bundled.
  serverExternalPackages: ['svg-captcha'],
  images: {
    localPatterns: [
      {
        pathname: '/api/media/file/**',
      },
    ],
  },
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    };

    return webpackConfig;
  },
  turbopack: {
    root: path.resolve(dirname),
  },
  experimental: {
    // A build keeps Turbopack's cache for the next one (cms/.next/cache, about 200 MB), which took 13 s to write in
    // a CI run: a clone that CI builds once and throws away has no next build to read it.
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
  },
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
