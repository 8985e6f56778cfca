/**
 * Investor questions (issue 46 §2; docs/backend-api.md `web/submit_investor_question`, `web/get_investor_questions`,
 * `web/get_my_questions`): an IR officer drafts the answer, a publisher (董事会秘书 / IR head) approves it. The approval
 * mails the answer to the asker, in their language, and publishes the question and the answer on `/investor/qa` only
 * when the asker agreed to it (and the publisher does not hold it back). An answer mailed is never changed; a
 * translation into the other language, approved by a publisher, shows it on the other language's page too. Due within
 * five working days of receipt (./promises.ts: the CSRC's guideline expects a reply, without a number).
 */
import { type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type CollectionConfig, type Endpoint, type Where } from 'payload';
import { hasRole } from '../access';
import { call, groupOf, ok, type Lang } from '../contract/envelope';
import { forMember } from '../contract/members';
import { BadField, email, int, oneOf, PHONE, str, trimmed } from '../contract/request';
import { queueMail } from '../mail/outgoing';
import { logRefusal, quiet, refusedChange } from '../workflow/hooks';
import { tellSite } from '../workflow/revalidate';
import { LOCKED, createItem, historyHook, queueAccess, queueAudit, queueFields, sayInHistory, type Queue } from './queue';
import { admit, sitePage } from './submission';
import { chinaInstant } from './working-days';

export const QUESTION_QUEUE: Queue = {
  slug: 'investor-questions',
  roles: ['ir', 'publisher'],
  statuses: [
    { value: 'submitted', label: { zh: '已收到', en: 'Received' } },
    { value: 'drafted', label: { zh: '答复待审批', en: 'Answer awaiting approval' } },
    { value: 'answered', label: { zh: '已答复', en: 'Answered' } },
    { value: 'closed', label: { zh: '已关闭（不答复）', en: 'Closed without an answer' } },
  ],
  awaiting: ['submitted', 'drafted'],
  closed: ['answered', 'closed'],
};

/** The contract's categories, labelled as the site labels them. */
export const QUESTION_CATEGORIES = [
  { value: 'operations', label: { zh: '经营情况', en: 'Operations' } },
  { value: 'finance', label: { zh: '财务与业绩', en: 'Results and finance' } },
  { value: 'governance', label: { zh: '公司治理', en: 'Governance' } },
  { value: 'dividend', label: { zh: '分红与股东回报', en: 'Dividends and returns' } },
  { value: 'products', label: { zh: '产品与技术', en: 'Products and technology' } },
  { value: 'complaint', label: { zh: '投诉与建议', en: 'Complaints and suggestions' } },
  { value: 'other', label: { zh: '其他', en: 'Other' } },
] as const;
const CATEGORY_VALUES = QUESTION_CATEGORIES.map((category) => category.value);

type Doc = Record<string, unknown>;
type User = { roles?: string[] | null; email?: string | null; id?: unknown } | null | undefined;

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const textIn = (value: unknown) => (blank(value) ? null : String(value));
/** Whether two versions of the translation say the same (a blank field is none). */
const sameTranslation = (a: unknown, b: unknown) =>
  textIn(groupOf(a).question) === textIn(groupOf(b).question) && textIn(groupOf(a).answer) === textIn(groupOf(b).answer);

/** How an asker is shown with a published question: a masked name, never a contact (absent: anonymous). */
export function maskedAsker(name: string | undefined | null): { zh?: string; en?: string } {
  const first = [...(name ?? '').trim()][0];
  if (!first) return {};
  const latin = /^[A-Za-z]$/.test(first);
  return { zh: `投资者 ${first}**`, en: latin ? `Investor ${first.toUpperCase()}.` : `Investor ${first}**` };
}

export const QUESTION_REFUSALS = {
  notPublisher: '只有发布人（董事会秘书 / IR 负责人）可以批准答复 / only a publisher approves an answer',
  noAnswer: '请先填写答复 / write the answer first',
  noReason: '关闭而不答复，请写明原因（“关闭原因”）/ closing without an answer needs the reason ("Why it is closed")',
  answerSent: '答复已发给提问者，不能再修改或撤回 / the answer has been mailed to the asker: it cannot be changed or withdrawn',
  halfTranslation: '译文须同时包括问题和答复 / a translation needs both the question and the answer',
  publisherOnly:
    '只有发布人可以修改公开的内容（译文、是否公开）/ only a publisher changes what is published (the translation, whether it shows)',
};

/**
 * Why a change of a question may not be saved, or null: the approval is a publisher's; an answer once mailed stays as
 * it was, and what then shows on the site (the translation, whether it is held back) is a publisher's to change.
 */
export function questionProblem(user: User, before: Doc, after: Doc): string | null {
  const publisher = hasRole(user, 'publisher');
  const [was, is] = [String(before.status), String(after.status)];
  const translation = groupOf(after.translation);
  const changed = (name: string) => textIn(before[name]) !== textIn(after[name]);
  const translationChanged = !sameTranslation(before.translation, translation);
  if (blank(translation.question) !== blank(translation.answer)) return QUESTION_REFUSALS.halfTranslation;
  if (was === 'answered') {
    if (is !== 'answered' || changed('answer')) return QUESTION_REFUSALS.answerSent;
    if ((translationChanged || Boolean(before.withhold) !== Boolean(after.withhold)) && !publisher) return QUESTION_REFUSALS.publisherOnly;
    return null;
  }
  if (is === 'answered' && !publisher) return QUESTION_REFUSALS.notPublisher;
  if ((is === 'answered' || is === 'drafted') && blank(after.answer)) return QUESTION_REFUSALS.noAnswer;
  if (is === 'closed' && was !== 'closed' && blank(after.close_reason)) return QUESTION_REFUSALS.noReason;
  return null;
}

/** Whether a question shows on `/investor/qa`: answered, the asker agreed, and no publisher held it back. */
export const isPublished = (doc: Doc) => doc.status === 'answered' && groupOf(doc.consent).publish === true && doc.withhold !== true;

/** The mail of an approved answer, in the asker's language: the answer, their question quoted, and where it shows. */
export function answerMail(lang: Lang, doc: Doc, published: boolean) {
  const quoted = String(doc.question)
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const name = blank(doc.name) ? null : String(doc.name);
  return lang === 'en'
    ? {
        subject: `Your question to Xingyuan Micro has been answered (${String(doc.reference)})`,
        text:
          `Dear ${name ?? 'investor'},\n\nThank you for your question (reference ${String(doc.reference)}). Our answer:\n\n${String(doc.answer)}\n\n` +
          `--- Your question ---\n${quoted}\n\n` +
          (published ? `The question and the answer are published at ${sitePage('en', '/investor/qa')}, as you agreed.\n\n` : '') +
          'Board Office, Xingyuan Micro\n',
      }
    : {
        subject: `您向星垣微电子提出的问题已答复（${String(doc.reference)}）`,
        text:
          `${name ?? '投资者'}，您好：\n\n感谢您的提问（编号 ${String(doc.reference)}）。我们的答复如下：\n\n${String(doc.answer)}\n\n` +
          `--- 您的问题 ---\n${quoted}\n\n` +
          (published ? `按您的同意，问题与答复已在 ${sitePage('zh', '/investor/qa')} 公开。\n\n` : '') +
          '星垣微电子 董事会办公室\n',
      };
}

/** A change checked (./questionProblem); an approval dated, signed, mailed in the same save, and published. */
const onQuestionChange: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update') return data;
  const before = (originalDoc ?? {}) as Doc;
  const after = { ...before, ...data };
  const translation = groupOf(after.translation);
  after.translation = { question: textIn(translation.question), answer: textIn(translation.answer) };
  const problem = questionProblem(req.user as User, before, after);
  if (problem) {
    // In the audit log (by the reference alone, as every queue's entries), though the change is not saved.
    await logRefusal(req, `investor-questions/${String(before.id)}`, { title: before.reference }, problem);
    throw refusedChange(problem, 400);
  }
  const who = String((req.user as User)?.email ?? 'system');
  const published = isPublished(after);
  const said: string[] = [];
  const extra: Doc = { translation: after.translation };
  if (textIn(before.answer) !== textIn(after.answer) && after.status !== 'answered') said.push('答复草稿已更新 / Draft answer updated');
  if (after.status === 'drafted' && before.status !== 'drafted') extra.drafted_by = who;
  if (after.status === 'answered' && before.status !== 'answered') {
    const at = new Date().toISOString();
    Object.assign(extra, { answered_at: at, approved_by: who });
    await queueMail(
      req.payload,
      {
        key: `answer:investor-questions/${String(before.id)}`,
        about: `investor-questions/${String(before.id)}`,
        to: String(before.email),
        ...answerMail(before.lang === 'en' ? 'en' : 'zh', after, published),
      },
      req,
    );
    said.push('答复已批准并发给提问者 / Answer approved and mailed to the asker');
  }
  if (published !== (before.published === true))
    said.push(published ? '已在互动问答中公开 / Published on the Q&A page' : '已从互动问答撤下 / Taken off the Q&A page');
  if (!sameTranslation(before.translation, after.translation) && before.status === 'answered')
    said.push('译文已更新 / Translation updated');
  sayInHistory(req, ...said);
  return { ...data, ...extra, published };
};

/** The site told when what `/investor/qa` shows may have changed. */
const tellSiteOfQuestions: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (quiet(req)) return doc;
  const before = (previousDoc ?? {}) as Doc;
  if (doc.published || before.published) await tellSite(req.payload, { tags: ['investor'], paths: [] });
  return doc;
};

const { head, sidebar, tail } = queueFields(QUESTION_QUEUE);
const { access, hidden } = queueAccess(QUESTION_QUEUE);
/** What the asker sent, as they sent it. */
const sent = { access: LOCKED, admin: { readOnly: true } };
const publisherOnly = { update: ({ req }: { req: { user?: unknown } }) => hasRole(req.user as User, 'publisher') };

export const InvestorQuestions: CollectionConfig = {
  slug: 'investor-questions',
  labels: { singular: { zh: '投资者提问', en: 'Investor question' }, plural: { zh: '投资者提问', en: 'Investor questions' } },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'category', 'question', 'status', 'assignee', 'due_at', 'published'],
    group: { zh: '待办', en: 'Queues' },
    hidden,
    listSearchableFields: ['reference', 'question', 'name', 'email'],
    description: {
      zh: '投资者在网站“互动问答”中的提问，五个工作日内答复。投资者关系专员填写答复并把状态改为“答复待审批”；发布人审阅后改为“已答复”保存：答复即发到提问者邮箱，提问者同意公开的，问答同时在网站公开。',
      en: 'Questions investors ask on the site\'s Q&A page, answered within five working days. An IR officer writes the answer and sets "Answer awaiting approval"; a publisher reviews it and saves it as "Answered": the answer is mailed to the asker and, where the asker agreed, published on the site.',
    },
  },
  defaultSort: 'due_at',
  access,
  hooks: {
    beforeChange: [onQuestionChange, historyHook(QUESTION_QUEUE)],
    afterChange: [...queueAudit.afterChange, tellSiteOfQuestions],
    afterDelete: queueAudit.afterDelete,
  },
  fields: [
    ...head,
    ...sidebar,
    {
      name: 'published',
      access: LOCKED,
      type: 'checkbox',
      index: true,
      defaultValue: false,
      label: { zh: '已在网站公开', en: 'Published on the site' },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'select',
          required: true,
          index: true,
          options: [...QUESTION_CATEGORIES],
          label: { zh: '类别', en: 'Category' },
          ...sent,
        },
        { name: 'member', type: 'relationship', relationTo: 'members', index: true, label: { zh: '会员', en: 'Member' }, ...sent },
      ],
    },
    { name: 'question', type: 'textarea', required: true, label: { zh: '问题', en: 'Question' }, ...sent },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: { zh: '姓名（空：匿名）', en: 'Name (blank: anonymous)' }, ...sent },
        { name: 'email', type: 'email', required: true, label: { zh: '邮箱（不公开）', en: 'E-mail (never published)' }, ...sent },
        { name: 'phone', type: 'text', label: { zh: '电话', en: 'Phone' }, ...sent },
      ],
    },
    {
      name: 'answer',
      type: 'textarea',
      label: { zh: '答复', en: 'Answer' },
      admin: {
        description: {
          zh: '用提问者的语言书写（见右侧“访客的语言”）。批准后发给提问者，不能再修改。',
          en: 'Write it in the asker\'s language (see "Visitor\'s language"). Once approved it is mailed, and cannot be changed.',
        },
      },
      validate: (value: unknown) => value == null || (typeof value === 'string' && value.length <= 5000) || '≤ 5000',
    },
    {
      name: 'translation',
      type: 'group',
      label: { zh: '另一语言的译文（可选）', en: 'Translation into the other language (optional)' },
      admin: {
        description: {
          zh: '填写后，问答也在另一语言的网页公开（中文提问在英文页，英文提问在中文页）。由发布人审定。',
          en: "With it, the question and the answer also show on the other language's page. A publisher approves it.",
        },
      },
      fields: [
        {
          name: 'question',
          type: 'textarea',
          label: { zh: '问题译文', en: 'Question, translated' },
          validate: (value: unknown) => value == null || (typeof value === 'string' && value.length <= 2000) || '≤ 2000',
        },
        {
          name: 'answer',
          type: 'textarea',
          label: { zh: '答复译文', en: 'Answer, translated' },
          validate: (value: unknown) => value == null || (typeof value === 'string' && value.length <= 5000) || '≤ 5000',
        },
      ],
    },
    {
      name: 'withhold',
      type: 'checkbox',
      defaultValue: false,
      access: publisherOnly,
      label: { zh: '不在网站公开（即使提问者同意）', en: 'Do not publish (even though the asker agreed)' },
    },
    {
      name: 'close_reason',
      type: 'textarea',
      label: { zh: '关闭原因（内部记录）', en: 'Why it is closed (kept inside)' },
      admin: { condition: (data) => data?.status === 'closed' || Boolean(data?.close_reason) },
    },
    {
      name: 'consent',
      type: 'group',
      label: { zh: '公开的同意', en: 'Consent to publication' },
      ...sent,
      fields: [
        {
          name: 'publish',
          type: 'checkbox',
          defaultValue: false,
          label: { zh: '同意公开问题与答复', en: 'Agreed to publish the question and the answer' },
        },
        {
          type: 'row',
          fields: [
            { name: 'policy_version', type: 'text', label: { zh: '所见隐私政策版本', en: 'Privacy policy version seen' } },
            {
              name: 'given_at',
              type: 'date',
              label: { zh: '同意时间', en: 'Given at' },
              admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' } },
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'drafted_by', type: 'text', label: { zh: '起草人', en: 'Drafted by' }, access: LOCKED, admin: { readOnly: true } },
        { name: 'approved_by', type: 'text', label: { zh: '批准人', en: 'Approved by' }, access: LOCKED, admin: { readOnly: true } },
        {
          name: 'answered_at',
          type: 'date',
          index: true,
          label: { zh: '答复时间', en: 'Answered' },
          access: LOCKED,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' } },
        },
      ],
    },
    // How the asker is shown beside a published question: a masked name, in each language (maskedAsker).
    { name: 'asker_zh', type: 'text', access: LOCKED, admin: { hidden: true } },
    { name: 'asker_en', type: 'text', access: LOCKED, admin: { hidden: true } },
    ...tail,
  ],
};

/** The words of a search, each in the question or the answer (the contract: the backend matches as it sees fit). */
const everyWord = (words: string[], question: string, answer: string): Where[] =>
  words.map((word) => ({ or: [{ [question]: { contains: word } }, { [answer]: { contains: word } }] }));

/** What `/investor/qa` lists in a language: published questions asked in it, or translated into it. */
export function publishedWhere(lang: Lang, q: string | undefined, category: string | undefined): Where {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
  return {
    and: [
      { published: { equals: true } },
      ...(category ? [{ category: { equals: category } }] : []),
      {
        or: [
          { and: [{ lang: { equals: lang } }, ...everyWord(words, 'question', 'answer')] },
          {
            and: [
              { lang: { not_equals: lang } },
              { 'translation.question': { exists: true } },
              { 'translation.answer': { exists: true } },
              ...everyWord(words, 'translation.question', 'translation.answer'),
            ],
          },
        ],
      },
    ],
  };
}

/** A published question as the contract lists it, in `lang`. */
export function publishedItem(doc: Doc, lang: Lang) {
  const texts = textsIn(doc, lang);
  const asker = lang === 'en' ? doc.asker_en : doc.asker_zh;
  return {
    id: doc.id,
    category: doc.category,
    question: String(texts.question).slice(0, 2000),
    answer: String(texts.answer).slice(0, 5000),
    asked_at: chinaAt(doc.received_at),
    answered_at: chinaAt(doc.answered_at) ?? chinaAt(doc.received_at),
    ...(typeof asker === 'string' && asker ? { asker: asker.slice(0, 50) } : {}),
  };
}

/** A stored instant as the contract's examples write one (China time with its offset), or none. */
const chinaAt = (value: unknown) => {
  const at = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(at) ? undefined : chinaInstant(at);
};

/** The question and the answer in `lang`: as asked, or the translation when asked in the other language and translated. */
function textsIn(doc: Doc, lang: Lang): { question: unknown; answer: unknown } {
  const translation = groupOf(doc.translation);
  const translated = doc.lang !== lang && !blank(translation.question) && !blank(translation.answer);
  return translated ? { question: translation.question, answer: translation.answer } : { question: doc.question, answer: doc.answer };
}

/**
 * What the site shows of a member's own question, in `lang` where it is translated (`drafted` is still "submitted" to
 * the asker).
 */
export function myItem(doc: Doc, lang: Lang) {
  const answered = doc.status === 'answered';
  const texts = textsIn(doc, lang);
  return {
    reference: doc.reference,
    category: doc.category,
    question: texts.question,
    status: answered ? 'answered' : doc.status === 'closed' ? 'closed' : 'submitted',
    asked_at: chinaAt(doc.received_at),
    ...(answered ? { answer: texts.answer, answered_at: chinaAt(doc.answered_at) } : {}),
    published: doc.published === true,
  };
}

/** The consent to publication as the form sends it, or none: `publish` true, the policy's version, when it was given. */
function consentOf(body: Doc): { publish: true; policy_version: string; given_at: string } | undefined {
  const consent = body.consent;
  if (consent === undefined || consent === null) return undefined;
  const given = groupOf(consent);
  if (typeof consent !== 'object' || given.publish !== true) throw new BadField('consent');
  const version = str(given, 'policy_version', { min: 0, max: 40, fallback: '' })!;
  const at = str(given, 'given_at', { max: 40 });
  if (at === undefined || Number.isNaN(Date.parse(at))) throw new BadField('consent');
  return { publish: true, policy_version: version, given_at: new Date(at).toISOString() };
}

const CALL = 'web/submit_investor_question';

export const QUESTION_CALLS: Endpoint[] = [
  call(
    'get_investor_questions',
    async (body, lang, req) => {
      const q = trimmed(body, 'q', { max: 50 });
      const category = body.category === undefined || body.category === '' ? undefined : oneOf(body, 'category', CATEGORY_VALUES);
      const page = int(body, 'page', 1, 10_000, 1);
      const limit = int(body, 'page_size', 1, 50, 10);
      const found = await req.payload.find({
        collection: 'investor-questions',
        where: publishedWhere(lang, q, category),
        sort: ['-answered_at', '-id'],
        page,
        limit,
        depth: 0,
        overrideAccess: true,
      });
      return ok({ total: found.totalDocs, list: (found.docs as unknown as Doc[]).map((doc) => publishedItem(doc, lang)) });
    },
    // Members only because a question names its asker's account, which no answer shows.
    ['investor-questions', 'members'],
  ),
  call('submit_investor_question', async (body, lang, req) => {
    const name = trimmed(body, 'name', { max: 50 });
    const fields = {
      category: oneOf(body, 'category', CATEGORY_VALUES),
      question: trimmed(body, 'question', { min: 10, max: 500, required: true })!,
      name,
      email: email(body, 'email', 128),
      phone: trimmed(body, 'phone', { max: 30, pattern: PHONE }),
      consent: consentOf(body) ?? { publish: false },
    };
    const admitted = await admit(req, body, lang, CALL, { mailbox: fields.email, tokenInsteadOfCaptcha: true });
    if ('refusal' in admitted) return admitted.refusal;
    const asker = maskedAsker(name);
    const saved = await createItem(req.payload, QUESTION_QUEUE, 'IQ', lang, {
      ...fields,
      asker_zh: asker.zh,
      asker_en: asker.en,
      member: admitted.member?.id ?? null,
    });
    return ok({ reference: saved.reference });
  }),
  forMember('get_my_questions', async (_body, lang, member, req) => {
    const found = await req.payload.find({
      collection: 'investor-questions',
      where: { member: { equals: member.id } },
      sort: '-received_at',
      limit: 200,
      depth: 0,
      overrideAccess: true,
    });
    return ok({ list: (found.docs as unknown as Doc[]).map((doc) => myItem(doc, lang)) });
  }),
];
