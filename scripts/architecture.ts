/**
 * `npm run architecture`: draws docs/architecture.md's picture of the code from its imports
 * (dependency-cruiser, with the rules of .dependency-cruiser.cjs), one box per folder of `lib/` and one per
 * part above it, one arrow per importing pair with the number of imports. `--check` (run by `npm run lint`)
 * fails when a rule is broken or the drawing in the document is not the code's.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { drawArchitecture, replaceDrawing, type Import } from './support/architecture';

const ROOT = path.resolve(__dirname, '..');
const DOC = path.join(ROOT, 'docs/architecture.md');
const SOURCES = ['app', 'components', 'lib', 'i18n', 'demo', 'proxy.ts', 'instrumentation.ts'];

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
  const imports: Import[] = cruised.modules.flatMap((module) =>
    module.dependencies
      .filter((dependency) => !dependency.coreModule && !dependency.couldNotResolve)
      .map((dependency) => ({ from: module.source, to: dependency.resolved })),
  );
  const drawing = drawArchitecture(imports);
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
    `docs/architecture.md drawn from ${imports.length} imports${violations.length ? `; ${violations.length} broken rules (above)` : ''}`,
  );
  if (violations.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
