/**
 * Change-notice subscriptions in the demo backend (docs/backend-api.md): a member follows a product or a
 * product line (`web/set_subscription`) and reads what they follow (`web/get_subscriptions`), named in the
 * language asked for. Each change is one JSON line in `$DEMO_DATA_DIR/subscriptions.jsonl`; a member's
 * subscriptions are those lines replayed. The demo stores them; it sends no mail.
 */
import type { SubscriptionKind } from '@/lib/backend/subscription-form';
import { CHANNELS } from './content/site';
import { articlesIn, categoriesIn, type DemoLanguage } from './content/catalog';
import { jsonlFile } from './jsonl-file';

type Change = { user: number; kind: SubscriptionKind; id: number; on: boolean };

const changes = jsonlFile<Change>('subscriptions');

/** At most this many subscriptions per member. */
export const MAX_SUBSCRIPTIONS = 50;

/** The name of a product (its part number) or a product line, or null when there is none. */
function nameOf(lang: DemoLanguage, kind: SubscriptionKind, id: number): string | null {
  if (kind === 'product') return articlesIn[lang].find((article) => article.id === id)?.product?.part_number ?? null;
  return categoriesIn[lang].find((category) => category.id === id && category.parent_id === CHANNELS.product)?.name ?? null;
}

async function followed(user: number): Promise<{ kind: SubscriptionKind; id: number }[]> {
  const state = new Map<string, { kind: SubscriptionKind; id: number }>();
  for (const change of await changes.readAll()) {
    if (change.user !== user) continue;
    const key = `${change.kind} ${change.id}`;
    if (change.on) state.set(key, { kind: change.kind, id: change.id });
    else state.delete(key);
  }
  return [...state.values()];
}

export async function subscriptionsOf(lang: DemoLanguage, user: number) {
  const list = (await followed(user)).flatMap(({ kind, id }) => {
    const name = nameOf(lang, kind, id);
    return name ? [{ kind, id, name }] : [];
  });
  return { list };
}

const REFUSALS = {
  unknown: { zh: '没有这个产品或产品线', en: 'There is no such product or product line' },
  tooMany: { zh: `最多订阅 ${MAX_SUBSCRIPTIONS} 项`, en: `At most ${MAX_SUBSCRIPTIONS} subscriptions` },
} satisfies Record<string, Record<DemoLanguage, string>>;

/** Follows or stops following; the member's subscriptions after the change, or the refusal. */
export async function setSubscription(
  lang: DemoLanguage,
  user: number,
  change: { kind: SubscriptionKind; id: number; on: boolean },
): Promise<{ list: { kind: SubscriptionKind; id: number; name: string }[] } | { refusal: string }> {
  if (nameOf(lang, change.kind, change.id) === null) return { refusal: REFUSALS.unknown[lang] };
  const now = await followed(user);
  const already = now.some((item) => item.kind === change.kind && item.id === change.id);
  if (change.on && !already && now.length >= MAX_SUBSCRIPTIONS) return { refusal: REFUSALS.tooMany[lang] };
  if (already !== change.on) await changes.append({ user, ...change });
  return subscriptionsOf(lang, user);
}
