import { cdataText, linesText, lineText } from './plain-text';

describe('text for feeds and calendars', () => {
  it('keeps one line on one line: CR, LF, tabs and every other control character become spaces', () => {
    expect(lineText('星垣微电子\r\nBEGIN:VEVENT\r\nSUMMARY:假活动')).toBe('星垣微电子 BEGIN:VEVENT SUMMARY:假活动');
    expect(lineText('a\u0000b\u0007c\u001bd\u007fe\u0085f')).toBe('a b c d e f');
    expect(lineText('  ok  ')).toBe('ok');
  });

  it('keeps the line breaks of several lines, as \\n', () => {
    expect(linesText('第一行\r\n第二行\r第三行\u0000')).toBe('第一行\n第二行\n第三行');
  });

  it('drops what XML cannot hold: non-characters and unpaired surrogates, keeping real pairs', () => {
    expect(lineText('a\ufffeb\uffffc\ud800d\udc00e😀')).toBe('a b c d e😀');
  });

  it('breaks up every end of a CDATA section, not only the first', () => {
    expect(cdataText('a]]>b]]>c')).toBe('a]]\u200b>b]]\u200b>c');
    expect(cdataText('a]]>b]]>c')).not.toContain(']]>');
  });
});
