/**
 * The floors of the code, top first, as .dependency-cruiser.cjs checks them and docs/architecture.md draws them
 * (scripts/architecture.ts). A floor imports only the floors below it; `paths` are the regular expressions of
 * what each holds, written against parent folders so that a new folder of features/ is on its floor the day it
 * appears, and a new folder of lib/ on none until it is placed here (which lint asks for).
 */
const FLOORS = [
  { name: 'entry', paths: ['entry/'] },
  { name: 'app', paths: ['app/', 'proxy\\.ts$', 'instrumentation\\.ts$'] },
  { name: 'features', paths: ['features/'] },
  { name: 'components', paths: ['components/'] },
  { name: 'server', paths: ['lib/server/'] },
  { name: 'page helpers', paths: ['lib/pages/', 'lib/client/', 'lib/build/'], folders: true },
  {
    name: 'domain helpers',
    paths: ['lib/cross-reference/', 'lib/resources/', 'lib/forms/', 'lib/investor-qa/', 'lib/samples/'],
    folders: true,
  },
  { name: 'search', paths: ['lib/search/'] },
  { name: 'content helpers', paths: ['lib/[^/]+$'] },
  { name: 'backend', paths: ['lib/backend/'] },
  { name: 'core', paths: ['lib/core/', 'i18n/'], folders: true },
];

module.exports = { FLOORS };
