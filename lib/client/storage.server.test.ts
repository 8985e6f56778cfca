/** @jest-environment node */
import { getLanguage, getToken, getUserInfo, setToken } from './storage';

it('is safe during server rendering, where there is no window', () => {
  expect(typeof window).toBe('undefined');
  expect(getLanguage()).toBe('zh');
  expect(getToken()).toBeNull();
  expect(getUserInfo()).toBeNull();
  expect(() => setToken('x')).not.toThrow();
});
