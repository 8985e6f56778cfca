import { toLocale } from './config';

describe('toLocale', () => {
  it('keeps a language of the site and reads anything else as the default', () => {
    expect(toLocale('en')).toBe('en');
    expect(toLocale('zh')).toBe('zh');
    for (const value of ['fr', 'EN', 'zh-CN', '', null, undefined, 1]) expect(toLocale(value)).toBe('zh');
  });
});
