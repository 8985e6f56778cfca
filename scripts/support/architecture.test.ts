import { drawArchitecture, END, partOf, replaceDrawing, START } from './architecture';

describe('the architecture drawing', () => {
  it('puts each file in its part and leaves packages and data files out', () => {
    expect(partOf('lib/core/log.ts')).toBe('core');
    expect(partOf('lib/format.ts')).toBe('content');
    expect(partOf('lib/server/site-server.ts')).toBe('server');
    expect(partOf('app/[locale]/page.tsx')).toBe('app');
    expect(partOf('proxy.ts')).toBe('app');
    expect(partOf('components/layout/header/header.tsx')).toBe('components');
    expect(partOf('messages/zh.json')).toBeNull();
    expect(partOf('node_modules/next/navigation.js')).toBeNull();
  });

  it('draws one arrow per importing pair with its number of imports, and none inside a part', () => {
    const drawing = drawArchitecture([
      { from: 'lib/server/a.ts', to: 'lib/core/log.ts' },
      { from: 'lib/server/b.ts', to: 'lib/core/log.ts' },
      { from: 'lib/server/b.ts', to: 'lib/server/a.ts' },
      { from: 'app/page.tsx', to: 'lib/server/a.ts' },
      { from: 'lib/core/log.ts', to: 'node_modules/pino/pino.js' },
    ]);
    expect(drawing.split('\n')).toEqual([
      '```mermaid',
      'flowchart TB',
      '  app["app/ · proxy.ts<br/>routes, pages, middleware"]',
      '  server["lib/server<br/>the site HTTP server"]',
      '  core["lib/core<br/>process plumbing"]',
      '  app -->|1| server',
      '  server -->|2| core',
      '```',
    ]);
  });

  it('replaces only what lies between the markers, and refuses a document without them', () => {
    const document = `# Title\n\nbefore\n${START}\nold\n${END}\nafter\n`;
    expect(replaceDrawing(document, 'new')).toBe(`# Title\n\nbefore\n${START}\nnew\n${END}\nafter\n`);
    expect(() => replaceDrawing('# no markers', 'new')).toThrow(/no place for the drawing/);
  });
});
