/** @jest-environment node */
import { sanitizeCmsHtml } from './sanitize';

describe('CMS HTML sanitizer', () => {
  it('keeps ordinary content', () => {
    expect(sanitizeCmsHtml('<p>星垣<strong>微</strong></p><ul><li>a</li></ul>')).toBe('<p>星垣<strong>微</strong></p><ul><li>a</li></ul>');
  });

  it.each([
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<img src="x.png" onerror="alert(1)">', '<img src="x.png" loading="lazy" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,hi">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<p style="position:fixed">x</p>', '<p>x</p>'],
    ['<style>body{display:none}</style>', ''],
    ['<img src="//evil.example/x.png">', '<img loading="lazy" />'],
  ])('neutralises %s', (input, output) => {
    expect(sanitizeCmsHtml(input)).toBe(output);
  });

  it('adds rel=noopener to links that open a new tab', () => {
    expect(sanitizeCmsHtml('<a href="https://a.example" target="_blank">a</a>')).toBe('<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>');
  });

  it('demotes <h1> so the page keeps exactly one', () => {
    expect(sanitizeCmsHtml('<h1>t</h1>')).toBe('<h2>t</h2>');
  });
});
