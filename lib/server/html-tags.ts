/**
 * Reading the start tags of the HTML that React renders (quoted attribute values, no entities in the
 * addresses the site rewrites). Shared by the site server's rewrites of a page's HTML.
 */

/** An attribute's value, '' for one without a value, null when the tag lacks it. */
export function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'))?(?=[\\s/>])`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? '') : null;
}
