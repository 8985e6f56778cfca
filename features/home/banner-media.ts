/**
 * Where the first slide's phone image takes over (the slide's `<source>`, and the preload for it). Its own
 * module, free of imports: the carousel island reads it, and importing it from banner-images.ts would bring
 * the server's image code (next/image's candidates) into the browser's bundle.
 */
export const PHONE_MEDIA = '(max-width: 767px)';
