import { act, renderHook, waitFor } from '@testing-library/react';
import { useCaptcha, type Captcha } from './use-captcha';
import { CALLS } from '@/features';

const pending: { resolve: (captcha: Captcha) => void; reject: (error: Error) => void }[] = [];
jest.mock('@/components/api', () => ({
  request: jest.fn(() => new Promise((resolve, reject) => pending.push({ resolve, reject }))),
}));

const image = (key: string): Captcha => ({ key, image: `data:image/png;base64,${key}`, expires_in: 300 });

beforeEach(() => {
  pending.length = 0;
});

describe('useCaptcha', () => {
  it('asks for an image on mount, and a new one on every reload', async () => {
    const { result } = renderHook(() => useCaptcha(CALLS.login));
    expect(result.current.captcha).toBeNull();
    expect(pending).toHaveLength(1);
    await act(async () => pending[0]!.resolve(image('a')));
    expect(result.current.captcha?.key).toBe('a');

    act(() => result.current.reload());
    expect(result.current.captcha).toBeNull();
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => pending[1]!.resolve(image('b')));
    expect(result.current.captcha?.key).toBe('b');
    expect(result.current.failed).toBe(false);
  });

  it('drops the answer of a round a reload has replaced, and says when the image could not be had', async () => {
    const { result } = renderHook(() => useCaptcha(CALLS.login));
    act(() => result.current.reload());
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => pending[0]!.resolve(image('old')));
    expect(result.current.captcha).toBeNull();
    await act(async () => pending[1]!.reject(new Error('down')));
    expect(result.current).toMatchObject({ captcha: null, failed: true });
  });
});
