/**
 * One rule for "a path of this site" (pure; server and client): the `next` of the sign-in page, a backend's
 * site paths (an event's `url`, a banner's link, links in rich text). A value is read as a browser would
 * read it relative to this site (dot segments resolved, tabs and newlines dropped, `\` read as `/`), and
 * what comes out is checked, not only what went in: `/.//host`, `/%2e//host` and `/en/..//host` all
 * resolve to `//host`, which a browser takes for another site.
 */
const BASE = 'http://site.invalid';

/** `value` as a path of this site (`/news/detail/1?x#y`, normalised), or null when it leads anywhere else. */
export function sitePath(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== BASE || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}
