'use client';

import dynamic from 'next/dynamic';

/**
 * The members-only article's island in a chunk of its own, fetched only by a page that shows it (and rendered on
 * the server as before). Imported directly, it rode in the one chunk Turbopack makes of each detail page's
 * islands (next.config.mjs: fewer, larger chunks), so every product and news page loaded it (issue 48).
 */
export const MembersOnlyArticle = dynamic(() => import('./members-only-article').then((module) => module.MembersOnlyArticle));
