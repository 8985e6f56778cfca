import { drawArchitecture, END, foldersOf, replaceDrawing, START } from './architecture';

const FLOORS = [
  { name: 'app', paths: ['app/', 'proxy\\.ts$'] },
  { name: 'features', paths: ['features/'] },
  { name: 'server', paths: ['lib/server/'] },
  { name: 'content helpers', paths: ['lib/[^/]+$'] },
  { name: 'core', paths: ['lib/core/', 'i18n/'] },
];
const TREE = [
  'app/[locale]/page.tsx',
  'proxy.ts',
  'features/news/reads.ts',
  'features/news/feature.ts',
  'features/index.ts',
  'lib/server/site-server.ts',
  'lib/format.ts',
  'lib/seo.ts',
  'lib/core/log.ts',
  'i18n/config.ts',
];

describe('the architecture drawing', () => {
  it('names the folders each floor holds, by the tree', () => {
    expect(foldersOf(FLOORS[0]!, TREE)).toEqual(['app/', 'proxy.ts']);
    expect(foldersOf(FLOORS[1]!, TREE)).toEqual(['features/', 'features/*/']);
    expect(foldersOf(FLOORS[3]!, TREE)).toEqual(['lib/*.ts']);
    expect(foldersOf(FLOORS[4]!, TREE)).toEqual(['i18n/', 'lib/core']);
  });

  it('draws the floors top first, each over the next, with no import counts', () => {
    expect(drawArchitecture(FLOORS, TREE).split('\n')).toEqual([
      '```mermaid',
      'flowchart TB',
      '  floor0["<b>app</b><br/>app/ · proxy.ts"]',
      '  floor1["<b>features</b><br/>features/ · features/*/"]',
      '  floor2["<b>server</b><br/>lib/server"]',
      '  floor3["<b>content helpers</b><br/>lib/*.ts"]',
      '  floor4["<b>core</b><br/>i18n/ · lib/core"]',
      '  floor0 --> floor1',
      '  floor1 --> floor2',
      '  floor2 --> floor3',
      '  floor3 --> floor4',
      '```',
    ]);
  });

  it('changes when a folder of lib/ appears, not when an import or a feature does', () => {
    expect(drawArchitecture(FLOORS, [...TREE, 'features/search/reads.ts'])).toBe(drawArchitecture(FLOORS, TREE));
    expect(drawArchitecture(FLOORS, TREE)).toContain('lib/server');
    expect(
      drawArchitecture(
        FLOORS,
        TREE.filter((file) => !file.startsWith('lib/server/')),
      ),
    ).not.toContain('lib/server');
  });

  it('replaces only what lies between the markers, and refuses a document without them', () => {
    const document = `# Title\n\nbefore\n${START}\nold\n${END}\nafter\n`;
    expect(replaceDrawing(document, 'new')).toBe(`# Title\n\nbefore\n${START}\nnew\n${END}\nafter\n`);
    expect(() => replaceDrawing('# no markers', 'new')).toThrow(/no place for the drawing/);
  });
});
