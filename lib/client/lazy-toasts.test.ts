/** @jest-environment node */
import { lazyToasts, type Toaster } from './lazy-toasts';

function deferredToaster() {
  const shown: string[] = [];
  let cleared = 0;
  const toaster: Toaster = { error: (content, seconds) => shown.push(`${content} ${seconds}`), clear: () => (cleared += 1) };
  let resolve: (value: Toaster) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<Toaster>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return { toaster, shown, cleared: () => cleared, load, resolve: () => resolve(toaster), reject: (error: Error) => reject(error) };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('lazyToasts', () => {
  it('loads nothing until the first toast, then loads once and shows every toast asked for', async () => {
    const t = deferredToaster();
    const toasts = lazyToasts(t.load);
    toasts.clear();
    expect(t.load).not.toHaveBeenCalled();
    toasts.error('请求失败', 3);
    toasts.error('服务繁忙 503', 3);
    expect(t.load).toHaveBeenCalledTimes(1);
    t.resolve();
    await flush();
    expect(t.shown).toEqual(['请求失败 3', '服务繁忙 503 3']);
    toasts.error('again', 3);
    toasts.clear();
    expect(t.shown).toEqual(['请求失败 3', '服务繁忙 503 3', 'again 3']);
    expect(t.cleared()).toBe(1);
  });

  it('drops a toast still loading when a later response clears toasts', async () => {
    const t = deferredToaster();
    const toasts = lazyToasts(t.load);
    toasts.error('old', 3);
    toasts.clear();
    toasts.error('new', 3);
    t.resolve();
    await flush();
    expect(t.shown).toEqual(['new 3']);
  });

  it('survives a failed download and tries again on the next toast', async () => {
    const t = deferredToaster();
    const toasts = lazyToasts(t.load);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    toasts.error('first', 3);
    t.reject(new Error('ChunkLoadError'));
    await flush();
    expect(log).toHaveBeenCalledWith('[toast] could not load the toast component', expect.any(Error));
    toasts.error('second', 3);
    expect(t.load).toHaveBeenCalledTimes(2);
    t.resolve();
    await flush();
    expect(t.shown).toEqual(['second 3']);
    log.mockRestore();
  });
});
