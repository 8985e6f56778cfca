import { AIDS_KEY, NO_AIDS, PRE_PAINT_SCRIPT, aidsAttributes, applyAids, loadAids, readAids, saveAids } from './reading-aids';

const attributes = (root: HTMLElement) =>
  Object.fromEntries(
    [...root.attributes].filter((attribute) => attribute.name.startsWith('data-')).map((attribute) => [attribute.name, attribute.value]),
  );

afterEach(() => {
  window.localStorage.clear();
  for (const name of ['data-text', 'data-contrast', 'data-cursor', 'data-guide', 'data-simple'])
    document.documentElement.removeAttribute(name);
});

describe('reading aids', () => {
  it('reads what was stored, and anything else as no aid', () => {
    expect(readAids('{"text":200,"contrast":true,"simple":true}')).toEqual({ ...NO_AIDS, text: 200, contrast: true, simple: true });
    expect(readAids('{"text":175,"cursor":"yes","guide":1}')).toEqual(NO_AIDS);
    for (const raw of [null, '', 'not json', 'null', '[1]', '42']) expect(readAids(raw)).toEqual(NO_AIDS);
  });

  it('shows them as attributes of <html>, and removes those turned off', () => {
    applyAids({ ...NO_AIDS, text: 150, guide: true }, document.documentElement);
    expect(attributes(document.documentElement)).toEqual({ 'data-text': '150', 'data-guide': '' });
    applyAids({ ...NO_AIDS, cursor: true }, document.documentElement);
    expect(attributes(document.documentElement)).toEqual({ 'data-cursor': '' });
  });

  it('keeps them in this browser, and forgets them when none is on', () => {
    saveAids({ ...NO_AIDS, text: 200 });
    expect(JSON.parse(window.localStorage.getItem(AIDS_KEY)!)).toMatchObject({ text: 200 });
    expect(loadAids()).toEqual({ ...NO_AIDS, text: 200 });
    saveAids(NO_AIDS);
    expect(window.localStorage.getItem(AIDS_KEY)).toBeNull();
    expect(attributes(document.documentElement)).toEqual({});
  });

  it.each([
    '{"text":200,"contrast":true,"cursor":true,"guide":true,"simple":true}',
    '{"text":150}',
    '{"text":"200","contrast":"true"}',
    'null',
    'broken{',
    '',
  ])('applies %s before the first paint exactly as the toolbar would', (raw) => {
    if (raw) window.localStorage.setItem(AIDS_KEY, raw);
    new Function(PRE_PAINT_SCRIPT)();
    const before = attributes(document.documentElement);
    expect(before).toEqual(Object.fromEntries(Object.entries(aidsAttributes(readAids(raw || null))).filter(([, value]) => value !== null)));
  });

  it('stays a few hundred bytes', () => {
    expect(PRE_PAINT_SCRIPT.length).toBeLessThan(400);
  });
});
