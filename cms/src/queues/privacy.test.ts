import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Field } from 'payload';

process.env.PAYLOAD_SECRET ??= 'unit-test-secret';
process.env.SITE_URL = 'https://www.example.cn';
const { identityLink, lapseUnconfirmed, privacyProblem, PRIVACY_REFUSALS, replyMail, tokenHash } = await import('./privacy');
const { countsInWords, countsOf, erasureKeeps, exportOf, NOT_PERSONAL_DATA, PERSONAL_DATA } = await import('./personal-data');
const { default: config } = await import('../payload.config');

const unverified = { status: 'unverified', kind: 'deletion', reply: null };
const verified = { ...unverified, status: 'verified' };

describe('privacy requests: identity first, then a reply', () => {
  it('only the mailed link confirms the identity; nothing is done before', () => {
    assert.equal(privacyProblem(unverified, { ...unverified, status: 'verified' }), PRIVACY_REFUSALS.byLinkOnly);
    assert.equal(privacyProblem(unverified, { ...unverified, status: 'completed', reply: 'Done.' }), PRIVACY_REFUSALS.notVerified);
    assert.equal(privacyProblem(unverified, { ...unverified, status: 'refused', reply: 'No.' }), PRIVACY_REFUSALS.notVerified);
    assert.equal(privacyProblem(verified, { ...verified, status: 'unverified' }), PRIVACY_REFUSALS.byLinkOnly);
    assert.equal(privacyProblem(unverified, { ...unverified, status: 'lapsed' }), null);
    assert.equal(privacyProblem(verified, { ...verified, status: 'lapsed' }), PRIVACY_REFUSALS.lapseOnlyUnverified);
  });

  it('completing or refusing needs the reply; a closed request stays as it is', () => {
    assert.equal(privacyProblem(verified, { ...verified, status: 'completed', reply: '  ' }), PRIVACY_REFUSALS.noReply);
    assert.equal(privacyProblem(verified, { ...verified, status: 'refused' }), PRIVACY_REFUSALS.noReply);
    assert.equal(privacyProblem(verified, { ...verified, status: 'completed', reply: '已删除。' }), null);
    const done = { ...verified, status: 'completed', reply: '已删除。' };
    assert.equal(privacyProblem(done, { ...done, status: 'verified' }), PRIVACY_REFUSALS.final);
    assert.equal(privacyProblem(done, { ...done, reply: '改了' }), PRIVACY_REFUSALS.final);
    assert.equal(privacyProblem(done, { ...done, assignee: 3 }), null);
    // An erased request's reply is gone: the admin sends it back empty, which changes nothing.
    const erased = { ...done, reply: null };
    assert.equal(privacyProblem(erased, { ...erased, reply: '', assignee: 3 }), null);
    // An assignment, a draft of the reply: no status change, nothing to check.
    assert.equal(privacyProblem(verified, { ...verified, reply: '草稿' }), null);
  });

  it("builds the identity link from the CMS's site address in the request's language, and keeps only the token's hash", () => {
    assert.equal(identityLink('en', 'a.b-c_d~e'), 'https://www.example.cn/en/privacy/request/confirm?token=a.b-c_d~e');
    assert.equal(identityLink('zh', 'tok'), 'https://www.example.cn/privacy/request/confirm?token=tok');
    assert.match(tokenHash('tok'), /^[0-9a-f]{64}$/);
    assert.notEqual(tokenHash('tok'), tokenHash('tok2'));
  });

  it('closes the requests whose link expired unconfirmed, and erases what they held', async () => {
    const now = Date.parse('2026-11-29T08:00:00.000Z');
    const asked: unknown[] = [];
    const changed: { id: unknown; data: Record<string, unknown> }[] = [];
    const payload = {
      find: async (args: unknown) => {
        asked.push(args);
        return { docs: [{ id: 4 }, { id: 9 }] };
      },
      update: async (args: { id: unknown; data: Record<string, unknown> }) => {
        changed.push(args);
        return {};
      },
    } as unknown as Parameters<typeof lapseUnconfirmed>[0];
    assert.equal(await lapseUnconfirmed(payload, now), 2);
    assert.deepEqual((asked[0] as { where: unknown }).where, {
      and: [{ status: { equals: 'unverified' } }, { verify_until: { less_than: '2026-11-29T08:00:00.000Z' } }],
    });
    assert.deepEqual(
      changed.map((change) => change.id),
      [4, 9],
    );
    for (const { data } of changed) {
      assert.equal(data.status, 'lapsed');
      assert.equal(data.email, 'erased@invalid.invalid');
      assert.equal(data.mailbox, null);
      assert.equal(data.details, '—');
    }
  });

  it("replies in the requester's language; a refusal says where to complain", () => {
    const doc = { reference: 'PR-20261129-AB2C', name: 'Jane Roe', reply: 'We keep nothing else.' };
    const en = replyMail('en', doc, false);
    assert.equal(en.subject, 'Your request has been dealt with (PR-20261129-AB2C)');
    assert.match(en.text, /^Dear Jane Roe,\n\nWe keep nothing else\./);
    assert.doesNotMatch(en.text, /12377/);
    const zh = replyMail('zh', { ...doc, name: '' }, true);
    assert.equal(zh.subject, '您的个人信息请求未能办理（PR-20261129-AB2C）');
    assert.match(zh.text, /^您，您好：/);
    assert.match(zh.text, /www\.12377\.cn/);
  });
});

describe('what the CMS holds on an address', () => {
  const holdings = {
    members: [
      { id: 7, username: 'jane', name: 'Jane Roe', email: 'jane@example.com', hash: 'secret-hash', salt: 'secret-salt', status: 'active' },
    ],
    follows: [{ id: 1, member: 7, kind: 'product', target: 101, key: '7:product:101' }],
    messages: [
      {
        reference: 'MSG-1',
        name: 'Jane Roe',
        email: 'Jane@example.com',
        content: 'Hello',
        status: 'replied',
        assignee: 3,
        history: [{ who: 'sales@x' }],
        replies: [{ at: 't', by: 'sales@x', text: 'Hi' }],
      },
    ],
    'sample-requests': [],
    'investor-questions': [
      { reference: 'IQ-1', question: 'Why?', consent: { publish: true, policy_version: 'v1', given_at: 't' }, mailbox: 'jane@example.com' },
    ],
    'privacy-requests': [{ reference: 'PR-1', kind: 'access', verify_hash: 'h' }],
    'alert-subscribers': [
      {
        reference: 'AL-1',
        email: 'jane@example.com',
        categories: ['news'],
        alert_lang: 'en',
        status: 'active',
        mailbox: 'jane@example.com',
        confirm_hash: 'confirm-secret',
        consent: { policy_version: 'v1', given_at: 't' },
      },
    ],
    'outgoing-mails': [{ subject: 'Re: your message', text: 'Hi', to: 'jane@example.com', status: 'sent' }],
  };

  it("exports what the visitor sent and what was done with it, not the company's notes nor secrets", () => {
    const exported = exportOf(holdings, { reference: 'PR-2', email: 'jane@example.com', at: '2026-11-29T00:00:00.000Z' });
    const text = JSON.stringify(exported);
    assert.equal((exported.member_accounts[0] as Record<string, unknown> | undefined)?.username, 'jane');
    assert.deepEqual(exported.member_accounts[0]?.change_notice_subscriptions, [{ kind: 'product', target: 101 }]);
    assert.deepEqual(exported.contact_messages[0]?.replies, [{ at: 't', text: 'Hi' }]);
    assert.deepEqual(exported.investor_questions[0]?.consent, { publish: true, policy_version: 'v1', given_at: 't' });
    assert.deepEqual(exported.email_alerts, [
      {
        reference: 'AL-1',
        email: 'jane@example.com',
        categories: ['news'],
        alert_lang: 'en',
        status: 'active',
        consent: { policy_version: 'v1', given_at: 't' },
      },
    ]);
    for (const secret of ['secret-hash', 'secret-salt', 'confirm-secret', 'sales@x', '"assignee"', '"mailbox"', 'verify_hash', '"history"'])
      assert.ok(!text.includes(secret), `the export leaves out ${secret}`);
  });

  it('counts in both languages, and says so when there is nothing', () => {
    assert.deepEqual(countsOf(holdings), {
      members: 1,
      follows: 1,
      messages: 1,
      'investor-questions': 1,
      'privacy-requests': 1,
      'alert-subscribers': 1,
      'outgoing-mails': 1,
    });
    assert.equal(countsInWords({ messages: 2, 'sample-requests': 1 }), '留言 2、样片申请 1 / contact messages 2, sample requests 1');
    assert.equal(countsInWords({}), '无 / nothing');
  });

  it('an erasure keeps, anonymised, only a shipped sample, a published question and a privacy request', () => {
    assert.equal(erasureKeeps('sample-requests', { status: 'shipped' }), true);
    assert.equal(erasureKeeps('sample-requests', { status: 'approved' }), false);
    assert.equal(erasureKeeps('investor-questions', { published: true }), true);
    assert.equal(erasureKeeps('investor-questions', { published: false, status: 'answered' }), false);
    assert.equal(erasureKeeps('privacy-requests', {}), true);
  });

  it('every collection with an e-mail field is listed as holding personal data, or as not', async () => {
    const built = await config;
    const hasAddress = (fields: Field[]): boolean =>
      fields.some(
        (field) =>
          field.type === 'email' ||
          ('name' in field && field.name === 'mailbox') ||
          ('fields' in field && Array.isArray(field.fields) && hasAddress(field.fields as Field[])),
      );
    const listed = new Set([...Object.keys(PERSONAL_DATA), ...Object.keys(NOT_PERSONAL_DATA)]);
    const unlisted = built.collections.filter((collection) => hasAddress(collection.fields) && !listed.has(collection.slug));
    assert.deepEqual(
      unlisted.map((collection) => collection.slug),
      [],
    );
    assert.ok(hasAddress(built.collections.find((collection) => collection.slug === 'messages')!.fields));
  });
});
