import { fireEvent, screen, within } from '@testing-library/react';
import { SettingsSchema, SiteInfoSchema } from '@/lib/backend/types';
import { settings, siteInfo } from '@/demo/content/site';
import { Footer } from './footer';
import { renderWithIntl, zhTranslations } from '@/tests/support/intl';

// The footer is a server component: its text comes from next-intl's server functions, in Chinese here.
jest.mock('next-intl/server', () => ({
  getTranslations: (namespace: string) => Promise.resolve(zhTranslations(namespace)),
  getLocale: () => Promise.resolve('zh'),
}));
jest.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ prefetch: () => undefined }) }));

describe('Footer (requirements §2)', () => {
  const site = SiteInfoSchema.parse(siteInfo);
  const values = SettingsSchema.parse(settings);

  it('shows hotlines, copyright and record links from the settings, images under /api/', async () => {
    renderWithIntl(await Footer({ site, settings: values }));
    const footer = screen.getByTestId('site-footer');
    expect(within(footer).getByTestId('footer-backdrop').style.backgroundImage).toBe('url("/api/files/footer-bg.png")');
    expect(within(footer).getByText('前台')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: settings.call_reception! })).toHaveAttribute('href', 'tel:02150806000');
    expect(within(footer).getByRole('link', { name: settings.call_sale! })).toBeInTheDocument();
    expect(within(footer).getByText(settings.web_site_copyright!)).toBeInTheDocument();
    const icp = screen.getByTestId('icp-link');
    expect(icp).toHaveAttribute('href', settings.web_site_icp_url);
    expect(icp).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('police-link')).toHaveAttribute('href', settings.web_site_public_security_url);
  });

  it('each social icon reveals its QR image on click, focus and hover', async () => {
    renderWithIntl(await Footer({ site, settings: values }));
    const official = screen.getByRole('button', { name: '微信公众号' });
    const popup = document.getElementById(official.getAttribute('aria-controls')!)!;
    expect(popup).not.toBeVisible();
    fireEvent.click(official);
    expect(popup).toBeVisible();
    // In the sizes it is shown (144 px wide): through the image optimizer, lazily.
    const qr = within(popup).getByRole('img', { name: '微信公众号二维码' });
    expect(qr).toHaveAttribute('src', '/_next/image?url=%2Fapi%2Ffiles%2Fqr-official-account.png&w=384&q=75');
    expect(qr).toHaveAttribute(
      'srcset',
      '/_next/image?url=%2Fapi%2Ffiles%2Fqr-official-account.png&w=256&q=75 1x, /_next/image?url=%2Fapi%2Ffiles%2Fqr-official-account.png&w=384&q=75 2x',
    );
    expect(qr).toHaveAttribute('loading', 'lazy');
    fireEvent.click(official);
    expect(popup).toBeVisible();
    fireEvent.keyDown(official, { key: 'Escape' });
    expect(popup).not.toBeVisible();
    fireEvent.mouseEnter(official.parentElement!);
    expect(popup).toBeVisible();
    fireEvent.mouseLeave(official.parentElement!);
    expect(popup).not.toBeVisible();
    expect(screen.getByRole('button', { name: '微信视频号' })).toBeInTheDocument();
  });

  it('renders the shell without settings (backend down)', async () => {
    renderWithIntl(await Footer({ site: null, settings: null }));
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
    expect(screen.getByText('服务热线')).toBeInTheDocument();
    expect(screen.queryByTestId('icp-link')).toBeNull();
  });

  it('links the privacy policy when the backend has one (issue 24), and no page that would answer 404 otherwise', async () => {
    renderWithIntl(await Footer({ site, settings: values, privacy: true }));
    expect(screen.getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', '/privacy');
    renderWithIntl(await Footer({ site, settings: values }));
    expect(screen.getAllByTestId('privacy-link')).toHaveLength(1);
  });

  it('drops record links that are not http(s)', async () => {
    renderWithIntl(await Footer({ site, settings: { ...values, web_site_icp_url: 'javascript:alert(1)' } }));
    expect(screen.queryByTestId('icp-link')).toBeNull();
    expect(screen.getByText(settings.web_site_icp!)).toBeInTheDocument();
  });
});
