/**
 * The site the demo's mails link: the backend's own setting (SITE_URL), never anything a request says (issue 42).
 * The embedded demo runs in the site's process and shares its SITE_URL and PORT.
 */
export function demoSiteAddress(): string {
  return process.env.SITE_URL?.trim() || `http://localhost:${process.env.PORT || 3000}`;
}
