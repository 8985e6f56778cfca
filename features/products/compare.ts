/** Shared by the compare bar (client), the selection table and the compare page (server). */
export const COMPARE_FORM_ID = 'compare-form';
export const COMPARE_MAX = 4;
