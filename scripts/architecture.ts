/**
 * `npm run architecture`: checks the code's imports against the rules of .dependency-cruiser.cjs
 * (dependency-cruiser) and draws docs/architecture.md's picture of its floors from the tree: one box per
 * floor with the folders it holds. `--check` (run by `npm run lint`) fails when a rule is broken or the
 * drawing in the document is not the tree's.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { drawArchitecture, replaceDrawing, type Floor } from './support/architecture';

const ROOT = path.resolve(__dirname, '..');
const DOC = path.join(ROOT, 'docs/architecture.md');
const SOURCES = ['entry', 'app', 'features', 'components', 'lib', 'i18n', 'demo', 'proxy.ts', 'instrumentation.ts'];

type Cruised = {
  summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  modules: { source: string; dependencies: { resolved: string; coreModule: boolean; couldNotResolve: boolean }[] }[];
};

async function cruiseCode(): Promise<Cruised> {
  const { cruise } = await import('dependency-cruiser');
  const extractTSConfig = (await import('dependency-cruiser/config-utl/extract-ts-config')).default;
  const extractConfig = (await import('dependency-cruiser/config-utl/extract-depcruise-config')).default;
  const config = await extractConfig(path.join(ROOT, '.dependency-cruiser.cjs'));
  const result = await cruise(SOURCES, { ...config.options, ruleSet: config, validate: true }, undefined, {
    tsConfig: extractTSConfig(path.join(ROOT, 'tsconfig.json')),
  });
  return result.output as unknown as Cruised;
}

async function main(): Promise<void> {
  process.chdir(ROOT);
  const cruised = await cruiseCode();
  const { FLOORS } = (await import(path.join(ROOT, 'scripts/support/floors.cjs'))) as { FLOORS: Floor[] };
  const files = cruised.modules.map((module) => module.source).filter((source) => !source.includes('node_modules/'));
  const drawing = drawArchitecture(FLOORS, files);
  const document = readFileSync(DOC, 'utf8');
  const updated = replaceDrawing(document, drawing);
  const violations = cruised.summary.violations;
  for (const violation of violations) console.error(`${violation.rule.name}: ${violation.from} → ${violation.to}`);
  if (process.argv.includes('--check')) {
    if (updated !== document)
      console.error('docs/architecture.md does not show the code as it is: run `npm run architecture` and commit the result');
    if (violations.length > 0 || updated !== document) process.exit(1);
    console.log(`architecture: ${cruised.modules.length} modules, no broken rule, docs/architecture.md is current`);
    return;
  }
  writeFileSync(DOC, updated);
  console.log(
    `docs/architecture.md drawn from ${files.length} files${violations.length ? `; ${violations.length} broken rules (above)` : ''}`,
  );
  if (violations.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
