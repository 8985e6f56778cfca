import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
    jest.useRealTimers();
  });

  it('waits for an idle callback, with a deadline, and can be cancelled', () => {
    const callbacks = new Map<number, IdleRequestCallback>();
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      expect(options).toEqual({ timeout: 500 });
      callbacks.set(callbacks.size + 1, callback);
      return callbacks.size;
    });
    window.cancelIdleCallback = jest.fn((handle: number) => void callbacks.delete(handle));
    const task = jest.fn();
    whenIdle(task, 500);
    expect(task).not.toHaveBeenCalled();
    callbacks.get(1)!({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenIdle(cancelled, 500)();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(2);
    expect(callbacks.has(2)).toBe(false);
  });

  it('runs in a later task where the browser has no idle callback', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.runOnlyPendingTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
