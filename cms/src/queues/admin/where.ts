/**
 * The admin's addresses of a queue's lists (pure): what is open, what is overdue, as Payload's list view reads its
 * `where` from the query string.
 */
import type { Queue } from '../queue';

const list = (slug: string, query: string) => `/admin/collections/${slug}?${query}&sort=due_at`;

/** Every open item: not in a closed status. */
export const openList = (queue: Queue) =>
  list(
    queue.slug,
    `where[status][in]=${queue.statuses
      .filter((status) => !queue.closed.includes(status.value))
      .map((status) => status.value)
      .join(',')}`,
  );

/** The items past their due date that still await the company. */
export const overdueList = (queue: Queue, now: number) =>
  list(queue.slug, `where[status][in]=${queue.awaiting.join(',')}&where[due_at][less_than]=${new Date(now).toISOString()}`);

/** Whether an item is past its due date and still awaits the company. */
export const isOverdue = (awaiting: readonly string[], status: unknown, due: unknown, now: number) =>
  awaiting.includes(String(status)) && typeof due === 'string' && Date.parse(due) < now;
