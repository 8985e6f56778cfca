/**
 * Investor questions (issue 46 §2), checked against a running CMS (scripts/cms-check.ts) through the contract's calls
 * and the admin's REST API: a visitor's question in English with consent to publish, and a member's without; only the
 * IR officers and publishers see them (sales does not, nor they the sales queues); an IR officer drafts but cannot
 * approve; a publisher's approval mails the answer and publishes the consenting one, on the English page only until it
 * is translated; an answer mailed cannot be changed; the member sees theirs answered and unpublished; the audit log
 * has each step.
 */
import type { MailDrop } from './cms-mail';
import { cmsClient } from './cms-client';
import { signIn } from './cms-workflow';

type Check = (ok: boolean, what: string) => void;
type Doc = Record<string, unknown>;

export async function questionChecks(check: Check, base: string, drop: MailDrop, password: string): Promise<void> {
  const { call, captcha, rest, member } = cmsClient(base);
  const person = (who: string) => signIn(base, `${who}@xingyuan-micro.example`, password);
  const [ir, publisher, sales] = await Promise.all([person('ir'), person('publisher'), person('sales')]);
  const run = Date.now().toString(36);
  // A word only this run's question and answer hold, to find them by search.
  const word = `check${run}`;

  const asker = `asker-${run}@example.com`;
  const asked = await call('submit_investor_question', {
    lang: 'en',
    category: 'dividend',
    question: `Will the ${word} dividend be paid in cash this year?`,
    name: 'Chen Check',
    email: asker,
    consent: { publish: true, policy_version: '2026-11-20', given_at: new Date().toISOString() },
    ...(await captcha('web/submit_investor_question')),
  });
  const reference = (asked.data as { reference?: string } | null)?.reference ?? '';
  check(
    asked.code === 1 && /^IQ-\d{8}-[A-Z2-9]{4}$/.test(reference),
    `web/submit_investor_question keeps a question: ${reference || asked.msg}`,
  );
  const noConsent = await call('submit_investor_question', {
    lang: 'zh',
    category: 'other',
    question: '这是一个没有同意公开的提问。',
    email: asker,
    consent: { publish: 'yes' },
    ...(await captcha('web/submit_investor_question')),
  });
  check(noConsent.code === 0 && /consent/.test(noConsent.msg), `a consent that is not one is refused by its name: ${noConsent.msg}`);

  const found = await rest(`investor-questions?where[reference][equals]=${reference}&depth=0`, ir);
  const question = found.body.docs?.[0];
  check(
    question?.status === 'submitted' && (question.consent as Doc | undefined)?.publish === true && question.lang === 'en',
    `an IR officer finds it received, with the consent and the asker's language: HTTP ${found.status}`,
  );
  const [salesSees, irSeesSales] = await Promise.all([rest('investor-questions?depth=0', sales), rest('sample-requests?depth=0', ir)]);
  check(
    salesSees.status === 403 && irSeesSales.status === 403,
    `sales cannot see the investor questions, nor IR the sample requests: HTTP ${salesSees.status}, ${irSeesSales.status}`,
  );
  const patch = (jwt: string, data: Doc) =>
    rest(`investor-questions/${String(question?.id)}?depth=0`, jwt, { method: 'PATCH', body: JSON.stringify(data) });
  const answer = `Thank you: the board will propose a ${word} cash dividend with the annual report.`;
  const approvedByIr = await patch(ir, { status: 'answered', answer });
  const drafted = await patch(ir, { status: 'drafted', answer });
  check(
    approvedByIr.status === 400 && drafted.status === 200 && drafted.body.doc?.drafted_by === 'ir@xingyuan-micro.example',
    `an IR officer drafts the answer but cannot approve it: HTTP ${approvedByIr.status}, ${drafted.status}`,
  );
  const before = (await call('get_investor_questions', { lang: 'en', q: word, page: 1, page_size: 10 })).data as { total: number };
  check(before.total === 0, `a draft is not published: ${before.total}`);

  const approved = await patch(publisher, { status: 'answered' });
  check(
    approved.status === 200 &&
      approved.body.doc?.published === true &&
      approved.body.doc?.approved_by === 'publisher@xingyuan-micro.example',
    `a publisher approves it, and it is published: HTTP ${approved.status}, published ${String(approved.body.doc?.published)}`,
  );
  const listed = async (lang: string) =>
    ((await call('get_investor_questions', { lang, q: word, category: 'dividend', page: 1, page_size: 10 })).data as { list: Doc[] }).list;
  const english = await listed('en');
  check(
    english.length === 1 &&
      english[0]?.answer === answer &&
      english[0]?.asker === 'Investor C.' &&
      !JSON.stringify(english).includes(asker),
    `it is on the English page, its asker masked, no address: ${JSON.stringify(english[0] ?? null)}`,
  );
  check((await listed('zh')).length === 0, 'it is not on the Chinese page before it is translated');
  const translated = await patch(publisher, {
    translation: { question: `今年的${word}分红会以现金发放吗？`, answer: `感谢关注：${word}现金分红方案将随年报提出。` },
  });
  check(
    translated.status === 200 && (await listed('zh')).length === 1,
    `translated by a publisher, it is on the Chinese page too: HTTP ${translated.status}`,
  );
  const changed = await patch(publisher, { answer: 'Something else.' });
  check(changed.status === 400, `an answer mailed cannot be changed: HTTP ${changed.status}`);
  const [mail] = await drop.waitFor(asker, 1, (sent) => sent.subject.includes(reference));
  check(
    Boolean(mail?.text.includes(answer) && mail.text.includes('/en/investor/qa')),
    `the asker is mailed the answer and where it is published ${drop.via}: ${mail?.subject ?? 'none'}`,
  );

  // A member's question, without consent: answered, never published; the member sees it on /account.
  const token = await member();
  const theirs = await call(
    'submit_investor_question',
    { lang: 'zh', category: 'operations', question: `${word}：产能利用率现在是多少？`, email: asker },
    token,
  );
  const memberReference = (theirs.data as { reference?: string } | null)?.reference ?? '';
  const mine = async () =>
    ((await call('get_my_questions', { lang: 'zh' }, token)).data as { list: Doc[] }).list.find(
      (item) => item.reference === memberReference,
    );
  check(
    theirs.code === 1 && (await mine())?.status === 'submitted',
    `a member asks with a token and sees it received: ${memberReference || theirs.msg}`,
  );
  const id = String((await rest(`investor-questions?where[reference][equals]=${memberReference}&depth=0`, ir)).body.docs?.[0]?.id);
  const answeredAtOnce = await rest(`investor-questions/${id}?depth=0`, publisher, {
    method: 'PATCH',
    body: JSON.stringify({ status: 'answered', answer: '目前产能利用率保持在较高水平。' }),
  });
  const seen = await mine();
  check(
    answeredAtOnce.body.doc?.published === false && seen?.status === 'answered' && seen.published === false && Boolean(seen.answer),
    `without consent it is answered but never published, and the member sees the answer: ${JSON.stringify(seen ?? null)}`,
  );
  const audit = await rest(`audit-log?where[target][equals]=investor-questions/${String(question?.id)}&depth=0&limit=20`, publisher);
  const said = (audit.body.docs ?? []).map((entry) => `${String(entry.who)}: ${String(entry.summary)}`).join(' | ');
  check(
    /visitor: IQ-/.test(said) &&
      /ir@xingyuan-micro\.example: IQ-.*只有发布人/.test(said) &&
      /ir@xingyuan-micro\.example: .*答复待审批/.test(said) &&
      /publisher@xingyuan-micro\.example: .*答复已批准/.test(said),
    `the audit log has the receipt, the refused approval, the draft and the approval: ${said}`,
  );
}
