import { BackendError, NO_MESSAGE, refusalOf } from './errors';

describe("a backend's refusal shown to the visitor", () => {
  it('is the message of a code-0 answer, and nothing else is: no other code, no fault, no empty message, no other error', () => {
    expect(refusalOf(new BackendError('web/submit_sample_request', 'code', 'At most 10 pieces', 0))).toBe('At most 10 pieces');
    expect(refusalOf(new BackendError('web/submit_sample_request', 'code', NO_MESSAGE, 0))).toBeNull();
    expect(refusalOf(new BackendError('web/submit_sample_request', 'code', '请先登录', -1000))).toBeNull();
    expect(refusalOf(new BackendError('web/submit_sample_request', 'http', 'HTTP 404', 404))).toBeNull();
    expect(refusalOf(new BackendError('web/submit_sample_request', 'timeout', 'no answer within 100 ms'))).toBeNull();
    expect(refusalOf(new Error('At most 10 pieces'))).toBeNull();
  });

  it('keeps its detail off the fields a logger prints', () => {
    const error = new BackendError('web/x', 'code', 'secret detail', 0);
    expect(Object.keys(error)).not.toContain('detail');
    expect(error.detail).toBe('secret detail');
  });
});
