/**
 * The reading aids (无障碍, GB/T 37668): the toolbar that sets larger text, contrast, a large cursor, a
 * reading guide, a simpler layout and reading aloud, kept in the browser. Its button is in the header on
 * every page (components/reading-aids/, with the state they share); it declares no call.
 */
import { defineFeature } from '../feature';

export const readingAids = defineFeature({ name: 'reading-aids', calls: {} });
