/**
 * The id of an empty element closing the header: the browser paints nothing before it has been parsed, that
 * is before the header is whole (header.tsx, rel="expect").
 */
export const HEADER_END_ID = 'site-header-end';
