import { readSampleForm } from './read-form';

const filled: Record<string, string> = {
  quantity: '5',
  project: 'Smart meter',
  application: 'LDO for the metering front end',
  company: 'Example Electronics',
  name: '张三',
  email: 'zhang@customer.example',
  phone: '',
  address: '上海市浦东新区示例路 1 号',
  verify_key: 'key-1',
  verify_code: 'AB12',
};
const read = (changes: Record<string, string | undefined> = {}, max = 10) =>
  readSampleForm((name) => ({ ...filled, ...changes })[name] ?? null, 'XY6201-SOT235T', max);

describe('the sample form as sent', () => {
  it('makes the request of a complete form: text trimmed, a blank phone left out, the captcha with it', () => {
    const form = read({ project: '  Smart meter  ' });
    expect(form.errors).toEqual({});
    expect(form.request).toEqual({
      part_number: 'XY6201-SOT235T',
      quantity: 5,
      project: 'Smart meter',
      application: 'LDO for the metering front end',
      company: 'Example Electronics',
      name: '张三',
      email: 'zhang@customer.example',
      address: '上海市浦东新区示例路 1 号',
      verify_key: 'key-1',
      verify_code: 'AB12',
    });
    expect(form.token).toBeNull();
  });

  it("names each field's problem and gives back what was typed", () => {
    const form = read({ project: ' ', email: 'not-an-email', phone: '<script>', company: 'x'.repeat(101), quantity: '11' });
    expect(form.request).toBeNull();
    expect(form.errors).toEqual({ project: 'required', email: 'email', phone: 'phone', company: 'tooLong', quantity: 'quantity' });
    expect(form.values).toMatchObject({ email: 'not-an-email', quantity: '11' });
  });

  it("holds the quantity to the part's own limit and to whole numbers", () => {
    for (const quantity of ['0', '-1', '2.5', '1e3', 'five', '', '6'])
      expect(read({ quantity }, 5).errors).toEqual({ quantity: 'quantity' });
    expect(read({ quantity: ' 5 ' }, 5).request?.quantity).toBe(5);
  });

  it("a member's token stands in for the captcha; without either the captcha is missing", () => {
    const member = read({ member_token: 'tok', verify_key: '', verify_code: '' });
    expect(member).toMatchObject({ token: 'tok', captchaMissing: false });
    expect(member.request).not.toHaveProperty('verify_key');
    expect(read({ verify_code: '' })).toMatchObject({ captchaMissing: true, request: null });
  });

  it('keeps at most 1000 characters of any value, and reads a file or a missing field as empty', () => {
    const form = readSampleForm((name) => (name === 'application' ? 'y'.repeat(100_000) : name === 'name' ? new Blob() : null), 'P', 10);
    expect(form.values.application).toHaveLength(1000);
    expect(form.values.name).toBe('');
    expect(form.errors).toMatchObject({ application: 'tooLong', name: 'required', quantity: 'quantity' });
  });
});
