import { API_BASE } from './calls';

/**
 * Turns an image or file path from the backend into a URL the browser can load through the site's
 * `/api/` forwarder (requirements §3: "Image fields are relative paths that are prefixed with the API base").
 *
 * Only relative paths are accepted: an absolute URL, a protocol-relative `//host` or a `javascript:` value
 * from the CMS would point the visitor elsewhere, so it becomes an empty string (no image) instead.
 */
export function toApiUrl(path: string): string {
  const trimmed = path.trim();
  if (trimmed === '') return '';
  if (trimmed.startsWith(API_BASE)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//') || trimmed.includes('\\')) return '';
  const relative = trimmed.replace(/^\/+/, '');
  if (relative.split('/').some((segment) => segment === '..' || segment === '.')) return '';
  return API_BASE + relative;
}
