import zh from '@/messages/zh.json';
import en from '@/messages/en.json';

/** Every key path of a catalogue, e.g. `Nav.home`. */
function keys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('message catalogues', () => {
  it('say the same things in Chinese and English: no key missing in either', () => {
    expect(keys(en).sort()).toEqual(keys(zh).sort());
  });

  it('have no empty text, and no Chinese in the English one', () => {
    const values = (messages: object): string[] =>
      Object.values(messages).flatMap((value) => (typeof value === 'string' ? [value] : values(value as object)));
    for (const text of [...values(zh), ...values(en)]) expect(text.trim()).not.toBe('');
    for (const text of values(en)) expect(text).not.toMatch(/[\u3400-\u9fff\uff00-\uffef]/);
  });
});

describe('messages with arguments', () => {
  it('format in both languages', async () => {
    const { createTranslator } = await import('next-intl');
    const en = createTranslator({ locale: 'en', messages: (await import('@/messages/en.json')).default, namespace: 'About' });
    const zh = createTranslator({ locale: 'zh', messages: (await import('@/messages/zh.json')).default, namespace: 'About' });
    expect(en('month', { month: 3 })).toBe('Mar');
    expect(zh('month', { month: 3 })).toBe('3 月');
    expect(en('photoOf', { name: 'Lin' })).toBe('Photo of Lin');
  });
});

describe('years', () => {
  it('read as written (pages pass them as text, so no number formatting can group them)', async () => {
    const { createTranslator } = await import('next-intl');
    const zh = createTranslator({ locale: 'zh', messages: (await import('@/messages/zh.json')).default, namespace: 'Investor' });
    expect(zh('reportYear', { year: String(2025) })).toBe('2025 年');
  });
});
