import { cmsImageProps, type CmsImage } from '@/lib/cms-image';

/**
 * A CMS image as a plain `<img>` with the image optimizer's attributes (lib/cms-image.ts): the one way the
 * site shows a backend picture outside the banner's `<picture>`.
 */
export function CmsImg({ className, 'aria-hidden': ariaHidden, ...image }: CmsImage & { className?: string; 'aria-hidden'?: true }) {
  const { alt, ...attributes } = cmsImageProps(image);
  return <img {...attributes} alt={alt} className={className} aria-hidden={ariaHidden} />;
}
