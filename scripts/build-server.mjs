/**
 * Second half of `npm run build`: compiles the site's own server (lib/server, from its entry point
 * entry/start.ts; it runs outside Next.js' bundle) to one CommonJS file, dist/server/start.cjs, so
 * `npm start` runs JavaScript.
 * Packages stay in node_modules (required at run time), as Next.js' own are.
 */
import { build } from 'esbuild';

const started = Date.now();
await build({
  entryPoints: ['entry/start.ts'],
  outfile: 'dist/server/start.cjs',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
  legalComments: 'none',
});
console.log(`server compiled to dist/server/start.cjs in ${Date.now() - started} ms`);
