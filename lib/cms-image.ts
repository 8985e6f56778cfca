/**
 * Props for an `<img>` (or a `<source>`'s srcSet) showing a CMS image through Next.js's image optimizer.
 *
 * A raster image under /api/ (the backend's files, forwarded: lib/backend/media.ts) is offered in the
 * widths a device needs, re-encoded as WebP where the browser takes it (`/_next/image`, cached by the
 * server). Anything else is left as it is: SVG (vector: nothing to resize), images on other hosts (the
 * optimizer only fetches from the site itself, `images.localPatterns` in next.config.mjs), and URLs with a
 * query string.
 *
 * getImageProps is the documented way to use the optimizer with plain `<img>` and `<picture>` markup, so
 * server components render no client component for an image, and art direction keeps its `<source>`s.
 */
import { getImageProps } from 'next/image';
import { API_BASE } from '@/lib/backend/calls';

const RASTER = /\.(?:jpe?g|png|webp|avif|gif)$/i;

export function isOptimizable(src: string): boolean {
  return src.startsWith(API_BASE) && !src.includes('?') && !src.includes('#') && RASTER.test(src);
}

export type CmsImage = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The rendered width per layout, as for `<img sizes>`; without it the image gets 1x and 2x candidates. */
  sizes?: string;
  /** The page's largest paint: loaded eagerly with high priority. */
  priority?: boolean;
  /** In the first screen: loaded at once rather than lazily, at normal priority. */
  eager?: boolean;
};

export function cmsImageProps({ src, alt, width, height, sizes, priority = false, eager = false }: CmsImage) {
  const { props } = getImageProps({
    src,
    alt,
    width,
    height,
    sizes,
    unoptimized: !isOptimizable(src),
    loading: priority || eager ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
  });
  // getImageProps hides the alt text while loading with an inline colour; the site's images keep their look.
  const { style: _style, ...rest } = props;
  return rest;
}
