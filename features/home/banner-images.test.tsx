import { preload } from 'react-dom';
import { preloadFirstBanner } from './banner-images';
import type { Banner } from '@/lib/backend/types';

jest.mock('react-dom', () => ({ ...jest.requireActual('react-dom'), preload: jest.fn() }));

const banner = (extra: Partial<Banner>) =>
  ({
    id: 1,
    title: 't',
    subtitle: '',
    image: '/api/files/banner-1.svg',
    image_mobile: '',
    width: 1920,
    height: 720,
    link_url: '/',
    link_text: '',
    ...extra,
  }) as Banner;

describe('preloadFirstBanner', () => {
  beforeEach(() => jest.mocked(preload).mockClear());

  it('preloads the image each device will use, at high priority', () => {
    preloadFirstBanner(banner({ image_mobile: '/api/files/banner-1-mobile.svg' }));
    expect(jest.mocked(preload).mock.calls).toEqual([
      ['/api/files/banner-1-mobile.svg', { as: 'image', fetchPriority: 'high', media: '(max-width: 767px)' }],
      ['/api/files/banner-1.svg', { as: 'image', fetchPriority: 'high', media: '(min-width: 768px)' }],
    ]);
  });

  it('preloads the one image when there is no phone image, and nothing without a banner image', () => {
    preloadFirstBanner(banner({}));
    expect(jest.mocked(preload).mock.calls).toEqual([['/api/files/banner-1.svg', { as: 'image', fetchPriority: 'high' }]]);
    jest.mocked(preload).mockClear();
    preloadFirstBanner(banner({ image: '' }));
    preloadFirstBanner(undefined);
    expect(preload).not.toHaveBeenCalled();
  });

  it('preloads a raster banner with the candidates the slide offers, so the browser fetches the one it shows', () => {
    preloadFirstBanner(banner({ image: '/api/files/banner-1.jpg', image_mobile: '/api/files/banner-1-mobile.jpg' }));
    const calls = jest.mocked(preload).mock.calls as unknown as [string, Record<string, string>][];
    expect(calls).toHaveLength(2);
    const [[phoneHref, phone], [desktopHref, desktop]] = calls as [[string, Record<string, string>], [string, Record<string, string>]];
    expect(phone).toMatchObject({ as: 'image', fetchPriority: 'high', media: '(max-width: 767px)', imageSizes: '100vw' });
    expect(phone.imageSrcSet).toContain('/_next/image?url=%2Fapi%2Ffiles%2Fbanner-1-mobile.jpg&w=640&q=75 640w');
    expect(phoneHref).toMatch(/^\/_next\/image\?url=%2Fapi%2Ffiles%2Fbanner-1-mobile\.jpg&/);
    expect(desktop).toMatchObject({ media: '(min-width: 768px)', imageSizes: '100vw' });
    expect(desktop.imageSrcSet).toContain('/_next/image?url=%2Fapi%2Ffiles%2Fbanner-1.jpg&w=1920&q=75 1920w');
    expect(desktopHref).toMatch(/^\/_next\/image\?url=%2Fapi%2Ffiles%2Fbanner-1\.jpg&/);
  });
});
