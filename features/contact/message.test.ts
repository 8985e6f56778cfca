import { messagePayload } from './message';

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
