import { act, render, screen } from '@testing-library/react';
import { HeaderFrame, SCROLL_THRESHOLD } from './header-frame';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('HeaderFrame (requirements §4)', () => {
  afterEach(() => scrollTo(0));

  it('on home: transparent at the top, solid past 100 px, transparent again when scrolled back', () => {
    pathname = '/';
    render(<HeaderFrame>logo</HeaderFrame>);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-solid', 'false');
    scrollTo(SCROLL_THRESHOLD);
    expect(header).toHaveAttribute('data-solid', 'false');
    scrollTo(SCROLL_THRESHOLD + 1);
    expect(header).toHaveAttribute('data-solid', 'true');
    scrollTo(20);
    expect(header).toHaveAttribute('data-solid', 'false');
    expect(SCROLL_THRESHOLD).toBe(100);
  });

  it('on English home too: transparent at the top', () => {
    pathname = '/en';
    render(<HeaderFrame>logo</HeaderFrame>);
    expect(screen.getByRole('banner')).toHaveAttribute('data-solid', 'false');
    expect(screen.getByRole('banner')).toHaveAttribute('data-home', 'true');
  });

  it('on every other page: always solid', () => {
    for (const path of ['/news', '/en/news']) {
      pathname = path;
      const { unmount } = render(<HeaderFrame>logo</HeaderFrame>);
      expect(screen.getByRole('banner')).toHaveAttribute('data-solid', 'true');
      scrollTo(0);
      expect(screen.getByRole('banner')).toHaveAttribute('data-solid', 'true');
      unmount();
    }
  });
});
