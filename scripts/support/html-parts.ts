/**
 * What a served page's HTML is made of (issue 48): its markup, its inline stylesheets, the RSC payload it carries for
 * hydration (the `self.__next_f.push([1, "…"])` scripts), and its other scripts; and, inside the payload, which of the
 * page's sections weigh the most. `npm run bench` prints it per page beside the first screen's bytes (the `html`
 * measure), so that a change to what a page ships is measured before and after.
 *
 * The payload is decoded as React's flight format writes it: rows `<id>:<row>`, a row being JSON (the element tree:
 * `["$", type, key, props]`), a client reference (`I[…]`), a hint (`HL[…]`) or a text (`T<hex length>,<text>`). A row's
 * bytes are counted toward the nearest element of it with an `id` prop, or a `<section>` toward the heading it is
 * labelled by (`#stock`, `#financials`, …), or toward the chrome it is part of (`<head>`, `<header>`, `<footer>`), the
 * rows it refers to included; what no such element holds counts toward
 * its row's kind. Each part is also priced in the page (`inPage`): what the page's brotli would lose without it.
 */
import { brotliBytes } from './first-screen';

export type HtmlParts = {
  /** Uncompressed bytes of each part; `brotli` each part compressed alone (so their sum exceeds the page's). */
  raw: { markup: number; css: number; payload: number; otherScripts: number };
  brotli: { markup: number; css: number; payload: number; otherScripts: number };
  /**
   * What each part costs in the page as served: the page's brotli less the page's brotli without it. Less than the part
   * compressed alone where the rest of the page says the same (the payload repeats the markup's text): what leaving it
   * out would save.
   */
  inPage: { css: number; payload: number; otherScripts: number };
  /** The whole page's brotli bytes, which `inPage` is reckoned from. */
  wholeBrotli: number;
  /** The payload's largest parts, by uncompressed bytes (as decoded, before the script's string escaping). */
  payloadParts: { part: string; bytes: number }[];
};

const utf8 = (text: string) => Buffer.byteLength(text, 'utf8');

/** The payload's text, as the page's `self.__next_f.push([1, "…"])` scripts carry it, in order. */
export function flightText(html: string): string {
  const chunks: string[] = [];
  for (const match of html.matchAll(/<script[^>]*>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)) {
    try {
      const pushed = JSON.parse(match[1]!) as unknown[];
      if (pushed[0] === 1 && typeof pushed[1] === 'string') chunks.push(pushed[1]);
    } catch {
      // Not a chunk of the payload (bootstrap pushes, or a form this reader does not know): not counted.
    }
  }
  return chunks.join('');
}

/** The payload's rows: each row's id and text (the JSON, the reference, or the text row's text). */
export function flightRows(flight: string): { id: string; kind: string; text: string }[] {
  const rows: { id: string; kind: string; text: string }[] = [];
  let at = 0;
  while (at < flight.length) {
    // A newline between rows (after a text row, which has none of its own) is no part of an id.
    while (flight[at] === '\n') at++;
    if (at >= flight.length) break;
    const colon = flight.indexOf(':', at);
    if (colon < 0) break;
    const id = flight.slice(at, colon);
    const rest = colon + 1;
    const text = /^T([0-9a-f]+),/.exec(flight.slice(rest, rest + 16));
    if (text) {
      // A text row: its length is in bytes (UTF-8), not characters.
      const start = rest + text[0].length;
      const wanted = parseInt(text[1]!, 16);
      let end = start;
      for (let bytes = 0; end < flight.length && bytes < wanted; end++) bytes += utf8(flight[end]!);
      rows.push({ id, kind: 'text', text: flight.slice(start, end) });
      at = end;
      continue;
    }
    const newline = flight.indexOf('\n', rest);
    const end = newline < 0 ? flight.length : newline;
    const row = flight.slice(rest, end);
    const kind = /^[A-Z]{1,2}(?=[[{"])/.exec(row)?.[0] ?? 'tree';
    rows.push({ id, kind, text: row });
    at = end + 1;
  }
  return rows;
}

/** A reference to another row, as the flight format writes one in a string: `$<hex>`, `$L<hex>`, `$@<hex>`. */
const REFERENCE = /^\$[A-Za-z@]?([0-9a-f]+)(?::|$)/;

/** An element of the tree (`["$", type, key, props]`), or null. */
function elementOf(value: unknown): { type: unknown; props: Record<string, unknown> | null } | null {
  if (!Array.isArray(value) || value[0] !== '$' || value.length !== 4 || typeof value[3] !== 'object') return null;
  return { type: value[1], props: value[3] as Record<string, unknown> | null };
}

/** The part an element names, or null: a section by its heading's id, the page's chrome by its element. */
function partOf(value: unknown): string | null {
  const element = elementOf(value);
  if (!element) return null;
  const { type, props } = element;
  // A section is named by its heading's id, which it is labelled by (components/content/section.tsx).
  // The page's chrome by its element: `<head>`, `<header>`, `<footer>`.
  if (typeof type === 'string' && ['head', 'header', 'footer'].includes(type)) return `<${type}>`;
  const name = props && (typeof props.id === 'string' ? props.id : type === 'section' ? props['aria-labelledby'] : null);
  return typeof name === 'string' ? `#${name}` : null;
}

/**
 * Counts `value`'s bytes as JSON toward the nearest enclosing element with an `id` prop, else toward `owner`; a
 * reference to another row counts that row there too (the first time it is met: a row is counted once).
 */
function attribute(value: unknown, owner: string, into: Map<string, number>, follow: (id: string, owner: string) => void) {
  if (value === null || typeof value !== 'object') {
    into.set(owner, (into.get(owner) ?? 0) + utf8(JSON.stringify(value) ?? ''));
    const reference = typeof value === 'string' ? REFERENCE.exec(value) : null;
    if (reference) follow(reference[1]!, owner);
    return;
  }
  const self = partOf(value) ?? owner;
  // The brackets, commas, colons and keys of this value.
  const entries = Array.isArray(value) ? value.map((item) => ['', item] as const) : Object.entries(value);
  let overhead = 2 + Math.max(0, entries.length - 1);
  for (const [key, item] of entries) {
    if (!Array.isArray(value)) overhead += utf8(JSON.stringify(key)) + 1;
    attribute(item, self, into, follow);
  }
  into.set(self, (into.get(self) ?? 0) + overhead);
}

/**
 * The payload's bytes by part: each section (an element with an `id`, the rows it refers to included), and what is
 * outside any, by row kind. The tree is walked from the root row (`0`); rows it never reaches count on their own.
 */
export function payloadParts(flight: string): { part: string; bytes: number }[] {
  const into = new Map<string, number>();
  const add = (part: string, bytes: number) => into.set(part, (into.get(part) ?? 0) + bytes);
  const rows = new Map(flightRows(flight).map((row) => [row.id, row]));
  const counted = new Set<string>();
  const follow = (id: string, owner: string) => {
    const row = rows.get(id);
    if (!row || counted.has(id)) return;
    counted.add(id);
    if (row.kind === 'text') return add(owner === 'elements outside a section' ? 'text rows' : owner, utf8(row.text));
    if (row.kind !== 'tree') return add(`${row.kind} rows`, utf8(row.text));
    let parsed: unknown;
    try {
      parsed = JSON.parse(row.text);
    } catch {
      return add('rows not read as JSON', utf8(row.text));
    }
    attribute(parsed, owner, into, follow);
  };
  follow('0', 'elements outside a section');
  for (const row of rows.values()) {
    if (!counted.has(row.id)) follow(row.id, row.kind === 'tree' ? 'rows no element refers to' : 'text rows');
  }
  return [...into.entries()].map(([part, bytes]) => ({ part, bytes })).sort((a, b) => b.bytes - a.bytes);
}

/** A served page's parts (see the file's comment). */
export function htmlParts(html: string): HtmlParts {
  const STYLE = /<style[^>]*>[\s\S]*?<\/style>/g;
  const SCRIPT = /<script[^>]*>[\s\S]*?<\/script>/g;
  const isPayload = (script: string) => /^<script[^>]*>self\.__next_f\.push\(\[1,/.test(script);
  const css = [...html.matchAll(STYLE)].map((match) => match[0]).join('');
  const scripts = [...html.matchAll(SCRIPT)].map((match) => match[0]);
  const payloadScripts = scripts.filter(isPayload).join('');
  const otherScripts = scripts.filter((script) => !isPayload(script)).join('');
  const markup = html.replace(STYLE, '').replace(SCRIPT, '');
  const parts = { markup, css, payload: payloadScripts, otherScripts };
  const each = <T>(of: (text: string) => T) =>
    Object.fromEntries(Object.entries(parts).map(([name, text]) => [name, of(text)])) as Record<keyof typeof parts, T>;
  const whole = brotliBytes(html);
  const without = (pattern: RegExp, keep: (tag: string) => boolean = () => false) =>
    whole - brotliBytes(html.replace(pattern, (tag) => (keep(tag) ? tag : '')));
  return {
    raw: each(utf8),
    brotli: each((text) => (text ? brotliBytes(text) : 0)),
    inPage: {
      css: css ? without(STYLE) : 0,
      payload: payloadScripts ? without(SCRIPT, (script) => !isPayload(script)) : 0,
      otherScripts: otherScripts ? without(SCRIPT, isPayload) : 0,
    },
    wholeBrotli: whole,
    payloadParts: payloadParts(flightText(html)),
  };
}

/** A payload part priced in the page (see `partsInPage`), bytes of brotli. */
export type PartInPage = { part: string; without: number; asData: number };

/** The rows as the flight format writes them, the inverse of `flightRows`. */
function flightOf(rows: { id: string; kind: string; text: string }[]): string {
  return rows
    .map((row) => (row.kind === 'text' ? `${row.id}:T${utf8(row.text).toString(16)},${row.text}` : `${row.id}:${row.text}\n`))
    .join('');
}

/** A payload reference in a row's JSON (`"$3"`, `"$L1e"`, `"$@1b"`, `"$1e:props:children"`): the row's id. */
const REFERENCES = /"\$[A-Za-z@]?([0-9a-f]+)(?::[^"]*)?"/g;

/** The ids of the rows reachable from the root row through references. */
function reachableIds(rows: { id: string; kind: string; text: string }[]): Set<string> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const seen = new Set<string>();
  const stack = ['0'];
  while (stack.length > 0) {
    const id = stack.pop()!;
    const row = byId.get(id);
    if (seen.has(id) || !row) continue;
    seen.add(id);
    if (row.kind !== 'text') for (const match of row.text.matchAll(REFERENCES)) stack.push(match[1]!);
  }
  return seen;
}

/** `value` with every element naming `part` replaced by what `by` makes of it. */
function replacePart(value: unknown, part: string, by: (element: unknown) => unknown): unknown {
  if (partOf(value) === part) return by(value);
  if (Array.isArray(value)) return value.map((item) => replacePart(item, part, by));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replacePart(item, part, by)]));
  }
  return value;
}

/**
 * What an element says as data: its texts, links and dates (the `children`, `href` and `dateTime` written out, the rows
 * it refers to followed), in order, without its elements, classes and other props. The least a client component
 * drawing it from props would need.
 */
function dataOf(value: unknown, rows: Map<string, { kind: string; text: string }>, key = '', into: unknown[] = []): unknown[] {
  if (typeof value === 'string') {
    const reference = /^\$[L@]?([0-9a-f]+)$/.exec(value);
    const row = reference ? rows.get(reference[1]!) : undefined;
    if (row?.kind === 'text') into.push(row.text);
    else if (row?.kind === 'tree') {
      try {
        dataOf(JSON.parse(row.text), rows, key, into);
      } catch {
        // Not JSON: not data.
      }
    } else if (!reference && ['children', 'href', 'dateTime'].includes(key)) into.push(value);
  } else if (typeof value === 'number') into.push(value);
  else if (Array.isArray(value)) for (const item of value) dataOf(item, rows, key, into);
  else if (value && typeof value === 'object') for (const [name, item] of Object.entries(value)) dataOf(item, rows, name, into);
  return into;
}

/** Next.js' escaping of a payload chunk in its script (`htmlEscapeJsonString`). */
const escapePush = (flight: string) =>
  JSON.stringify([1, flight]).replace(/[&<>\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * What each of `parts` (`#stock`, `<footer>`: as `payloadParts` names them) costs in the page as served, two ways, in
 * brotli bytes:
 *   - `without`: what the page would save if the part were not in the payload at all (its elements gone, with the rows
 *     only they refer to), its markup kept: the most any way of not hydrating it could save;
 *   - `asData`: what the page would save with the part's elements in the payload as data only (`dataOf`): the most
 *     that sending it as compact props of one client component could save, before that component's script.
 * Each against the page with its payload written back the same way (in one push), so the rewriting is not counted.
 */
export function partsInPage(html: string, parts: string[]): PartInPage[] {
  const PUSH = /(<script[^>]*>)self\.__next_f\.push\(\[1,[\s\S]*?<\/script>/g;
  const first = PUSH.exec(html);
  if (!first) return [];
  const open = first[1]!;
  const rest = html.replace(PUSH, '');
  const at = first.index;
  const page = (flight: string) => `${rest.slice(0, at)}${open}self.__next_f.push(${escapePush(flight)})</script>${rest.slice(at)}`;
  const rows = flightRows(flightText(html));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const before = reachableIds(rows);
  const rewritten = (by: (element: unknown) => unknown, part: string) => {
    const changed = rows.map((row) => {
      if (row.kind !== 'tree') return row;
      try {
        return { ...row, text: JSON.stringify(replacePart(JSON.parse(row.text), part, by)) };
      } catch {
        return row;
      }
    });
    // The rows only the part held go with it; those no tree row referred to before (hints, say) stay as they were.
    const kept = reachableIds(changed);
    return flightOf(changed.filter((row) => kept.has(row.id) || !before.has(row.id)));
  };
  const whole = brotliBytes(page(flightOf(rows)));
  return parts.map((part) => ({
    part,
    without: whole - brotliBytes(page(rewritten(() => null, part))),
    asData: whole - brotliBytes(page(rewritten((element) => ['$', '$L0', null, { data: dataOf(element, byId) }], part))),
  }));
}
