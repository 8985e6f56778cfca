/**
 * Members following a product's or a product line's change notices (docs/backend-api.md, `web/get_subscriptions`,
 * `web/set_subscription`): one row per member and thing followed. The notices' mails go to these members (issue 46
 * §3: ../alerts/rounds.ts), in the language of the site the member followed on. Sales and the privacy officer see them;
 * no one edits them but the member, through the site.
 */
import type { CollectionConfig, Endpoint, Payload } from 'payload';
import { hasRole } from '../access';
import { ok, refuse, type Lang } from '../contract/envelope';
import { categoryRows } from '../contract/catalog';
import { forMember } from '../contract/members';
import { productPartNumber } from '../contract/products';
import { BadField, id as idField, oneOf } from '../contract/request';

type User = { roles?: string[] | null } | null | undefined;

export const Follows: CollectionConfig = {
  slug: 'follows',
  labels: {
    singular: { zh: '变更通知订阅', en: 'Change-notice subscription' },
    plural: { zh: '变更通知订阅', en: 'Change-notice subscriptions' },
  },
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['member', 'kind', 'target', 'createdAt'],
    group: { zh: '访客', en: 'Visitors' },
    hidden: ({ user }) => !hasRole(user as User, 'sales', 'privacy'),
    description: {
      zh: '会员订阅的产品与产品线变更通知。发布变更通知时，订阅者会收到邮件。',
      en: 'The products and product lines whose change notices members follow. When a notice is published, they are mailed.',
    },
  },
  access: {
    read: ({ req }) => hasRole(req.user as User, 'sales', 'privacy'),
    create: () => false,
    update: () => false,
    delete: ({ req }) => hasRole(req.user as User, 'privacy'),
  },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'member', type: 'relationship', relationTo: 'members', required: true, index: true, label: { zh: '会员', en: 'Member' } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { value: 'product', label: { zh: '产品', en: 'Product' } },
        { value: 'line', label: { zh: '产品线', en: 'Product line' } },
      ],
      label: { zh: '类型', en: 'Kind' },
    },
    { name: 'target', type: 'number', required: true, index: true, label: { zh: '产品或产品线编号', en: 'Product or line id' } },
    {
      name: 'lang',
      type: 'select',
      defaultValue: 'zh',
      options: [
        { value: 'zh', label: { zh: '中文', en: 'Chinese' } },
        { value: 'en', label: { zh: '英文', en: 'English' } },
      ],
      label: { zh: '邮件语言', en: "The mails' language" },
      admin: { description: { zh: '会员订阅时所用网站的语言', en: 'The language of the site the member followed it on' } },
    },
  ],
};

/** At most this many per member (the demo's number). */
export const MAX_FOLLOWS = 50;

type Kind = 'product' | 'line';

/** A product line's name: a category of the products' channel right below its root. */
async function lineName(payload: Payload, lang: Lang, id: number): Promise<string | null> {
  const rows = await categoryRows(payload, lang);
  const line = rows.find((row) => row.id === id);
  const parent = line?.parent == null ? undefined : rows.find((row) => row.id === line.parent);
  return line && line.type === 'product' && parent && parent.parent === null ? line.name : null;
}

const nameOf = (payload: Payload, lang: Lang, kind: Kind, id: number) =>
  kind === 'product' ? productPartNumber(payload, lang, id) : lineName(payload, lang, id);

async function followsOf(payload: Payload, lang: Lang, member: number) {
  const found = await payload.find({
    collection: 'follows',
    where: { member: { equals: member } },
    sort: 'createdAt',
    limit: MAX_FOLLOWS * 2,
    depth: 0,
    overrideAccess: true,
  });
  const list = await Promise.all(
    (found.docs as unknown as { kind: Kind; target: number }[]).map(async ({ kind, target }) => {
      const name = await nameOf(payload, lang, kind, target);
      return name ? [{ kind, id: target, name: name.slice(0, 100) }] : [];
    }),
  );
  return { list: list.flat() };
}

const REFUSED = {
  unknown: { zh: '没有这个产品或产品线', en: 'There is no such product or product line' },
  tooMany: { zh: `最多订阅 ${MAX_FOLLOWS} 项`, en: `At most ${MAX_FOLLOWS} subscriptions` },
};

export const FOLLOW_CALLS: Endpoint[] = [
  forMember('get_subscriptions', async (_body, lang, member, req) => ok(await followsOf(req.payload, lang, member.id))),
  forMember('set_subscription', async (body, lang, member, req) => {
    const kind = oneOf(body, 'kind', ['product', 'line'] as const);
    const id = idField(body);
    if (typeof body.on !== 'boolean') throw new BadField('on');
    const on = body.on;
    const { payload } = req;
    if ((await nameOf(payload, lang, kind, id)) === null) return refuse(REFUSED.unknown[lang]);
    const key = `${member.id}:${kind}:${id}`;
    const existing = await payload.find({
      collection: 'follows',
      where: { key: { equals: key } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    });
    if (on && existing.docs.length === 0) {
      const { totalDocs } = await payload.count({ collection: 'follows', where: { member: { equals: member.id } }, overrideAccess: true });
      if (totalDocs >= MAX_FOLLOWS) return refuse(REFUSED.tooMany[lang]);
      try {
        await payload.create({ collection: 'follows', data: { key, member: member.id, kind, target: id, lang }, overrideAccess: true });
      } catch {
        // The same change at the same moment from another tab: one row (the key is unique).
      }
    }
    if (!on && existing.docs.length > 0)
      await payload.delete({ collection: 'follows', where: { key: { equals: key } }, overrideAccess: true });
    return ok(await followsOf(payload, lang, member.id));
  }),
];
