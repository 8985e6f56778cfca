import { fireEvent, render, screen } from '@testing-library/react';
import type { MobileMenuLabels } from './mobile-menu.labels';
import { MobileMenu } from './mobile-menu';

let pathname = '/news';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));
// The drawer itself (loaded on first use) is the drawer test's; here it only shows whether it is open.
jest.mock(
  'next/dynamic',
  () => () =>
    function Drawer(props: { open: boolean }) {
      return <div data-testid="drawer" data-open={String(props.open)} />;
    },
);

const labels = { open: 'Menu', title: 'Menu', close: 'Close', nav: 'Site' } as MobileMenuLabels;

describe('MobileMenu', () => {
  it('opens the drawer from the button, and any navigation (back or forward too) closes it', () => {
    pathname = '/news';
    const view = render(<MobileMenu items={[]} stock={null} labels={labels} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('drawer')).toBeNull();

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('drawer')).toHaveAttribute('data-open', 'true');

    pathname = '/product';
    view.rerender(<MobileMenu items={[]} stock={null} labels={labels} />);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('drawer')).toHaveAttribute('data-open', 'false');

    // Back to the first address: still closed until the button is pressed again.
    pathname = '/news';
    view.rerender(<MobileMenu items={[]} stock={null} labels={labels} />);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});
