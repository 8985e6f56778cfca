/**
 * Sample requests (issue 46 §2; docs/backend-api.md `web/submit_sample_request`, `web/get_sample_requests`), worked by
 * sales: received → approved, or refused with a reason → shipped, with the carrier and tracking number → closed. A
 * member sees each change on `/account`; the requester gets a mail when a request is refused or shipped. A decision is
 * due within two working days (./promises.ts).
 */
import type { CollectionBeforeChangeHook, CollectionConfig, Endpoint, Payload } from 'payload';
import { call, ok, refuse, type Lang } from '../contract/envelope';
import { forMember } from '../contract/members';
import { email, int, PHONE, trimmed } from '../contract/request';
import { sampleOffers } from '../contract/products';
import { queueMail } from '../mail/outgoing';
import { refusedChange } from '../workflow/hooks';
import { mailboxKey } from './limits';
import { newReference } from './reference';
import { LOCKED, createItem, historyHook, queueAccess, queueAudit, queueFields, type Queue } from './queue';
import { admit, sitePage } from './submission';

export const SAMPLE_QUEUE: Queue = {
  slug: 'sample-requests',
  roles: ['sales'],
  statuses: [
    { value: 'submitted', label: { zh: '已收到', en: 'Received' } },
    { value: 'approved', label: { zh: '已批准，待寄出', en: 'Approved, to ship' } },
    { value: 'rejected', label: { zh: '未批准', en: 'Refused' } },
    { value: 'shipped', label: { zh: '已寄出', en: 'Shipped' } },
    { value: 'closed', label: { zh: '已完成', en: 'Closed' } },
  ],
  awaiting: ['submitted'],
  closed: ['rejected', 'closed'],
};

/** What the site shows for each status (docs/backend-api.md: `status` of `web/get_sample_requests`). */
const SHOWN_STATUS: Record<string, string> = {
  submitted: 'submitted',
  approved: 'approved',
  rejected: 'rejected',
  shipped: 'shipped',
  closed: 'delivered',
};

type Doc = Record<string, unknown>;

/** What is missing for the status a change sets, or null: a refusal needs its reason, a shipment its carrier and number. */
export function sampleProblem(after: Doc): string | null {
  const blank = (name: string) => typeof after[name] !== 'string' || !(after[name] as string).trim();
  if (after.status === 'rejected' && blank('note'))
    return '未批准需写明原因（“给申请人的说明”）/ A refusal needs its reason ("Note to the requester")';
  if ((after.status === 'shipped' || after.status === 'closed') && (blank('carrier') || blank('tracking_number')))
    return '寄出需填写快递公司和运单号 / Shipping needs the carrier and the tracking number';
  return null;
}

const MAILS = {
  rejected: {
    zh: (doc: Doc) => ({
      subject: `您的样片申请未获批准（${String(doc.reference)}）`,
      text: `${String(doc.name)}，您好：\n\n很抱歉，您申请的 ${String(doc.part_number)} 样片（编号 ${String(doc.reference)}）未获批准。\n\n原因：${String(doc.note)}\n\n如有疑问，请回复本邮件或通过网站联系我们。\n\n星垣微电子\n`,
    }),
    en: (doc: Doc) => ({
      subject: `Your sample request was not approved (${String(doc.reference)})`,
      text: `Dear ${String(doc.name)},\n\nWe are sorry: your request for samples of ${String(doc.part_number)} (reference ${String(doc.reference)}) was not approved.\n\nReason: ${String(doc.note)}\n\nReply to this mail or write to us through the site with any question.\n\nXingyuan Micro\n`,
    }),
  },
  shipped: {
    zh: (doc: Doc) => ({
      subject: `您的样片已寄出（${String(doc.reference)}）`,
      text: `${String(doc.name)}，您好：\n\n您申请的 ${String(doc.quantity)} 片 ${String(doc.part_number)} 样片（编号 ${String(doc.reference)}）已寄出。\n\n快递公司：${String(doc.carrier)}\n运单号：${String(doc.tracking_number)}\n\n${doc.member ? `登录后可在 ${sitePage('zh', '/account')} 查看申请状态。\n\n` : ''}星垣微电子\n`,
    }),
    en: (doc: Doc) => ({
      subject: `Your samples are on their way (${String(doc.reference)})`,
      text: `Dear ${String(doc.name)},\n\nThe ${String(doc.quantity)} samples of ${String(doc.part_number)} you asked for (reference ${String(doc.reference)}) have been shipped.\n\nCarrier: ${String(doc.carrier)}\nTracking number: ${String(doc.tracking_number)}\n\n${doc.member ? `Sign in at ${sitePage('en', '/account')} to follow your requests.\n\n` : ''}Xingyuan Micro\n`,
    }),
  },
};

/** A status change checked, and the requester's mail of a refusal or a shipment queued with it. */
const onStatus: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  if (operation !== 'update') return data;
  const before = (originalDoc ?? {}) as Doc;
  const after = { ...before, ...data };
  if (after.status === before.status) return data;
  const problem = sampleProblem(after);
  if (problem) throw refusedChange(problem, 400);
  const status = String(after.status);
  if (status === 'rejected' || status === 'shipped') {
    const lang: Lang = after.lang === 'en' ? 'en' : 'zh';
    const mail = MAILS[status][lang](after);
    await queueMail(
      req.payload,
      {
        key: `${status}:sample-requests/${String(before.id)}`,
        about: `sample-requests/${String(before.id)}`,
        to: String(after.email),
        ...mail,
      },
      req,
    );
  }
  return { ...data, updated_status_at: new Date().toISOString() };
};

const { head, sidebar, tail } = queueFields(SAMPLE_QUEUE);
const { access, hidden } = queueAccess(SAMPLE_QUEUE);
/** What the requester sent, as they sent it. */
const sent = { access: LOCKED, admin: { readOnly: true } };

export const SampleRequests: CollectionConfig = {
  slug: 'sample-requests',
  labels: { singular: { zh: '样片申请', en: 'Sample request' }, plural: { zh: '样片申请', en: 'Sample requests' } },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'part_number', 'quantity', 'company', 'status', 'assignee', 'due_at'],
    group: { zh: '待办', en: 'Queues' },
    hidden,
    listSearchableFields: ['reference', 'part_number', 'company', 'name', 'email'],
    description: {
      zh: '网站上的样片申请：两个工作日内批准或说明原因拒绝；批准后寄出并填写快递公司和运单号，申请人会收到邮件，会员可在“我的账户”看到进度。',
      en: 'Sample requests from the site: approve, or refuse with a reason, within two working days; once approved, ship and enter the carrier and tracking number. The requester is mailed, and a member sees the progress on "My account".',
    },
  },
  defaultSort: 'due_at',
  access,
  hooks: { beforeChange: [onStatus, historyHook(SAMPLE_QUEUE)], ...queueAudit },
  fields: [
    ...head,
    ...sidebar,
    {
      type: 'row',
      fields: [
        { name: 'part_number', type: 'text', required: true, index: true, label: { zh: '型号', en: 'Part number' }, ...sent },
        { name: 'quantity', type: 'number', required: true, label: { zh: '数量（片）', en: 'Quantity' }, ...sent },
        { name: 'product_id', type: 'number', label: { zh: '产品编号', en: 'Product id' }, ...sent },
      ],
    },
    { name: 'project', type: 'text', required: true, label: { zh: '项目名称', en: 'Project' }, ...sent },
    { name: 'application', type: 'textarea', required: true, label: { zh: '应用与用量', en: 'Application and volume' }, ...sent },
    {
      type: 'row',
      fields: [
        { name: 'company', type: 'text', required: true, label: { zh: '公司', en: 'Company' }, ...sent },
        { name: 'name', type: 'text', required: true, label: { zh: '联系人', en: 'Name' }, ...sent },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, label: { zh: '邮箱', en: 'E-mail' }, ...sent },
        { name: 'phone', type: 'text', label: { zh: '电话', en: 'Phone' }, ...sent },
      ],
    },
    { name: 'address', type: 'textarea', required: true, label: { zh: '收货地址', en: 'Ship to' }, ...sent },
    { name: 'member', type: 'relationship', relationTo: 'members', index: true, label: { zh: '会员', en: 'Member' }, ...sent },
    {
      name: 'note',
      type: 'textarea',
      label: { zh: '给申请人的说明', en: 'Note to the requester' },
      admin: {
        description: {
          zh: '未批准时必填（原因）；会员在“我的账户”看到，并随邮件发出。请用访客的语言书写。',
          en: 'Required to refuse (the reason); the member sees it on "My account" and it is mailed. Write it in the visitor\'s language.',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'carrier',
          type: 'text',
          label: { zh: '快递公司', en: 'Carrier' },
          validate: (v: unknown) => v == null || (typeof v === 'string' && v.length <= 40) || '≤ 40',
        },
        {
          name: 'tracking_number',
          type: 'text',
          label: { zh: '运单号', en: 'Tracking number' },
          validate: (v: unknown) => v == null || (typeof v === 'string' && v.length <= 60) || '≤ 60',
        },
      ],
    },
    { name: 'updated_status_at', type: 'date', access: LOCKED, admin: { hidden: true } },
    ...tail,
  ],
};

/** The mail to an address that asked again for a part it has a request open for (issue 42: the same receipt as any other). */
const ALREADY_OPEN = {
  zh: (part: string, reference: string) => ({
    subject: '您的样片申请正在处理中',
    text: `您好：\n\n我们收到了用本邮箱提交的又一份 ${part} 样片申请。您此前的申请（编号 ${reference}）仍在处理中，无需重复提交。\n\n如果这不是您本人的操作，请忽略本邮件。\n`,
  }),
  en: (part: string, reference: string) => ({
    subject: 'Your sample request is in progress',
    text: `Hello,\n\nWe received another request for samples of ${part} from this e-mail address. Your earlier request (reference ${reference}) is still in progress; there is no need to send it again.\n\nIf it was not you, ignore this mail.\n`,
  }),
};

const REFUSED = {
  notOffered: { zh: '该型号暂不提供样片', en: 'Samples are not offered for this part' },
  overLimit: { zh: '该型号每次最多申请 {n} 片', en: 'At most {n} pieces of this part per request' },
};

const CALL = 'web/submit_sample_request';

async function submit(payload: Payload, body: Doc, lang: Lang, req: Parameters<Endpoint['handler']>[0]): Promise<Response> {
  const part = trimmed(body, 'part_number', { max: 64, required: true })!;
  const quantity = int(body, 'quantity', 1, 10_000);
  const fields = {
    project: trimmed(body, 'project', { max: 100, required: true })!,
    application: trimmed(body, 'application', { max: 500, required: true })!,
    company: trimmed(body, 'company', { max: 100, required: true })!,
    name: trimmed(body, 'name', { max: 50, required: true })!,
    email: email(body, 'email', 128),
    phone: trimmed(body, 'phone', { max: 30, pattern: PHONE }),
    address: trimmed(body, 'address', { max: 300, required: true })!,
  };
  const [offer] = await sampleOffers(payload, lang, { part });
  if (!offer) return refuse(REFUSED.notOffered[lang]);
  if (quantity > offer.max_quantity) return refuse(REFUSED.overLimit[lang].replace('{n}', String(offer.max_quantity)));
  const admitted = await admit(req, body, lang, CALL, { mailbox: fields.email, tokenInsteadOfCaptcha: true });
  if ('refusal' in admitted) return admitted.refusal;
  const open = await payload.find({
    collection: 'sample-requests',
    where: {
      and: [
        { mailbox: { equals: mailboxKey(fields.email) } },
        { part_number: { equals: offer.part_number } },
        { status: { in: ['submitted', 'approved'] } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  const earlier = open.docs[0] as unknown as Doc | undefined;
  if (earlier) {
    const day = new Date().toISOString().slice(0, 10);
    const mail = ALREADY_OPEN[earlier.lang === 'en' ? 'en' : 'zh'](offer.part_number, String(earlier.reference));
    // Once a day at most, whoever asks: the address's owner is told, the stranger learns nothing.
    await queueMail(payload, {
      key: `again:sample-requests/${String(earlier.id)}:${day}`,
      about: `sample-requests/${String(earlier.id)}`,
      to: String(earlier.email),
      ...mail,
    });
    return ok({ reference: newReference('SR', Date.now()) });
  }
  const saved = await createItem(payload, SAMPLE_QUEUE, 'SR', lang, {
    ...fields,
    part_number: offer.part_number,
    product_id: offer.product_id,
    quantity,
    member: admitted.member?.id ?? null,
  });
  return ok({ reference: saved.reference });
}

/** A member's requests, newest first (at most 200), as the site lists them on `/account`. */
async function memberRequests(payload: Payload, member: number): Promise<Response> {
  const found = await payload.find({
    collection: 'sample-requests',
    where: { member: { equals: member } },
    sort: '-received_at',
    limit: 200,
    depth: 0,
    overrideAccess: true,
  });
  return ok({
    list: (found.docs as unknown as Doc[]).map((doc) => {
      const shipped = doc.status === 'shipped' || doc.status === 'closed';
      return {
        reference: doc.reference,
        part_number: doc.part_number,
        ...(typeof doc.product_id === 'number' ? { product_id: doc.product_id } : {}),
        quantity: doc.quantity,
        status: SHOWN_STATUS[String(doc.status)] ?? 'submitted',
        created_at: doc.received_at,
        updated_at: doc.updated_status_at ?? doc.received_at,
        ...(shipped && doc.carrier ? { carrier: String(doc.carrier).slice(0, 40) } : {}),
        ...(shipped && doc.tracking_number ? { tracking_number: String(doc.tracking_number).slice(0, 60) } : {}),
        ...(typeof doc.note === 'string' && doc.note ? { note: doc.note.slice(0, 300) } : {}),
      };
    }),
  });
}

export const SAMPLE_CALLS: Endpoint[] = [
  call('submit_sample_request', (body, lang, req) => submit(req.payload, body, lang, req)),
  forMember('get_sample_requests', (_body, _lang, member, req) => memberRequests(req.payload, member.id)),
];
