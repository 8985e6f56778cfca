/**
 * A member's change-notice subscriptions (`web/get_subscriptions`, `web/set_subscription`) as islands read
 * them (no zod here: the islands import this file): a product or a product line, by id, with its name.
 */
export const SUBSCRIPTION_KINDS = ['product', 'line'] as const;
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];

export type Subscription = { kind: SubscriptionKind; id: number; name: string };

/** The subscriptions of an answer (`{ list }`), each item that lacks a kind, an id or a name left out; at most 500. */
export function readSubscriptions(data: unknown): Subscription[] {
  const list = typeof data === 'object' && data !== null ? (data as { list?: unknown }).list : undefined;
  if (!Array.isArray(list)) return [];
  return list.slice(0, 500).flatMap((item: unknown): Subscription[] => {
    const fields = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const kind = (SUBSCRIPTION_KINDS as readonly unknown[]).includes(fields.kind) ? (fields.kind as SubscriptionKind) : null;
    const id = Number.isInteger(fields.id) && (fields.id as number) > 0 ? (fields.id as number) : null;
    const name = typeof fields.name === 'string' ? fields.name.trim().slice(0, 100) : '';
    return kind && id && name ? [{ kind, id, name }] : [];
  });
}

export const isSubscribed = (list: Subscription[], kind: SubscriptionKind, id: number) =>
  list.some((item) => item.kind === kind && item.id === id);
