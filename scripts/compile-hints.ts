/**
 * Part of `npm run build`, after `next build`: V8's explicit compile hint on every script chunk of the
 * client build (lib/build/compile-hints.ts says why and which), each chunk's source map moved with it.
 * Runs again harmlessly on a build that already has them.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chunksToHint, COMPILE_HINT, shiftedSourceMap, withCompileHint } from '../lib/build/compile-hints';

const BUILD = path.join(process.cwd(), '.next');
const manifest = JSON.parse(readFileSync(path.join(BUILD, 'build-manifest.json'), 'utf8')) as { polyfillFiles?: string[] };
const files = readdirSync(path.join(BUILD, 'static', 'chunks')).map((name) => `static/chunks/${name}`);

let hinted = 0;
for (const file of chunksToHint(files, manifest.polyfillFiles ?? [])) {
  const chunk = path.join(BUILD, file);
  const source = readFileSync(chunk, 'utf8');
  if (source.startsWith(COMPILE_HINT)) continue;
  writeFileSync(chunk, withCompileHint(source));
  const map = `${chunk}.map`;
  if (existsSync(map)) {
    const shifted = shiftedSourceMap(readFileSync(map, 'utf8'));
    if (shifted) writeFileSync(map, shifted);
  }
  hinted += 1;
}
console.log(`compile hint on ${hinted} script chunks`);
