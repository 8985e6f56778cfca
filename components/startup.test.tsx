import { act, render } from '@testing-library/react';
import { freshModule } from '@/tests/support/fresh-module';

/** A fresh copy of the module: it starts once per page load. */
const loadStartup = () => freshModule<typeof import('./startup')>(require.resolve('./startup'));

describe('Startup (requirements §4)', () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    log.mockRestore();
    jest.useRealTimers();
  });

  it('logs the version once the page is idle, not while it hydrates (issue 21)', () => {
    const { Startup, APP_VERSION } = loadStartup();
    render(<Startup />);
    expect(log).not.toHaveBeenCalled();
    act(() => jest.runOnlyPendingTimers());
    expect(log).toHaveBeenCalledWith(APP_VERSION);
    render(<Startup />);
    act(() => jest.runOnlyPendingTimers());
    expect(log).toHaveBeenCalledTimes(1);
  });

  it("leaves <html lang> alone when the server wrote the page's language (writing it again restyles the document), and corrects it otherwise", () => {
    const root = document.documentElement;
    const written: string[] = [];
    let lang = 'zh-CN';
    Object.defineProperty(root, 'lang', { configurable: true, get: () => lang, set: (value: string) => void written.push((lang = value)) });
    try {
      const first = loadStartup();
      render(<first.Startup />);
      expect(written).toEqual([]);
      lang = 'en';
      const second = loadStartup();
      render(<second.Startup />);
      expect(written).toEqual(['zh-CN']);
    } finally {
      delete (root as { lang?: string }).lang;
    }
  });
});
