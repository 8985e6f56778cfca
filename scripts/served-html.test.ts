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
});
