/**
 * The home banner's images, made on the server: the carousel island (banner-carousel.tsx) receives each
 * slide's `<img>` and `<source>` attributes ready, so the browser computes no image candidates while it
 * hydrates (issue 21: the candidates of every slide took about 55 ms of a phone's hydration, CPU 4x).
 */
import { preload } from 'react-dom';
import type { Banner } from '@/lib/backend/types';
import { cmsImageProps } from '@/lib/cms-image';
import { PHONE_MEDIA } from './banner-media';

/** An `<img>`'s attributes (lib/cms-image.ts). */
export type ImageAttributes = ReturnType<typeof cmsImageProps>;

/** A slide's images: the banner image, and the phone image where the banner has one. */
export type SlideImages = { image: ImageAttributes | null; phone: ImageAttributes | null };

/**
 * A slide's images. Raster images come in the widths a device needs (lib/cms-image.ts); a slide fills the
 * viewport's width.
 */
export function slideImages(banner: Banner, first: boolean): SlideImages {
  if (!banner.image) return { image: null, phone: null };
  const image = cmsImageProps({ src: banner.image, alt: '', width: banner.width, height: banner.height, sizes: '100vw', priority: first });
  // The phone image's own size is not in the contract: only its candidates are used (a <source>).
  const phone = banner.image_mobile
    ? cmsImageProps({ src: banner.image_mobile, alt: '', width: banner.width, height: banner.height, sizes: '100vw' })
    : null;
  return { image, phone };
}

/** React's preload options for an image's candidates, when it has more than its src. */
const candidates = (props: { srcSet?: string; sizes?: string }) =>
  props.srcSet ? { imageSrcSet: props.srcSet, imageSizes: props.sizes } : {};

/**
 * The first slide's image is the page's largest paint: preloaded from <head>, before the stylesheets and
 * scripts, the one a device will use (phone image below 768 px when the banner has one), with the same
 * candidates as the slide so the browser fetches the one it will show.
 */
export function preloadFirstBanner(banner: Banner | undefined): void {
  if (!banner) return;
  const { image, phone } = slideImages(banner, true);
  if (!image) return;
  if (phone) {
    preload(phone.src, { as: 'image', fetchPriority: 'high', media: PHONE_MEDIA, ...candidates(phone) });
    preload(image.src, { as: 'image', fetchPriority: 'high', media: '(min-width: 768px)', ...candidates(image) });
  } else {
    preload(image.src, { as: 'image', fetchPriority: 'high', ...candidates(image) });
  }
}
