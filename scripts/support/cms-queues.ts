/**
 * The queues of what visitors send (issue 46 §2, §4), checked against a running CMS (scripts/cms-check.ts) through
 * the contract's calls and the admin's own REST API, as the site and the company's people reach them:
 * - a contact message: only sales sees it, with a reference and a due date at the end of a day in China; a reply
 *   saved in the admin is mailed to the visitor, kept with the message and marked in its history and the audit log;
 * - a member's sample request (the token instead of a captcha): a refusal without its reason and a shipment without
 *   its carrier are refused; shipped, the member sees the carrier and tracking number and is mailed; the same part
 *   asked again from another spelling of the address gets a receipt, keeps nothing new and tells the owner by mail;
 * - the CMS's own limit per mailbox, and the mails' list showing what was sent about an item.
 */
import type { MailDrop } from './cms-mail';
import { cmsClient } from './cms-client';
import { signIn } from './cms-workflow';

type Check = (ok: boolean, what: string) => void;
type Doc = Record<string, unknown>;

export async function queueChecks(check: Check, base: string, drop: MailDrop, password: string): Promise<void> {
  const { call, captcha, rest, member } = cmsClient(base);
  const person = (who: string) => signIn(base, `${who}@xingyuan-micro.example`, password);
  const [sales, editor, publisher] = await Promise.all([person('sales'), person('editor'), person('publisher')]);
  const run = Date.now().toString(36);

  // A contact message, in English.
  const visitor = `queue-check-${run}@example.com`;
  const sent = await call('submit_message', {
    lang: 'en',
    name: 'Queue Check',
    email: visitor,
    topic: 'sales',
    content: 'Please quote 10,000 pieces of XY6201.',
    ...(await captcha('web/submit_message')),
  });
  const reference = (sent.data as { id?: string } | null)?.id ?? '';
  check(
    sent.code === 1 && /^MSG-\d{8}-[A-Z2-9]{4}$/.test(reference),
    `web/submit_message keeps a message with a reference: ${reference || sent.msg}`,
  );
  const open = await rest(`messages?where[status][in]=new,in_progress&where[reference][equals]=${reference}&depth=0`, sales);
  const message = open.body.docs?.[0];
  check(Boolean(message), `sales finds it among the open messages: HTTP ${open.status}`);
  const hidden = await rest(`messages?depth=0`, editor);
  check(hidden.status === 403, `an editor cannot see the messages: HTTP ${hidden.status}`);
  const due = String(message?.due_at ?? '');
  const days = (Date.parse(due) - Date.parse(String(message?.received_at))) / 86_400_000;
  check(due.endsWith('T15:59:59.999Z') && days > 0 && days < 12, `it is due at the end of a working day in China: ${due}`);

  const replied = await rest(`messages/${String(message?.id)}?depth=0`, sales, {
    method: 'PATCH',
    body: JSON.stringify({ reply: 'Thank you: our quote follows.' }),
  });
  const doc = replied.body.doc;
  check(
    replied.status === 200 && doc?.status === 'replied' && (doc?.replies as unknown[] | undefined)?.length === 1,
    `a reply saved by sales is kept with the message, which is marked replied: HTTP ${replied.status} ${String(doc?.status)}`,
  );
  const history = ((doc?.history as { who: string; what: string }[] | undefined) ?? []).map((row) => `${row.who}: ${row.what}`);
  check(
    history.some((row) => row.startsWith('visitor: 收到')) &&
      history.some((row) => row.startsWith('sales@xingyuan-micro.example: 回复已发出')),
    `its history says who did what: ${history.join('; ')}`,
  );
  const forged = await rest(`messages/${String(message?.id)}?depth=0`, sales, {
    method: 'PATCH',
    body: JSON.stringify({ due_at: '2030-01-01T00:00:00.000Z', history: [], email: 'someone@else.example', reference: 'MSG-FORGED' }),
  });
  check(
    forged.body.doc?.due_at === due &&
      forged.body.doc?.email === visitor &&
      forged.body.doc?.reference === reference &&
      (forged.body.doc?.history as unknown[]).length === history.length,
    `what the CMS wrote and the visitor sent cannot be changed through the API: ${String(forged.body.doc?.due_at)}, ${String(forged.body.doc?.email)}`,
  );
  const [reply] = await drop.waitFor(visitor, 1, (mail) => mail.subject.includes(reference));
  check(
    Boolean(reply?.text.includes('Thank you: our quote follows.')),
    `the reply was mailed to the visitor ${drop.via}: ${reply?.subject ?? 'none'}`,
  );
  const audit = await rest(`audit-log?where[target][equals]=messages/${String(message?.id)}&depth=0`, publisher);
  const actions = (audit.body.docs ?? []).map((entry) => `${String(entry.who)} ${String(entry.action)}`);
  check(
    actions.includes('visitor create') && actions.includes('sales@xingyuan-micro.example update'),
    `the audit log has its receipt and the reply: ${actions.join(', ')}`,
  );
  const mails = await rest(`outgoing-mails?where[about][equals]=messages/${String(message?.id)}&depth=0`, sales);
  check(
    mails.body.docs?.length === 1 && mails.body.docs[0]?.status === 'sent',
    `the mails' list shows what was sent about it: ${(mails.body.docs ?? []).map((mail) => String(mail.status)).join(', ')}`,
  );

  // The CMS's own limit: five messages an hour from one mailbox, whatever spelling.
  const flood = `flood-${run}@example.com`;
  const answers: number[] = [];
  for (let i = 0; i < 6; i++) {
    const spelling = i % 2 ? flood.replace('@', `+${i}@`).toUpperCase() : flood;
    answers.push(
      (
        await call('submit_message', {
          lang: 'zh',
          name: '限流检查',
          email: spelling,
          topic: 'other',
          content: '同一邮箱的第几封留言。',
          ...(await captcha('web/submit_message')),
        })
      ).code,
    );
  }
  check(
    answers.join() === '1,1,1,1,1,0',
    `the sixth message in an hour from one mailbox is refused, whatever its spelling: ${answers.join()}`,
  );

  // A member's sample request.
  const token = await member();
  const options = (await call('get_sample_options', { lang: 'zh', product_id: 101 })).data as { list: { part_number: string }[] };
  const part = options.list[0]?.part_number ?? '';
  const owner = `samples-${run}@example.com`;
  const request = {
    lang: 'zh',
    part_number: part.toLowerCase(),
    quantity: 2,
    project: '队列检查',
    application: '评估',
    company: '检查公司',
    name: '李明',
    email: owner,
    address: '上海市浦东新区',
  };
  const receipt = await call('submit_sample_request', request, token);
  const sampleReference = (receipt.data as { reference?: string } | null)?.reference ?? '';
  check(
    receipt.code === 1 && sampleReference.startsWith('SR-'),
    `a member's sample request is kept, with a token and no captcha: ${sampleReference || receipt.msg}`,
  );
  const theirs = async () =>
    ((await call('get_sample_requests', { lang: 'zh' }, token)).data as { list: Doc[] }).list.find(
      (item) => item.reference === sampleReference,
    );
  check((await theirs())?.status === 'submitted', `the member sees it received: ${String((await theirs())?.status)}`);
  const found = await rest(`sample-requests?where[reference][equals]=${sampleReference}&depth=0`, sales);
  const id = String(found.body.docs?.[0]?.id);
  const patch = (data: Doc) => rest(`sample-requests/${id}?depth=0`, sales, { method: 'PATCH', body: JSON.stringify(data) });
  const refusedWithout = await patch({ status: 'rejected' });
  const shippedWithout = await patch({ status: 'shipped' });
  check(
    refusedWithout.status === 400 && shippedWithout.status === 400,
    `a refusal without its reason and a shipment without its carrier are refused: HTTP ${refusedWithout.status}, ${shippedWithout.status}`,
  );
  const approved = await patch({ status: 'approved' });
  const shipped = await patch({ status: 'shipped', carrier: 'SF Express', tracking_number: 'SF1234567890' });
  check(
    approved.status === 200 && shipped.status === 200,
    `approved, then shipped with its carrier: HTTP ${approved.status}, ${shipped.status}`,
  );
  const seen = await theirs();
  check(
    seen?.status === 'shipped' && seen.carrier === 'SF Express' && seen.tracking_number === 'SF1234567890',
    `the member sees it shipped, with the carrier and tracking number: ${JSON.stringify(seen)}`,
  );
  const [shippedMail] = await drop.waitFor(owner, 1, (mail) => mail.text.includes('SF1234567890'));
  check(Boolean(shippedMail), `the requester is mailed the shipment: ${shippedMail?.subject ?? 'none'}`);

  const before = (await rest(`sample-requests?where[mailbox][equals]=${owner}&depth=0&limit=0`, sales)).body.totalDocs;
  const reopened = await patch({ status: 'approved' });
  const again = await call('submit_sample_request', { ...request, email: owner.replace('@', '+again@') }, token);
  const after = (await rest(`sample-requests?where[mailbox][equals]=${owner}&depth=0&limit=0`, sales)).body.totalDocs;
  check(
    reopened.status === 200 && again.code === 1 && (again.data as { reference?: string }).reference !== sampleReference && before === after,
    `the same part asked again while open gets a receipt of its own and keeps nothing new: ${before} → ${after}`,
  );
  const [told] = await drop.waitFor(owner, 1, (mail) => mail.text.includes(sampleReference) && !mail.text.includes('SF1234567890'));
  check(Boolean(told), `the address's owner is told of it by mail: ${told?.subject ?? 'none'}`);
}
