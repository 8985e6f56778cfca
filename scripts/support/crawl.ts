/**
 * The decisions of the crawl that compares two sites (scripts/cms-crawl.ts): which addresses a page links to, what
 * of an answer a visitor and a search engine read, and where two answers differ. Pure: the script fetches.
 */
import { createHash } from 'node:crypto';

/** What a crawled address answered, as compared: status, type, where it redirects, and what it says. */
export type Reading = {
  status: number;
  type: string;
  location: string | null;
  /** HTML: the head's title, description, robots, canonical and language alternates, then the visible text and the structured data. Else a hash of the bytes. */
  content: string;
};

/** A difference between the two sites at one address. */
export type Difference = { address: string; what: 'status' | 'type' | 'location' | 'content'; demo: string; cms: string };

/**
 * The address a link names, as the crawl keys it (path and query), or null when the crawl does not follow it:
 * another origin, an anchor, mail and phone links, the build's own files (`/_next/`, the same build on both sides).
 * The sign-in page is one page whatever it returns to: its `next` is dropped, so it is read once per language.
 */
export function addressOf(href: string, page: string, origins: readonly string[]): string | null {
  if (/^(mailto|tel|javascript|data):/i.test(href) || href.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(href, new URL(page, origins[0]));
  } catch {
    return null;
  }
  if (!origins.includes(url.origin) || url.pathname.startsWith('/_next/')) return null;
  if (/^(\/en)?\/login$/.test(url.pathname)) url.searchParams.delete('next');
  return url.pathname + url.search;
}

/** Text with the addresses of the sites written relative to them, so that two sites on two ports read the same. */
const relative = (text: string, origins: readonly string[]) => origins.reduce((result, origin) => result.split(origin).join(''), text);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decoded(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const attribute = (tag: string, name: string): string | null => {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decoded(match[1]!) : null;
};

/** The addresses an HTML page links to: its links, its language alternates, its pictures. */
export function linksOf(html: string, page: string, origins: readonly string[]): string[] {
  const found = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:a|link|img)\b[^>]*>/gi)) {
    const isLink = /^<link/i.test(tag);
    if (isLink && !/\srel="(alternate|canonical)"/i.test(tag)) continue;
    const href = attribute(tag, /^<img/i.test(tag) ? 'src' : 'href');
    const address = href === null ? null : addressOf(href, page, origins);
    if (address !== null) found.add(address);
  }
  return [...found];
}

/**
 * What a reader and a search engine take from a page: the head's title, description, robots, canonical address and
 * language alternates; the body's visible text (no scripts, styles or templates) with the alternative text of its
 * pictures; and its structured data (JSON-LD). Addresses are written relative to the site, so that two sites on two
 * ports read the same.
 */
export function readingOf(html: string, origins: readonly string[]): string {
  const head = /<head[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const lines: string[] = [];
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  if (title !== undefined) lines.push(`title: ${decoded(title).trim()}`);
  for (const [tag] of head.matchAll(/<(?:meta|link)\b[^>]*>/gi)) {
    const name = attribute(tag, 'name') ?? attribute(tag, 'property');
    if (name && /^(description|keywords|robots|og:title|og:description|og:url)$/.test(name))
      lines.push(`${name}: ${attribute(tag, 'content') ?? ''}`);
    const rel = attribute(tag, 'rel');
    if (rel === 'canonical' || rel === 'alternate')
      lines.push(`${rel} ${attribute(tag, 'hreflang') ?? attribute(tag, 'type') ?? ''}: ${attribute(tag, 'href') ?? ''}`);
  }
  for (const [, data] of html.matchAll(/<script[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script>/gi))
    lines.push(`data: ${data!.trim()}`);
  const body = (/<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html)
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<img\b[^>]*>/gi, (tag) => ` ${attribute(tag, 'alt') ?? ''} `)
    .replace(/<[^>]+>/g, ' ');
  lines.push(`text: ${decoded(body).replace(/\s+/g, ' ').trim()}`);
  return relative(lines.join('\n'), origins);
}

/** Any other answer is compared by its text when it is text (feeds, sitemaps, calendars, tables), else by a hash of its bytes. */
export function contentOf(type: string, bytes: Uint8Array, origins: readonly string[]): string {
  if (/^text\/|[+/](xml|json)$/.test(type)) return relative(new TextDecoder().decode(bytes), origins);
  return `${bytes.length} bytes, sha256 ${createHash('sha256').update(bytes).digest('hex')}`;
}

/**
 * A difference the comparison allows, with its reason: at the addresses it names, either a part of what a side
 * says (`hide`, removed from that side's reading, or both sides' when no side is named, before comparing), or, without
 * `hide`, anything, failures of that side included.
 */
export type Allowance = { address: RegExp; why: string; side?: 'demo' | 'cms'; hide?: RegExp };

/** A side's reading with what the allowances hide removed. */
export function allowed(reading: Reading, address: string, side: 'demo' | 'cms', allowances: readonly Allowance[]): Reading {
  const hides = allowances.filter((allowance) => allowance.hide && (allowance.side ?? side) === side && allowance.address.test(address));
  if (hides.length === 0) return reading;
  // What is left where a part was taken out between two spaces is one space, as a reader reads it.
  const content = hides.reduce((text, allowance) => text.replace(allowance.hide!, ''), reading.content).replace(/ {2,}/g, ' ');
  return { ...reading, content };
}

/** The allowance that lets this address differ altogether (or fail on `side`), if any. */
export const excused = (address: string, allowances: readonly Allowance[], side?: 'demo' | 'cms'): Allowance | undefined =>
  allowances.find(
    (allowance) => !allowance.hide && (side === undefined || (allowance.side ?? side) === side) && allowance.address.test(address),
  );

/** Where the two answers at one address differ: the first differing field, with its text around where it starts to differ. */
export function differenceOf(address: string, demo: Reading, cms: Reading): Difference | null {
  for (const what of ['status', 'type', 'location', 'content'] as const) {
    const a = String(demo[what]);
    const b = String(cms[what]);
    if (a === b) continue;
    let at = 0;
    while (at < a.length && a[at] === b[at]) at += 1;
    const around = (text: string) =>
      `${at > 60 ? '…' : ''}${text.slice(Math.max(0, at - 60), at + 120)}${text.length > at + 120 ? '…' : ''}`;
    return { address, what, demo: around(a), cms: around(b) };
  }
  return null;
}
