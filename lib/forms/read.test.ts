import { PrivacyRequestSchema } from '@/features/privacy-request/contract';
import { PRIVACY_REQUEST_FIELDS, privacyRequestPayload } from '@/features/privacy-request/form';
import { readForm } from './read';

const posted = (fields: Record<string, string>) => (name: string) => fields[name] ?? null;
const read = (fields: Record<string, string>, members = false) =>
  readForm(posted(fields), PRIVACY_REQUEST_FIELDS, privacyRequestPayload, PrivacyRequestSchema, { members });

const complete = {
  kind: 'access',
  name: ' 王五 ',
  email: 'wang@customer.example',
  phone: '',
  account: '',
  details: '请发给我一份副本',
  verify_key: 'k1',
  verify_code: 'AB12',
};

describe('readForm', () => {
  it('builds the payload, trimmed, blank optional fields left out', () => {
    const result = read(complete);
    expect(result.errors).toEqual({});
    expect(result.payload).toEqual({
      kind: 'access',
      name: '王五',
      email: 'wang@customer.example',
      details: '请发给我一份副本',
      verify_key: 'k1',
      verify_code: 'AB12',
    });
    expect(result.values.name).toBe(' 王五 ');
  });

  it("names each field's problem and gives back what was typed", () => {
    const result = read({
      ...complete,
      kind: 'sell_my_data',
      name: '',
      email: 'wang@customer',
      phone: 'call me',
      details: 'x'.repeat(1001),
    });
    expect(result.payload).toBeNull();
    expect(result.errors).toEqual({ kind: 'invalid', name: 'required', email: 'email', phone: 'phone', details: 'tooLong' });
    expect(result.values.email).toBe('wang@customer');
  });

  it('asks for the account when an account is to be closed', () => {
    expect(read({ ...complete, kind: 'account_deletion' }).errors).toEqual({ account: 'required' });
    expect(read({ ...complete, kind: 'account_deletion', account: 'wangwu' }).payload).toMatchObject({ account: 'wangwu' });
  });

  it('says the captcha is missing, and takes a member token instead where members may use one', () => {
    expect(read({ ...complete, verify_code: ' ' })).toMatchObject({ payload: null, captchaMissing: true, errors: {} });
    const member = readForm(
      posted({ ...complete, verify_key: '', verify_code: '', member_token: 't-1' }),
      PRIVACY_REQUEST_FIELDS,
      privacyRequestPayload,
      PrivacyRequestSchema,
      { members: true },
    );
    expect(member.token).toBe('t-1');
    expect(member.captchaMissing).toBe(false);
  });

  it('keeps at most 2000 characters of any field, whatever a script posts', () => {
    expect(read({ ...complete, details: 'y'.repeat(50_000) }).values.details).toHaveLength(2000);
  });

  it('reads a missing or non-text field as empty', () => {
    const result = readForm(
      () => new Blob(['x']),
      ['name'],
      (values) => values,
      PrivacyRequestSchema,
      { members: false },
    );
    expect(result.values).toEqual({ name: '' });
  });
});
