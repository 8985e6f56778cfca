/**
 * Image captcha for web/generate_verify (and its alternative in words, createTextCaptcha): a short code drawn
 * as distorted strokes (paths, no text in the image), with its key the code and expiry sealed (./seal.ts):
 * any instance with the same secret checks it, no store holds pending captchas, and a flood of requests
 * evicts nothing. A key is taken once per process (a bounded memory of used keys, each until it expires); its
 * code is never sent in the clear.
 */
import { randomInt } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { GLYPHS } from './captcha-glyphs';
import { open, seal } from './seal';
import { processGlobal } from '@/lib/core/process-global';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'; // no 0/O, 1/I
const LENGTH = 4;
const TTL_SECONDS = 300;
const PURPOSE = 'captcha';
const WIDTH = 120;
const HEIGHT = 40;

/** Keys already tried in this process (right or wrong), until they would expire anyway: one list for all its bundles. */
const used = processGlobal('demo-captcha-used', () => new LRUCache<string, true>({ max: 50_000, ttl: TTL_SECONDS * 1000 }));

const random = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);
const round = (value: number) => Math.round(value * 10) / 10;

/** One character as paths: scaled, rotated, sheared, every point moved a little, the row bent by a wave. */
function glyphPaths(char: string, index: number, wave: (x: number) => number): string {
  const angle = (random(-22, 22) * Math.PI) / 180;
  const shear = random(-0.3, 0.3);
  const [sx, sy] = [random(3.6, 4.6), random(4.0, 4.8)];
  const [cx, cy] = [16 + index * 26 + random(-2, 2), HEIGHT / 2 + random(-3, 3)];
  const place = ([x, y]: readonly [number, number]) => {
    const [dx, dy] = [(x - 2) * sx + (y - 3) * shear * sx, (y - 3) * sy];
    const px = cx + dx * Math.cos(angle) - dy * Math.sin(angle) + random(-0.7, 0.7);
    const py = cy + dx * Math.sin(angle) + dy * Math.cos(angle) + random(-0.7, 0.7);
    return `${round(px)} ${round(py + wave(px))}`;
  };
  const colour = `hsl(${randomInt(200, 260)},55%,${randomInt(28, 40)}%)`;
  return GLYPHS[char]!.map(
    (stroke) =>
      `<path d="M${stroke.map(place).join('L')}" fill="none" stroke="${colour}" stroke-width="${round(random(2, 2.8))}" stroke-linecap="round" stroke-linejoin="round"/>`,
  ).join('');
}

/** Curves across the image in the glyphs' own strokes, so strokes alone do not tell code from noise. */
function noise(): string {
  return Array.from({ length: 4 }, () => {
    const points = [
      randomInt(WIDTH),
      randomInt(HEIGHT),
      randomInt(WIDTH),
      randomInt(HEIGHT),
      randomInt(WIDTH),
      randomInt(HEIGHT),
      randomInt(WIDTH),
      randomInt(HEIGHT),
    ];
    return `<path d="M${points[0]} ${points[1]}C${points.slice(2).join(' ')}" fill="none" stroke="hsl(${randomInt(360)},45%,${randomInt(40, 65)}%)" stroke-width="${round(random(1, 2.2))}"/>`;
  }).join('');
}

export function renderCaptchaSvg(code: string): string {
  const [amplitude, period, phase] = [random(1.5, 3.5), random(25, 50), random(0, Math.PI * 2)];
  const wave = (x: number) => amplitude * Math.sin(x / period + phase);
  const glyphs = [...code].map((char, index) => glyphPaths(char, index, wave)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f3f6fb"/>${noise()}${glyphs}</svg>`;
}

/** A captcha for the call `forCall` (issue 42: bound to it; no other call takes it). */
export function createCaptcha(forCall?: string, now = Date.now()) {
  const code = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const key = seal(PURPOSE, sealedEntry(code, now, forCall));
  const image = `data:image/svg+xml;base64,${Buffer.from(renderCaptchaSvg(code)).toString('base64')}`;
  return { key, image, expires_in: TTL_SECONDS };
}

const DIGITS = {
  zh: ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'],
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
} as const;
const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** A number below 100 in words: 四十七, forty-seven. */
export function numberInWords(n: number, lang: 'zh' | 'en'): string {
  const [tens, ones] = [Math.floor(n / 10), n % 10];
  if (lang === 'zh') {
    if (tens === 0) return DIGITS.zh[ones]!;
    return `${tens === 1 ? '' : DIGITS.zh[tens]}十${ones === 0 ? '' : DIGITS.zh[ones]}`;
  }
  if (tens === 0) return DIGITS.en[ones]!;
  if (tens === 1) return TEENS[ones]!;
  return ones === 0 ? TENS[tens]! : `${TENS[tens]}-${DIGITS.en[ones]}`;
}

/**
 * The captcha's alternative in words (`kind: "text"`, issue 24): a sum or a difference of two numbers
 * written out, in the language asked for, answered in digits; a screen reader reads it where it cannot
 * read a picture. Checked like the picture's code. Its answers run from 2 to 98 (issue 42: with answers
 * from 2 to 20, a blind guess of "11" passed one time in nine). It is an alternative for people, not the
 * gate against programs: a program can read words; the limits per address, per recipient and per account
 * are (docs/backend-api.md, `web/generate_verify`).
 */
export function createTextCaptcha(lang: 'zh' | 'en', forCall?: string, now = Date.now()) {
  const plus = randomInt(2) === 0;
  const [a, b] = plus ? [randomInt(1, 60), randomInt(1, 40)] : [randomInt(20, 100), randomInt(1, 19)];
  const key = seal(PURPOSE, sealedEntry(String(plus ? a + b : a - b), now, forCall));
  const [x, y] = [numberInWords(a, lang), numberInWords(b, lang)];
  const question =
    lang === 'en'
      ? `What is ${x} ${plus ? 'plus' : 'minus'} ${y}? Answer in digits.`
      : `${x}${plus ? '加' : '减'}${y}等于几？请填写阿拉伯数字。`;
  return { key, question, expires_in: TTL_SECONDS };
}

/**
 * What a key seals: the code, its expiry and the call it is for, in short names (the contract bounds a
 * `verify_key` at 128 characters; the call without its `web/`).
 */
function sealedEntry(code: string, now: number, forCall: string | undefined): string {
  return JSON.stringify({ c: code, e: now + TTL_SECONDS * 1000, ...(forCall ? { f: forCall.replace(/^web\//, '') } : {}) });
}

function unsealed(key: string): { code: string; expires: number; for?: string } | null {
  const text = open(PURPOSE, key);
  if (text === null) return null;
  const value = JSON.parse(text) as { c: string; e: number; f?: string };
  return { code: value.c, expires: value.e, ...(value.f ? { for: `web/${value.f}` } : {}) };
}

/**
 * True when the code matches (case-insensitive), the key is neither expired nor used, and it was drawn for
 * `call` (a captcha asked for without `for`, or for another call, opens nothing). Any attempt uses the key.
 */
export function verifyCaptcha(key: string, code: string, call: string, now = Date.now()): boolean {
  const entry = unsealed(key);
  if (!entry || entry.expires <= now || used.has(key)) return false;
  used.set(key, true, { ttl: Math.max(1, entry.expires - now) });
  return entry.for === call && entry.code === code.trim().toUpperCase();
}

/** For tests only: the code behind a key, as a person would read it off the image. */
export function peekCaptcha(key: string): string | undefined {
  return unsealed(key)?.code;
}
