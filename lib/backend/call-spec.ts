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

/**
 * `browser`: the site's own browser code makes this call through `/api/` (issue 42). The `/api` door forwards
 * only these (features/index.ts composes BROWSER_CALLS), and the browser's request helper
 * (lib/client/request.ts) takes only their names, so a call the browser makes without saying so does not compile.
 */
export type CallSpec<N extends `web/${string}` = `web/${string}`> = {
  readonly name: N;
  readonly tags: TagRule;
  readonly browser?: true;
  /**
   * The call is guarded by a captcha bound to it (`web/generate_verify`'s `for`, issue 42): the captcha hooks
   * and forms take only these names, and the backend refuses a captcha for any other call.
   */
  readonly captcha?: true;
};

declare const browserCall: unique symbol;
declare const captchaCall: unique symbol;

/** The name of a call declared `browser: true`: what the browser's request helper takes. */
export type BrowserCall<N extends `web/${string}` = `web/${string}`> = N & { readonly [browserCall]: true };

/** The name of a call declared `captcha: true`: what a captcha is drawn for. */
export type CaptchaCall<N extends `web/${string}` = `web/${string}`> = N & { readonly [captchaCall]: true };

/** A declaration's name, marked as a browser call and as a captcha call when it is one. */
type NameOf<S extends CallSpec> = S['name'] &
  (S extends { browser: true } ? { readonly [browserCall]: true } : unknown) &
  (S extends { captcha: true } ? { readonly [captchaCall]: true } : unknown);

/** A set of call declarations, keyed by how code names them (`getChangeNotices`), checked as declarations. */
export function defineCalls<const T extends Record<string, CallSpec>>(specs: T): T {
  return specs;
}

/** The names of a set of declarations, by the same keys: `CALLS.getChangeNotices` is `'web/get_change_notices'`. */
export function callNames<const T extends Record<string, CallSpec>>(specs: T): { readonly [K in keyof T]: NameOf<T[K]> } {
  return Object.fromEntries(Object.entries(specs).map(([key, spec]) => [key, spec.name])) as { readonly [K in keyof T]: NameOf<T[K]> };
}

/** The plain names of a set of declarations, unmarked (for a backend that answers them all: the demo). */
export function namesOf<const T extends Record<string, CallSpec>>(specs: T): { readonly [K in keyof T]: T[K]['name'] } {
  return callNames(specs) as unknown as { readonly [K in keyof T]: T[K]['name'] };
}

/** The names of the calls declared `captcha: true`. */
export function captchaCallsOf(specs: Readonly<Record<string, CallSpec>>): readonly CaptchaCall[] {
  return Object.values(specs)
    .filter((spec) => spec.captcha)
    .map((spec) => spec.name as CaptchaCall);
}

/** The names of the calls declared `browser: true`. */
export function browserCallsOf(specs: Readonly<Record<string, CallSpec>>): readonly BrowserCall[] {
  return Object.values(specs)
    .filter((spec) => spec.browser)
    .map((spec) => spec.name as BrowserCall);
}

/** The tags of one answer (null: absent) by its call's rule. */
export function tagsOfCall(rule: TagRule, answer: unknown): readonly ContentTag[] {
  return typeof rule === 'function' ? rule(answer) : rule;
}
