/**
 * Read aloud (朗读), with the browser's own speech synthesis in the page's language: nothing leaves the
 * browser. The main content is read in sentences (one long utterance stops after a while in some browsers).
 * Says why not when the browser has no speech synthesis, or no voice for the language.
 */
export type SpeechOutcome = 'speaking' | 'unsupported' | 'no-voice';

/**
 * The sentences of `text` (a page's innerText), at most 200 characters each (pure). A line ends a sentence
 * too: a heading, a tab or a list item is read on its own, not run into the text after it.
 */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.replace(/\s+/g, ' ').match(/[^。！？.!?]+[。！？.!?]*/g) ?? [])
    .flatMap((sentence) => sentence.match(/.{1,200}/g) ?? [])
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Voices of the language `lang` (`zh-CN`: any `zh`; `en`: any `en`). */
function voicesFor(lang: string): SpeechSynthesisVoice[] {
  const prefix = lang.toLowerCase().split('-')[0]!;
  return window.speechSynthesis.getVoices().filter((voice) => voice.lang.toLowerCase().replace('_', '-').split('-')[0] === prefix);
}

const VOICES_WAIT_MS = 1000;

/** The voices are read once the browser has them (Chromium lists them only after `voiceschanged`). */
function voicesReady(): Promise<void> {
  if (window.speechSynthesis.getVoices().length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      window.speechSynthesis.removeEventListener('voiceschanged', done);
      resolve();
    };
    window.speechSynthesis.addEventListener('voiceschanged', done);
    // A browser with no voice at all never announces any: the check below answers after a second.
    setTimeout(done, VOICES_WAIT_MS);
  });
}

export async function speak(text: string, lang: string, onEnd: () => void): Promise<SpeechOutcome> {
  if (!('speechSynthesis' in window) || typeof SpeechSynthesisUtterance === 'undefined') return 'unsupported';
  await voicesReady();
  const voice = voicesFor(lang)[0];
  if (!voice) return 'no-voice';
  window.speechSynthesis.cancel();
  const sentences = sentencesOf(text);
  sentences.forEach((sentence, index) => {
    const utterance = new SpeechSynthesisUtterance(sentence);
    utterance.lang = lang;
    utterance.voice = voice;
    if (index === sentences.length - 1) utterance.onend = onEnd;
    window.speechSynthesis.speak(utterance);
  });
  if (sentences.length === 0) onEnd();
  return 'speaking';
}

export function stopSpeaking(): void {
  if ('speechSynthesis' in window) window.speechSynthesis.cancel();
}
