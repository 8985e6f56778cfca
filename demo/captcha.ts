/**
 * Image captcha for web/generate_verify: a short code drawn as a distorted SVG, kept server-side for five
 * minutes and usable once. The store is bounded so a flood of requests cannot grow memory without limit.
 */
import { randomBytes, randomInt } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'; // no 0/O, 1/I
const LENGTH = 4;
const TTL_SECONDS = 300;
const MAX_PENDING = 10_000;

const pending = new Map<string, { code: string; expires: number }>();

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function renderCaptchaSvg(code: string): string {
  const width = 120;
  const height = 40;
  const noise = Array.from({ length: 5 }, () => {
    const [x1, y1, x2, y2] = [randomInt(width), randomInt(height), randomInt(width), randomInt(height)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="hsl(${randomInt(360)},45%,60%)" stroke-width="1.5"/>`;
  }).join('');
  const glyphs = [...code]
    .map((char, index) => {
      const x = 16 + index * 26;
      const y = 28 + randomInt(-4, 5);
      const rotate = randomInt(-25, 26);
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" font-family="monospace" font-size="26" font-weight="700" fill="hsl(${randomInt(200, 260)},60%,35%)">${escapeXml(char)}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f3f6fb"/>${noise}${glyphs}</svg>`;
}

function sweep(now: number) {
  for (const [key, entry] of pending) if (entry.expires <= now) pending.delete(key);
  while (pending.size >= MAX_PENDING) {
    const oldest = pending.keys().next().value;
    if (oldest === undefined) break;
    pending.delete(oldest);
  }
}

export function createCaptcha(now = Date.now()) {
  sweep(now);
  const code = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const key = randomBytes(16).toString('hex');
  pending.set(key, { code, expires: now + TTL_SECONDS * 1000 });
  const image = `data:image/svg+xml;base64,${Buffer.from(renderCaptchaSvg(code)).toString('base64')}`;
  return { key, image, expires_in: TTL_SECONDS };
}

/** True when the code matches (case-insensitive). A key is consumed by any attempt, right or wrong. */
export function verifyCaptcha(key: string, code: string, now = Date.now()): boolean {
  const entry = pending.get(key);
  pending.delete(key);
  return entry !== undefined && entry.expires > now && entry.code === code.trim().toUpperCase();
}

/** For tests only: the code behind a key, as a person would read it off the image. */
export function peekCaptcha(key: string): string | undefined {
  return pending.get(key)?.code;
}
