import { sentencesOf, speak } from './read-aloud';

describe('read aloud', () => {
  it('cuts Chinese and English text into sentences at their own stops', () => {
    expect(sentencesOf('公司简介\n  星垣微电子成立于 2016 年。总部在上海！是否上市？是。')).toEqual([
      '公司简介',
      '星垣微电子成立于 2016 年。',
      '总部在上海！',
      '是否上市？',
      '是。',
    ]);
    expect(sentencesOf('About us. Founded in 2016! Listed?   Yes')).toEqual(['About us.', 'Founded in 2016!', 'Listed?', 'Yes']);
  });

  it('reads a heading, a tab or a list item on its own, not run into the line after it', () => {
    expect(sentencesOf('Company Profile\nMilestones\n\n  Founded in 2016 in Shanghai.  \n2026 Listed')).toEqual([
      'Company Profile',
      'Milestones',
      'Founded in 2016 in Shanghai.',
      '2026 Listed',
    ]);
  });

  it('reads no utterance longer than 200 characters', () => {
    const sentences = sentencesOf(`${'芯'.repeat(450)}。`);
    expect(sentences.map((sentence) => sentence.length)).toEqual([200, 200, 51]);
    expect(sentencesOf('  \n ')).toEqual([]);
  });

  describe('in the page language, with a voice of that language', () => {
    const spoken: { text: string; lang: string; voice: string }[] = [];
    beforeEach(() => {
      spoken.length = 0;
      Object.defineProperty(window, 'speechSynthesis', {
        configurable: true,
        value: {
          getVoices: () => [
            { lang: 'zh_CN', name: 'Chinese' },
            { lang: 'en-GB', name: 'English' },
          ],
          speak: (utterance: { text: string; lang: string; voice: { name: string } }) =>
            spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice.name }),
          cancel: () => undefined,
        },
      });
      (window as unknown as { SpeechSynthesisUtterance: unknown }).SpeechSynthesisUtterance = class {
        lang = '';
        voice: unknown = null;
        onend: unknown = null;
        constructor(public text: string) {}
      };
    });

    it('an English page is read with an English voice', async () => {
      await expect(speak('About us. Founded in 2016.', 'en', () => undefined)).resolves.toBe('speaking');
      expect(spoken).toEqual([
        { text: 'About us.', lang: 'en', voice: 'English' },
        { text: 'Founded in 2016.', lang: 'en', voice: 'English' },
      ]);
    });

    it('a Chinese page with a Chinese voice (a voice named zh_CN counts)', async () => {
      await expect(speak('关于我们。', 'zh-CN', () => undefined)).resolves.toBe('speaking');
      expect(spoken).toEqual([{ text: '关于我们。', lang: 'zh-CN', voice: 'Chinese' }]);
    });

    it('a language with no voice is not read, and says so', async () => {
      await expect(speak('Über uns.', 'de', () => undefined)).resolves.toBe('no-voice');
      expect(spoken).toEqual([]);
    });
  });
});
