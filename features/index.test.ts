/**
 * @jest-environment node
 *
 * The registries composed from the features (features/index.ts) hold what the features are: every folder
 * under features/ is a listed feature of the same name, every call is declared once, every feed has its
 * route, and every feature's sitemap entries and demo handlers are composed.
 */
import type { Feature } from './feature';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CALL_SPECS as LIB_CALL_SPECS } from '@/lib/backend/calls';
import { BROWSER_CALLS, CALL_NAMES, CAPTCHA_CALLS, FEATURES, FEEDS } from './index';

const ROOT = path.join(__dirname, '..');

describe('the features and their registries', () => {
  it('lists every folder under features/, each by its own name', () => {
    const folders = readdirSync(__dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(FEATURES.map((feature) => feature.name).sort()).toEqual(folders.sort());
  });

  it('declares every call once: no name or key in two places', () => {
    const declared: Feature['calls'][] = [LIB_CALL_SPECS, ...FEATURES.map((feature) => feature.calls)];
    const names = declared.flatMap((specs) => Object.values(specs).map((spec) => spec.name));
    const keys = declared.flatMap((specs) => Object.keys(specs));
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...CALL_NAMES].sort()).toEqual([...names].sort());
  });

  it('marks browser and captcha calls among the declared ones', () => {
    for (const call of [...BROWSER_CALLS, ...CAPTCHA_CALLS]) expect(CALL_NAMES).toContain(call);
    expect(CAPTCHA_CALLS).toContain('web/login');
  });

  it('answers every feed at its route', () => {
    for (const kind of FEEDS) expect(existsSync(path.join(ROOT, 'app/[locale]/feed', `${kind}.xml`, 'route.ts'))).toBe(true);
  });

  it.each([
    ['sitemap.ts', './sitemap.ts'],
    ['demo.ts', './demo.ts'],
  ])("composes every feature's %s in features/%s", (file, composition) => {
    const composed = readFileSync(path.join(__dirname, composition), 'utf8');
    const folders = readdirSync(__dirname).filter((name) => existsSync(path.join(__dirname, name, file)));
    expect(folders.length).toBeGreaterThan(3);
    expect(folders.filter((folder) => !composed.includes(`from './${folder}/${file.replace(/\.ts$/, '')}'`))).toEqual([]);
  });
});
