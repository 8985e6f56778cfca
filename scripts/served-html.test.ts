/** @jest-environment node */
import { compareAnswers, normalise } from './served-html';

const page = (body: string, style: string, rsc: string) =>
  `<html><style>${style}</style><body>${body}<script>${rsc}</script></body></html>`;

describe('comparing what two builds serve', () => {
  it('removes what differs between two builds of the same code: hashes, nonces, captchas', () => {
    expect(normalise('<script src="/_next/static/chunks/a1b2.js" nonce="xyz"></script>')).toBe(
      '<script src="/_next/static/…" nonce="…"></script>',
    );
    expect(normalise('<p class="yB2-wa_header _4g6YGa_list">')).toBe('<p class="css_header css_list">');
    expect(normalise('.-\\32 Ep1q_card{} .\\34 g6YGa_list{}')).toBe('.css_card{} .css_list{}');
    expect(normalise('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img src="data:image/…">');
  });

  it('tells an identical answer, one with the same parts in another order, and a different one', () => {
    const before = page('<h1>Title</h1>', '.a{color:red}.b{margin:0}', '1:I[123,[],"Form"]\n2:["$","$L1",null,{}]');
    expect(compareAnswers(before, before)).toBe('identical');
    expect(compareAnswers(before, page('<h1>Title</h1>', '.b{margin:0}.a{color:red}', '3:I[456,[],"Form"]\n2:["$","$L3",null,{}]'))).toBe(
      'reordered',
    );
    expect(compareAnswers(before, page('<h1>Other</h1>', '.a{color:red}.b{margin:0}', '1:I[123,[],"Form"]\n2:["$","$L1",null,{}]'))).toBe(
      'different',
    );
    expect(compareAnswers(before, page('<h1>Title</h1>', '.a{color:blue}.b{margin:0}', '1:I[123,[],"Form"]\n2:["$","$L1",null,{}]'))).toBe(
      'different',
    );
  });

  const flight = (payload: string) => `self.__next_f.push([1,${JSON.stringify(payload)}])`;

  it('compares the RSC payload as the tree it describes, however the stream splits and numbers it', () => {
    const inline = flight('0:["$","main",null,{"children":[["$","h1",null,{"children":"Title"}],["$","p",null,{"children":"Text"}]]}]\n');
    const split = flight(
      '0:["$","main",null,{"children":["$L5",[["$","p",null,{"children":"Text"}],null,"$undefined"]]}]\n5:["$","h1",null,{"children":"Title"}]\n',
    );
    const other = flight(
      '0:["$","main",null,{"children":["$L5",["$","p",null,{"children":"Other"}]]}]\n5:["$","h1",null,{"children":"Title"}]\n',
    );
    expect(compareAnswers(page('<h1>Title</h1>', '', inline), page('<h1>Title</h1>', '', split))).toBe('reordered');
    const keyed = flight('0:["$","main",null,{"children":[["$","h1","0",{"children":"Title"}],["$","p","1",{"children":"Text"}]]}]\n');
    expect(compareAnswers(page('<h1>Title</h1>', '', inline), page('<h1>Title</h1>', '', keyed))).toBe('reordered');
    expect(compareAnswers(page('<h1>Title</h1>', '', inline), page('<h1>Title</h1>', '', other))).toBe('different');
  });

  it('reads a text row by its length, which no newline ends, and numbers no server action', () => {
    const withText = (id: string, action: string) =>
      flight(`${id}:T5,a\nb\nc0:["$","form",null,{"action":"$h${action}","children":"$L${id}"}]\n`);
    expect(compareAnswers(page('', '', withText('7', '29')), page('', '', withText('9', '33')))).toBe('reordered');
    expect(
      compareAnswers(
        page('', '', withText('7', '29')),
        page('', '', flight('7:T5,a\nb\nd0:["$","form",null,{"action":"$h29","children":"$L7"}]\n')),
      ),
    ).toBe('different');
  });
});
