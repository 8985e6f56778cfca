import { fireEvent, render, screen } from '@testing-library/react';
import { buildNavigation } from '@/lib/routes';
import { NavLinks } from './nav-links';
import { zhNav } from '@/tests/support/intl';

let pathname = '/news/detail/3';
const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => ({ prefetch }) }));

describe('NavLinks', () => {
  const items = buildNavigation({ recruitment_url: 'https://jobs.example/' }, zhNav);

  it('marks the active entry with aria-current="page" and only that one', () => {
    pathname = '/news/detail/3';
    render(<NavLinks items={items} variant="header" />);
    expect(screen.getByRole('link', { name: '新闻中心' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
    expect(document.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('opens the external entry in a new tab with nofollow and noopener', () => {
    render(<NavLinks items={items} variant="footer" />);
    const join = screen.getByRole('link', { name: '人才招聘' });
    expect(join).toHaveAttribute('href', 'https://jobs.example/');
    expect(join).toHaveAttribute('target', '_blank');
    expect(join.getAttribute('rel')).toEqual(expect.stringContaining('nofollow'));
    expect(join.getAttribute('rel')).toEqual(expect.stringContaining('noopener'));
  });

  it('prefetches an entry on intent (pointer, touch, focus), never just for being in view', () => {
    prefetch.mockClear();
    render(<NavLinks items={items} variant="header" />);
    expect(prefetch).not.toHaveBeenCalled();
    const about = screen.getByRole('link', { name: '公司介绍' });
    fireEvent.mouseEnter(about);
    fireEvent.touchStart(screen.getByRole('link', { name: '产品中心' }));
    fireEvent.focus(screen.getByRole('link', { name: '联系我们' }));
    expect(prefetch.mock.calls.map(([href]) => href)).toEqual(['/about', '/product', '/contact']);
  });

  it('calls onNavigate when an entry is chosen (the drawer closes)', () => {
    const onNavigate = jest.fn();
    render(<NavLinks items={items} variant="drawer" onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('link', { name: '联系我们' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
