import { renderHook } from '@testing-library/react';
import { useFormCaptcha } from './use-form-captcha';
import { CALLS } from '@/features';

const request = jest.fn();
jest.mock('@/components/api', () => ({ request: (...args: unknown[]) => request(...args) }));

describe('useFormCaptcha', () => {
  it('says the site has no question in words when the page asked for one and was drawn a picture (issue 42, part 2)', () => {
    const state = {};
    const drawn = { key: 'k', image: 'data:image/svg+xml;base64,x', textNone: true as const };
    const { result } = renderHook(() => useFormCaptcha(state, drawn, CALLS.submitPrivacyRequest));
    expect(result.current.shown).toBe(drawn);
    expect(result.current.unavailable).toBe(true);
  });

  it('offers the question for a picture drawn as asked', () => {
    const { result } = renderHook(() => useFormCaptcha({}, { key: 'k', image: 'data:image/svg+xml;base64,x' }, CALLS.subscribeAlerts));
    expect(result.current.unavailable).toBe(false);
  });

  it("asks the backend for a captcha bound to the form's call (issue 42)", async () => {
    request.mockResolvedValue({ key: 'n', question: 'q' });
    const { result } = renderHook(() => useFormCaptcha({}, null, CALLS.subscribeAlerts));
    await result.current.asText();
    expect(request).toHaveBeenCalledWith('web/generate_verify', { kind: 'text', for: CALLS.subscribeAlerts });
  });
});
