/** @jest-environment node */
import { brotliBytes, textEnd } from './first-screen';

describe("a first screen's bytes (issue 48)", () => {
  const html =
    '<!DOCTYPE html><html><head><title>星垣微电子</title></head><body><img alt="星垣微电子"><h1>星垣微电子</h1><p>A &amp; B</p><p>星垣微电子</p><script>self.__next_f.push("星垣微电子")</script></body></html>';

  it("finds the text's occurrence in the body's text, not in the head, an attribute or a script", () => {
    const first = textEnd(html, '星垣微电子', 0)!;
    expect(html.slice(0, first).endsWith('<h1>星垣微电子')).toBe(true);
    const second = textEnd(html, '星垣微电子', 1)!;
    expect(html.slice(0, second).endsWith('<p>星垣微电子')).toBe(true);
    expect(textEnd(html, '星垣微电子', 2)).toBeNull();
    expect(html.slice(0, textEnd(html, 'A & B', 0)!).endsWith('A &amp; B')).toBe(true);
    expect(textEnd(html, 'nowhere', 0)).toBeNull();
  });

  it("counts the prefix's bytes as brotli, as the site compresses them", () => {
    expect(brotliBytes(html, 10)).toBeLessThan(brotliBytes(html));
    expect(brotliBytes('x'.repeat(10_000))).toBeLessThan(100);
  });
});
