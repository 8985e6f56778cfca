/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { outboxFile } from '@/demo/mailer';
import { CALLS } from '@/features';
import { MemberProfileSchema, SampleReceiptSchema, SampleRecordListSchema } from '@/lib/backend/sample-types';
import { SampleOptionListSchema } from './contract';
import { call, solvedCaptcha, withDemoData } from '@/demo/test-call';

withDemoData('demo-samples-');

const captcha = solvedCaptcha;

const signIn = async (): Promise<string> =>
  (await call(CALLS.login, { username: 'investor', password: 'Xingyuan@2026', ...(await captcha(CALLS.login)) })).body.data.token;

const request = (email: string, overrides: object = {}) => ({
  lang: 'en',
  part_number: 'XY6201-SOT235T',
  quantity: 5,
  project: 'Smart meter',
  application: 'Battery-powered LDO for the metering front end',
  company: 'Example Electronics',
  name: 'Zhang San',
  email,
  address: '1 Example Road, Shanghai',
  ...overrides,
});

describe('demo samples', () => {
  it("offers a product's parts in production (10) or sampling (5), and a part by number in any case; not an ended one", async () => {
    const options = SampleOptionListSchema.parse((await call(CALLS.getSampleOptions, { product_id: 101 })).body.data);
    expect(options.list).toEqual([
      { part_number: 'XY6201-DFN1X14R', product_id: 101, max_quantity: 10 },
      { part_number: 'XY6201-SOT235T', product_id: 101, max_quantity: 10 },
    ]);
    expect((await call(CALLS.getSampleOptions, { part: 'xy6560-qfn4x420r' })).body.data.list).toEqual([
      { part_number: 'XY6560-QFN4X420R', product_id: 111, max_quantity: 5 },
    ]);
    expect((await call(CALLS.getSampleOptions, { product_id: 114 })).body.data.list).toEqual([]);
    expect((await call(CALLS.getSampleOptions, {})).body.code).toBe(0);
  });

  it('takes a request with the captcha and gives its reference; refuses the captcha again, a part not offered, too many, and a repeat', async () => {
    const solved = await captcha(CALLS.submitSampleRequest);
    const answer = await call(CALLS.submitSampleRequest, request('a@customer.example', solved));
    expect(SampleReceiptSchema.parse(answer.body.data).reference).toMatch(/^SR-20261123-[A-Z0-9]{4}$/);
    expect((await call(CALLS.submitSampleRequest, request('b@customer.example', solved))).body).toMatchObject({
      code: 0,
      msg: 'The verification code is wrong or has expired',
    });
    const refusals = [
      [{ part_number: 'XY6601-SOT235R' }, 'Samples are not offered for this part'],
      [{ quantity: 11 }, 'At most 10 pieces of this part per request'],
    ] as const;
    for (const [change, message] of refusals) {
      const body = (
        await call(CALLS.submitSampleRequest, request('c@customer.example', { ...(await captcha(CALLS.submitSampleRequest)), ...change }))
      ).body;
      expect(body.code).toBe(0);
      expect(body.msg).toMatch(message);
    }
  });

  it('answers a repeat for an open part with the same receipt as any, and tells the owner by mail (issue 42, finding 6)', async () => {
    delete process.env.SMTP_URL;
    const first = await call(CALLS.submitSampleRequest, request('owner@customer.example', await captcha(CALLS.submitSampleRequest)));
    const again = await call(CALLS.submitSampleRequest, request('OWNER@customer.example', await captcha(CALLS.submitSampleRequest)));
    expect(again.body).toMatchObject({ code: 1, msg: 'success', data: { reference: expect.stringMatching(/^SR-20261123-[A-Z0-9]{4}$/) } });
    expect(JSON.stringify(again.body)).not.toContain(first.body.data.reference);
    const outbox = readFileSync(outboxFile(), 'utf8');
    expect(outbox).toContain('To: owner@customer.example');
    expect(outbox).toContain(first.body.data.reference);
  });

  it('a member sends without a captcha and sees the request among theirs, newest first; a token that no longer holds is -1000', async () => {
    const token = await signIn();
    const profile = MemberProfileSchema.parse((await call(CALLS.getMemberProfile, { lang: 'en' }, { token })).body.data);
    expect(profile).toMatchObject({ name: 'Li Ming', email: 'li.ming@customer.example' });
    const sent = await call(CALLS.submitSampleRequest, request('member@customer.example', { part_number: 'XY3321-MSOP8R', quantity: 5 }), {
      token,
    });
    const { reference } = SampleReceiptSchema.parse(sent.body.data);
    const mine = SampleRecordListSchema.parse((await call(CALLS.getSampleRequests, { lang: 'en' }, { token })).body.data).list;
    expect(mine[0]).toMatchObject({ reference, part_number: 'XY3321-MSOP8R', product_id: 105, status: 'submitted' });
    expect(mine.slice(1).map((record) => record.status)).toEqual(['shipped', 'delivered']);
    expect(mine[1]).toMatchObject({ reference: 'SR-20261102-3K8D', carrier: 'SF Express', created_at: '2026-11-02T08:00:00.000Z' });
    for (const name of [CALLS.getSampleRequests, CALLS.getMemberProfile, CALLS.submitSampleRequest])
      expect((await call(name, request('x@customer.example'), { token: 'not-a-token' })).body.code).toBe(-1000);
  });
});

describe('demo change-notice subscriptions', () => {
  it('a member follows a product and a line, named in the language asked for, and stops following one', async () => {
    const token = await signIn();
    const list = async (lang: string) => (await call(CALLS.getSubscriptions, { lang }, { token })).body.data.list;
    expect(await list('zh')).toEqual([]);
    expect((await call(CALLS.setSubscription, { lang: 'zh', kind: 'product', id: 101, on: true }, { token })).body.data.list).toEqual([
      { kind: 'product', id: 101, name: 'XY6201' },
    ]);
    await call(CALLS.setSubscription, { kind: 'line', id: 11, on: true }, { token });
    // Twice is once.
    await call(CALLS.setSubscription, { kind: 'line', id: 11, on: true }, { token });
    expect(await list('en')).toEqual([
      { kind: 'product', id: 101, name: 'XY6201' },
      { kind: 'line', id: 11, name: 'Power Management' },
    ]);
    await call(CALLS.setSubscription, { kind: 'product', id: 101, on: false }, { token });
    expect(await list('zh')).toEqual([{ kind: 'line', id: 11, name: '电源管理' }]);
  });

  it('refuses what does not exist, a malformed change, and anyone not signed in', async () => {
    const token = await signIn();
    expect((await call(CALLS.setSubscription, { lang: 'en', kind: 'line', id: 21, on: true }, { token })).body).toMatchObject({
      code: 0,
      msg: 'There is no such product or product line',
    });
    expect((await call(CALLS.setSubscription, { kind: 'part', id: 101, on: true }, { token })).body.code).toBe(0);
    expect((await call(CALLS.getSubscriptions, {})).body.code).toBe(-1000);
    expect((await call(CALLS.setSubscription, { kind: 'product', id: 101, on: true }, { token: 'x' })).body.code).toBe(-1000);
  });
});
