import { chunksToHint, COMPILE_HINT, shiftedSourceMap, withCompileHint } from './compile-hints';

describe('compile hints', () => {
  it('puts the hint on the first line of a chunk, once', () => {
    const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,e=>{}]);';
    const hinted = withCompileHint(chunk);
    expect(hinted).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
    expect(hinted.split('\n')[0]).toBe(COMPILE_HINT);
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it('hints every script chunk but the polyfills and anything that is not a script chunk', () => {
    const files = [
      'static/chunks/a.js',
      'static/chunks/polyfill.js',
      'static/chunks/b.css',
      'static/chunks/a.js.map',
      'static/x/_buildManifest.js',
      'static/chunks/b.js',
    ];
    expect(chunksToHint(files, ['static/chunks/polyfill.js'])).toEqual(['static/chunks/a.js', 'static/chunks/b.js']);
  });

  it('moves a source map one line down with its chunk, and leaves a map it cannot read alone', () => {
    const map = JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA,CAAC;AACD' });
    expect(JSON.parse(shiftedSourceMap(map)!)).toEqual({ version: 3, sources: ['a.ts'], names: [], mappings: ';AAAA,CAAC;AACD' });
    expect(shiftedSourceMap('not json')).toBeNull();
    expect(shiftedSourceMap('{"version":3}')).toBeNull();
  });
});
