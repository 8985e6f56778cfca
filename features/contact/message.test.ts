import { messagePayload, messageReference } from './message';

describe('messagePayload', () => {
  const fields = {
    name: ' 张三 ',
    email: 'a@b.cn ',
    topic: 'sales' as const,
    content: ' 请联系我，谢谢您的帮助。 ',
    verify_code: ' k7px ',
  };

  it('leaves blank optional fields out instead of sending empty strings', () => {
    const payload = messagePayload({ ...fields, company: '  ', phone: undefined }, 'key-1');
    expect(payload).toEqual({
      name: '张三',
      email: 'a@b.cn',
      topic: 'sales',
      content: '请联系我，谢谢您的帮助。',
      verify_key: 'key-1',
      verify_code: 'k7px',
    });
    expect('company' in payload).toBe(false);
    expect('phone' in payload).toBe(false);
  });

  it('sends optional fields that were filled in, trimmed', () => {
    expect(messagePayload({ ...fields, company: ' 星辰 ', phone: ' 021-1234 ' }, 'k')).toMatchObject({
      company: '星辰',
      phone: '021-1234',
    });
  });
});

describe('messageReference', () => {
  it("shows a UUID's first eight characters, and a backend's own reference as it is", () => {
    expect(messageReference('4b1f0c9e-2a7d-4c3e-9f10-8d2b6a1c0e55')).toBe('4B1F0C9E');
    expect(messageReference('MSG-20261124-7Q2M')).toBe('MSG-20261124-7Q2M');
    expect(messageReference('x'.repeat(60))).toHaveLength(40);
  });
});
