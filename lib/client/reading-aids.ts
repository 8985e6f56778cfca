/**
 * The reading aids of issue 24 (无障碍 / 长者模式): larger text, high contrast, a large cursor, a reading
 * guide line and a simplified mode, kept in this browser (localStorage `readingAids`) and shown as
 * attributes of <html> (`data-text="150"`, `data-contrast`, …) that app/reading-aids.css styles. The page's
 * <head> applies them before the first paint with PRE_PAINT_SCRIPT, the same rule as `readAids` and
 * `aidsAttributes` below (lib/client/reading-aids.test.ts runs both over the same inputs).
 */

export const AIDS_KEY = 'readingAids';

/** Dispatched on window when the aids change on a page (the home carousel stops in the simplified mode). */
export const AIDS_CHANGE_EVENT = 'readingaidschange';

export const TEXT_SIZES = [100, 150, 200] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

/** The aids that are on or off, in the toolbar's order. */
export const AID_SWITCHES = ['contrast', 'cursor', 'guide', 'simple'] as const;
export type AidSwitch = (typeof AID_SWITCHES)[number];

export type Aids = { text: TextSize } & Record<AidSwitch, boolean>;

export const NO_AIDS: Aids = { text: 100, contrast: false, cursor: false, guide: false, simple: false };

/** The aids stored as `raw` (JSON); anything unreadable is no aid. */
export function readAids(raw: string | null): Aids {
  let stored: unknown;
  try {
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    stored = null;
  }
  const value = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const text = value.text === 150 || value.text === 200 ? value.text : 100;
  return { text, ...Object.fromEntries(AID_SWITCHES.map((name) => [name, value[name] === true])) } as Aids;
}

/** The attributes of <html> for `aids`: a value to set, or null to remove. */
export function aidsAttributes(aids: Aids): Record<string, string | null> {
  return {
    'data-text': aids.text === 100 ? null : String(aids.text),
    ...Object.fromEntries(AID_SWITCHES.map((name) => [`data-${name}`, aids[name] ? '' : null])),
  };
}

export function applyAids(aids: Aids, root: HTMLElement): void {
  for (const [name, value] of Object.entries(aidsAttributes(aids))) {
    if (value === null) root.removeAttribute(name);
    else root.setAttribute(name, value);
  }
}

/** The aids this browser keeps (none where storage is refused). */
export function loadAids(): Aids {
  try {
    return readAids(window.localStorage.getItem(AIDS_KEY));
  } catch {
    return NO_AIDS;
  }
}

/** Keeps `aids` (forgets them when none is on) and shows them. */
export function saveAids(aids: Aids): void {
  try {
    const none = aids.text === 100 && AID_SWITCHES.every((name) => !aids[name]);
    if (none) window.localStorage.removeItem(AIDS_KEY);
    else window.localStorage.setItem(AIDS_KEY, JSON.stringify(aids));
  } catch {
    // Storage refused (a private window, a full quota): the aids hold for this page only.
  }
  applyAids(aids, document.documentElement);
  window.dispatchEvent(new Event(AIDS_CHANGE_EVENT));
}

/**
 * Run in <head> before anything is drawn (the layout writes it inline; its hash is in the page's CSP): the
 * stored aids as attributes of <html>, so a page never shows without them first. Kept small (every page
 * carries it) and in the oldest JavaScript a browser may run.
 */
export const PRE_PAINT_SCRIPT = `(function(){try{var a=JSON.parse(localStorage.getItem('${AIDS_KEY}')||'{}')||{},d=document.documentElement;if(a.text===150||a.text===200)d.setAttribute('data-text',String(a.text));${JSON.stringify(AID_SWITCHES)}.forEach(function(k){if(a[k]===true)d.setAttribute('data-'+k,'')})}catch(e){}})()`;
