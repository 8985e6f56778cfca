/**
 * The architecture's rules, checked by `npm run lint` (dependency-cruiser) and drawn in
 * docs/architecture.md (`npm run architecture`, from the floors of scripts/support/floors.cjs). The code is built in floors; a floor
 * imports only the floors below it, never one above it, and a folder of `lib/` imports no other folder of
 * its own floor:
 *
 *   entry/                          the production entry point: the composition root (entry/start.ts)
 *   app/  proxy.ts                  routes, pages, middleware
 *   features/<name>/                a feature, whole: contract, reads, views, islands, its demo handlers
 *   components/                     the shared views: layout, content blocks, the page wrappers
 *   lib/server                      the site's HTTP server (page cache, operations)
 *   lib/pages  lib/client  lib/build   helpers pages call on the server; browser helpers; build steps
 *   lib/search … lib/samples        domain helpers of the parts not yet in a feature folder
 *   lib/*.ts                        content helpers: pure functions over the backend's data (formats, SEO, feeds)
 *   lib/backend                     the backend client and the /api forwarder (lib/backend/target.ts chooses demo or BACKEND_URL)
 *   lib/core  i18n                  process plumbing (logging, request context, timers, config); languages
 *
 * The rules are written against parent folders (issue 43), so a folder is covered the day it appears:
 * a feature imports no other feature, nothing below features/ imports one, and a folder of `lib/` or a
 * file of `features/` on no floor fails. `demo/` is the embedded backend beside the site: it implements
 * the features' contracts, and only lib/backend/target.ts imports it. Tests are left out: a test may
 * reach anything it checks.
 */

const { FLOORS } = require('./scripts/support/floors.cjs');

const any = (paths) => `^(${paths.join('|')})`;
const ON_A_FLOOR = any(FLOORS.flatMap((floor) => floor.paths));

const floorRules = FLOORS.flatMap((floor, index) => {
  const above = FLOORS.slice(0, index).flatMap((upper) => upper.paths);
  const rules = [];
  if (above.length > 0)
    rules.push({
      name: `${floor.name.replace(/ /g, '-')}-imports-no-floor-above`,
      comment: `${floor.paths.join(', ')} is below ${above.join(', ')}: it must not import them (see .dependency-cruiser.cjs)`,
      severity: 'error',
      from: { path: any(floor.paths) },
      to: { path: any(above) },
    });
  // The page helpers, and core beside i18n, never import each other (the other floors' folders may).
  if (floor.folders)
    for (const own of floor.paths)
      rules.push({
        name: `${floor.name.replace(/ /g, '-')}-imports-no-folder-beside`,
        comment: `${own} imports no other folder of its floor (${floor.paths.join(', ')})`,
        severity: 'error',
        from: { path: `^${own}` },
        to: { path: any(floor.paths.filter((other) => other !== own)) },
      });
  return rules;
});

module.exports = {
  forbidden: [
    ...floorRules,
    {
      name: 'a-feature-imports-no-other-feature',
      comment: 'features/<name>/ imports nothing of another feature: what two features share lives below them (components/, lib/)',
      severity: 'error',
      from: { path: '^features/([^/]+)/' },
      to: { path: '^features/[^/]+/', pathNot: '^features/$1/' },
    },
    {
      name: 'a-feature-imports-no-composition',
      comment: 'features/index.ts, sitemap.ts and demo.ts compose the features: a feature never imports them back',
      severity: 'error',
      from: { path: '^features/[^/]+/' },
      to: { path: '^features/(index|sitemap|demo)\\.ts$' },
    },
    {
      name: 'no-folder-off-the-floors',
      comment: 'every folder of lib/ and every file of features/ is on a floor of .dependency-cruiser.cjs: add a new folder there',
      severity: 'error',
      from: { path: '^(lib|features)/', pathNot: ON_A_FLOOR },
      to: {},
    },
    {
      name: 'nothing-imports-a-folder-off-the-floors',
      comment: 'every folder of lib/ and every file of features/ is on a floor of .dependency-cruiser.cjs: add a new folder there',
      severity: 'error',
      from: {},
      to: { path: '^(lib|features)/', pathNot: ON_A_FLOOR },
    },
    {
      name: 'lib-imports-no-views-or-app',
      comment: 'lib/ holds no React views and knows no page: views live in components/ and features/, routes in app/',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(components|app|scripts|e2e|tests)/' },
    },
    {
      name: 'one-wiring-file-imports-the-demo',
      comment: 'lib/backend/target.ts alone chooses the embedded demo backend or BACKEND_URL',
      severity: 'error',
      from: { path: '^(lib|features|components|app)/', pathNot: '^(lib/backend/target\\.ts|features/demo\\.ts|features/[^/]+/demo\\.ts)$' },
      to: { path: '^demo/' },
    },
    {
      name: 'the-site-imports-no-back-office',
      comment:
        'the site talks to a backend through the contract alone: it imports nothing of the CMS (cms/, issue 45) or of the conformance suite (conformance/)',
      severity: 'error',
      from: { path: '^(entry|app|features|components|lib|i18n|demo|proxy\\.ts|instrumentation\\.ts)' },
      to: { path: '^(cms|conformance)/' },
    },
    {
      name: 'no-circular',
      comment: 'modules import each other in one direction only',
      severity: 'error',
      from: { path: '^(lib|components|features|app|i18n|demo|entry)/' },
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
