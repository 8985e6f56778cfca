/**
 * `web/generate_verify` (docs/backend-api.md): a picture of a short code drawn as strokes (svg-captcha: paths, no
 * `<text>`), or a question in words for a visitor who cannot see it, each bound to the call it is for. The code,
 * the call and the expiry are sealed into the key (./seal.ts), so no store holds pending captchas. A key is taken
 * once, right or wrong: its first attempt is written down (the `captcha-uses` collection, one row per attempt,
 * until the key would have expired anyway), which every CMS process sees.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Payload } from 'payload';
import svgCaptcha from 'svg-captcha';
import type { Lang } from '../contract/envelope';
import { open, seal } from './seal';

/** The calls a captcha may be drawn for (docs/backend-api.md: `CAPTCHA_CALLS`). */
export const CAPTCHA_CALLS = [
  'web/login',
  'web/request_password_reset',
  'web/submit_message',
  'web/submit_sample_request',
  'web/submit_privacy_request',
  'web/submit_investor_question',
  'web/subscribe_alerts',
] as const;

export const CAPTCHA_TTL_SECONDS = 300;
const PURPOSE = 'captcha';

/** A key holding its code, its call and its expiry (seconds). */
function keyFor(code: string, forCall: string, now: number): string {
  return seal(PURPOSE, `${code.toUpperCase()}|${forCall}|${Math.floor(now / 1000) + CAPTCHA_TTL_SECONDS}`);
}

/** What a key holds, or null for a key this CMS did not make. */
export function openKey(key: string): { code: string; forCall: string; expires: number } | null {
  const text = open(PURPOSE, key);
  const [code, forCall, expires] = text?.split('|') ?? [];
  return code && forCall && expires ? { code, forCall, expires: Number(expires) * 1000 } : null;
}

export function drawCaptcha(forCall: string, now = Date.now()) {
  const { text, data } = svgCaptcha.create({ size: 4, ignoreChars: '0oO1iIlL', noise: 2, color: true, background: '#f4f6fa' });
  return {
    key: keyFor(text, forCall, now),
    image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`,
    expires_in: CAPTCHA_TTL_SECONDS,
  };
}

const ZH_DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const EN_ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 0–99 in words: 四十七, forty-seven. */
export function numberInWords(n: number, lang: Lang): string {
  const [tens, ones] = [Math.floor(n / 10), n % 10];
  if (lang === 'zh') {
    if (n < 10) return ZH_DIGITS[n]!;
    return `${tens === 1 ? '' : ZH_DIGITS[tens]}十${ones ? ZH_DIGITS[ones] : ''}`;
  }
  if (n < 20) return EN_ONES[n]!;
  return ones ? `${EN_TENS[tens]}-${EN_ONES[ones]}` : EN_TENS[tens]!;
}

/**
 * A sum or a difference of two numbers below 100, written out, whose answer (2–98) is the code: a blind guess passes
 * about one time in a hundred.
 */
export function textCaptcha(lang: Lang, forCall: string, now = Date.now()) {
  const answer = randomInt(2, 99);
  const plus = randomInt(2) === 0;
  const a = plus ? randomInt(1, answer) : randomInt(answer + 1, 100);
  const b = plus ? answer - a : a - answer;
  const [x, y] = [numberInWords(a, lang), numberInWords(b, lang)];
  const question =
    lang === 'zh'
      ? `${x}${plus ? '加' : '减'}${y}等于几？请填写阿拉伯数字。`
      : `What is ${x} ${plus ? 'plus' : 'minus'} ${y}? Answer in digits.`;
  return { key: keyFor(String(answer), forCall, now), question, expires_in: CAPTCHA_TTL_SECONDS };
}

/**
 * Whether `code` is the code of `key`, drawn for `forCall` and not expired. The key is taken by this attempt,
 * right or wrong: a second attempt with it fails, in this process or another.
 */
export async function takeCaptcha(payload: Payload, key: unknown, code: unknown, forCall: string, now = Date.now()): Promise<boolean> {
  if (typeof key !== 'string' || typeof code !== 'string') return false;
  const held = openKey(key);
  if (!held || held.expires <= now) return false;
  const keyHash = createHash('sha256').update(key).digest('hex');
  try {
    await payload.create({
      collection: 'captcha-uses',
      data: { key_hash: keyHash, expires_at: new Date(held.expires).toISOString() },
      overrideAccess: true,
    });
  } catch {
    return false; // taken before (the key's row exists)
  }
  // Rows of keys that have expired anyway tell nothing more: they go.
  await payload.delete({
    collection: 'captcha-uses',
    where: { expires_at: { less_than: new Date(now).toISOString() } },
    overrideAccess: true,
  });
  return held.forCall === forCall && held.code === code.trim().toUpperCase();
}
