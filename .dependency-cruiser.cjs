/**
 * The architecture's rules, checked by `npm run lint` (dependency-cruiser) and drawn in
 * docs/architecture.md (`npm run architecture`). `lib/` is built in floors; a floor imports only the floors
 * below it, never one above or beside it:
 *
 *   lib/server                    the site's HTTP server (page cache, operations, its entry point start.ts)
 *   lib/pages  lib/client  lib/build   helpers that pages call on the server; browser helpers; build steps
 *   lib/search  lib/cross-reference  lib/resources   the site search; part numbers in any spelling; the document library
 *   lib/*.ts                      content helpers: pure functions over the backend's data (formats, SEO, feeds)
 *   lib/backend                   the backend client and the /api forwarder (lib/backend/target.ts chooses demo or BACKEND_URL)
 *   lib/core  i18n                process plumbing (logging, request context, timers, expiries, config); languages
 *
 * `app/`, `components/` and `proxy.ts` sit above `lib/`; nothing in `lib/` imports them, and only
 * lib/backend/target.ts imports `demo/`. Tests are left out: a test may reach anything it checks.
 */
const floor = (name, path, above) => ({
  name: `${name}-imports-no-floor-above`,
  comment: `${path} is below ${above.join(', ')}: it must not import them (see .dependency-cruiser.cjs)`,
  severity: 'error',
  from: { path: `^${path}` },
  to: { path: `^(${above.join('|')})` },
});

module.exports = {
  forbidden: [
    floor('core', 'lib/core/', ['lib/(?!core/)', 'i18n/']),
    floor('i18n', 'i18n/', ['lib/']),
    floor('backend', 'lib/backend/', ['lib/(?!core/|backend/)']),
    floor('content', 'lib/[^/]+$', ['lib/(search|cross-reference|resources|client|pages|build|server)/']),
    floor('search', 'lib/search/', ['lib/(cross-reference|resources|client|pages|build|server)/']),
    floor('products', 'lib/(cross-reference|resources)/', ['lib/(client|pages|build|server)/']),
    floor('client', 'lib/client/', ['lib/(pages|build|server)/']),
    floor('pages', 'lib/pages/', ['lib/(client|build|server)/']),
    floor('build', 'lib/build/', ['lib/(client|pages|server)/']),
    {
      name: 'lib-imports-no-views-or-app',
      comment: 'lib/ holds no React views and knows no page: views live in components/, routes in app/',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(components|app|scripts|e2e|tests)/' },
    },
    {
      name: 'one-wiring-file-imports-the-demo',
      comment: 'lib/backend/target.ts alone chooses the embedded demo backend or BACKEND_URL',
      severity: 'error',
      from: { path: '^lib/', pathNot: '^lib/backend/target\\.ts$' },
      to: { path: '^demo/' },
    },
    {
      name: 'no-circular',
      comment: 'modules import each other in one direction only',
      severity: 'error',
      from: { path: '^(lib|components|app|i18n|demo)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.next|dist)/|\\.test\\.tsx?$' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
