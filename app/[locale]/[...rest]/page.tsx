import { pageNotFound } from '@/lib/core/not-found';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

/** Any other path under a language (requirements §2 `*`): that language's 404 page, in the site's shell, status 404. */
async function UnknownPath(): Promise<never> {
  pageNotFound();
}

export const generateMetadata = metadataWhenAvailable(async () => pageNotFound());

export default whenAvailable(UnknownPath);
