import 'server-only';
import type { Honour } from '@/lib/backend/types';
import { cmsImageProps } from '@/lib/cms-image';

/** An honour with its picture's `<img>` attributes (through the image optimizer), or null without a picture. */
export type GalleryHonour = Honour & { picture: ReturnType<typeof cmsImageProps> | null };

/**
 * The honours as the gallery's island shows them, their pictures' attributes decided here on the server, so
 * that the island carries none of the image optimizer's code (issue 48: 3 KB of script on /about and /quality).
 */
export function galleryHonours(honours: readonly Honour[]): GalleryHonour[] {
  return honours.map((honour) => ({
    ...honour,
    picture: honour.image
      ? cmsImageProps({
          src: honour.image,
          alt: honour.title,
          width: honour.width,
          height: honour.height,
          sizes: '(max-width: 767px) 100vw, 280px',
        })
      : null,
  }));
}
