/**
 * What the calls' checks share: their declaration, and the checks of a paged list (docs/backend-api.md:
 * `page` and `page_size` are obeyed, `total` counts every item, a page past the last is empty).
 */
import type { z } from 'zod';
import type { CallName } from '@/features/index';
import { newestFirst, sharedItems } from '../judge';
import type { CallTester } from '../tester';

export type CallCheck = {
  readonly call: CallName;
  /** The document has no "absent" answer for it (docs/backend-api.md, "Required and optional calls"). */
  readonly required?: true;
  /** It writes something on the backend: made only with `--write`. */
  readonly writes?: true;
  readonly run: (t: CallTester) => Promise<void>;
};

/** Ids no backend has: what "an unknown id" is asked with. */
export const UNKNOWN_ID = 2_147_000_001;

/** A `token` header no backend issued. */
export const FOREIGN_TOKEN = 'conformance-not-a-token-0123456789';

/** A captcha code no captcha has (codes are a few letters and digits). */
export const WRONG_CODE = 'wrong-0000';

type Paged = { list: readonly unknown[]; total: number };

/**
 * Pages through a list two at a time: each page holds at most `page_size` items, page 2 shares none with page
 * 1, `total` is the same on both, and a page past the last is empty (or refused with code 0).
 */
export async function checkPaging<S extends z.ZodType>(
  t: CallTester,
  body: Readonly<Record<string, unknown>>,
  schema: S,
  pageOf: (answer: z.output<S>) => Paged,
  options: { token?: string; rankedByLanguage?: boolean } = {},
): Promise<void> {
  const first = await t.read({ ...body, page: 1, page_size: 2 }, schema, { ...options, label: 'page 1 of 2 items' });
  if (!first) return;
  const one = pageOf(first.zh);
  if (one.list.length > 2) t.fail(t.section, `page_size 2 answered ${one.list.length} items`);
  if (one.total < one.list.length) t.fail(t.section, `total ${one.total} is less than the ${one.list.length} items of the page`);
  if (one.total <= 2) return;
  const second = await t.read({ ...body, page: 2, page_size: 2 }, schema, { ...options, label: 'page 2 of 2 items' });
  if (!second) return;
  const two = pageOf(second.zh);
  if (two.list.length === 0) t.fail(t.section, `total is ${one.total}, but page 2 of 2 items is empty`);
  const shared = sharedItems(one.list, two.list);
  if (shared > 0) t.fail(t.section, `page 2 repeats ${shared} item(s) of page 1: \`page\` is not obeyed`);
  if (two.total !== one.total) t.fail(t.section, `total is ${one.total} on page 1 and ${two.total} on page 2`);
  const past = Math.ceil(one.total / 2) + 1;
  if (past > 1000) return;
  const answer = await t.send({ ...body, page: past, page_size: 2 }, 'zh', options.token);
  if (answer.envelope?.code === 1) {
    const beyond = schema.safeParse(answer.envelope.data);
    if (beyond.success && pageOf(beyond.data).list.length > 0)
      t.fail(t.section, `page ${past}, past the last, is not empty`, answer.exchange);
  }
}

/** Every item of a filtered answer meets the filter. */
export function checkFilter<T>(t: CallTester, what: string, items: readonly T[], meets: (item: T) => boolean): void {
  const stray = items.filter((item) => !meets(item)).length;
  if (stray > 0) t.fail(t.section, `${what}: ${stray} of ${items.length} item(s) do not meet it`);
}

/** A list the document orders newest first is. */
export function checkNewestFirst(t: CallTester, what: string, dates: readonly string[]): void {
  const order = newestFirst(dates);
  if (!order.ok) t.fail(t.section, `${what} are newest first, but ${order.pair[0]} comes before ${order.pair[1]}`);
}
