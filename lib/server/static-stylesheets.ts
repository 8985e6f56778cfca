import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The build's stylesheets by their address (`/_next/static/…css` → `.next/static/…css`), read once each:
 * for lib/server/inline-stylesheets.ts. A build's files never change, and the addresses asked are the ones
 * Next.js writes into its own pages, so the map holds one entry per stylesheet of the build.
 */
export function staticStylesheets(distDir: string): (href: string) => string | null {
  const root = path.resolve(distDir, 'static');
  const read = new Map<string, string | null>();
  return (href) => {
    if (!read.has(href)) {
      const file = path.resolve(root, href.replace(/^\/_next\/static\//, ''));
      let text: string | null = null;
      if (file.startsWith(root + path.sep) && file.endsWith('.css')) {
        try {
          text = readFileSync(file, 'utf8');
        } catch {
          text = null;
        }
      }
      read.set(href, text);
    }
    return read.get(href)!;
  };
}
