/**
 * How a `web/*` call is declared (issue 43): its name and the content it shows. The declarations live with
 * what they serve (the core calls in lib/backend/calls.ts, a feature's in features/<name>/contract.ts) and
 * are composed in features/index.ts; a declaration that states no tags does not compile.
 */
import type { ContentTag } from '@/lib/core/render-report';

/**
 * The content types an answer shows: fixed, or read from the answer (`null` for an absent one: a page that
 * left out an absent piece still depends on it, so the CMS adding it refreshes the page).
 */
export type TagRule = readonly ContentTag[] | ((answer: unknown) => readonly ContentTag[]);

export type CallSpec<N extends `web/${string}` = `web/${string}`> = { readonly name: N; readonly tags: TagRule };

/** A set of call declarations, keyed by how code names them (`getChangeNotices`), checked as declarations. */
export function defineCalls<const T extends Record<string, CallSpec>>(specs: T): T {
  return specs;
}

/** The names of a set of declarations, by the same keys: `CALLS.getChangeNotices` is `'web/get_change_notices'`. */
export function callNames<const T extends Record<string, CallSpec>>(specs: T): { readonly [K in keyof T]: T[K]['name'] } {
  return Object.fromEntries(Object.entries(specs).map(([key, spec]) => [key, spec.name])) as { readonly [K in keyof T]: T[K]['name'] };
}

/** The tags of one answer (null: absent) by its call's rule. */
export function tagsOfCall(rule: TagRule, answer: unknown): readonly ContentTag[] {
  return typeof rule === 'function' ? rule(answer) : rule;
}
