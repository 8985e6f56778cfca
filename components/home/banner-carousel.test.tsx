import { render, screen } from '@testing-library/react';
import { getImageProps } from 'next/image';
import { BannerCarousel, type BannerSlide } from './banner-carousel';

jest.mock('embla-carousel-react', () => jest.fn(() => [jest.fn(), undefined]));
jest.mock('embla-carousel-autoplay', () => jest.fn());
jest.mock('next/image', () => ({ ...jest.requireActual('next/image'), getImageProps: jest.fn() }));

const image = (name: string) => ({ src: `/_next/image?url=${name}&w=3840&q=75`, srcSet: `/_next/image?url=${name}&w=640&q=75 640w`, sizes: '100vw', alt: '', width: 1920, height: 720, loading: 'lazy' as const, decoding: 'async' as const });
const slide = (id: number, extra: Partial<BannerSlide> = {}): BannerSlide => ({ id, title: `Slide ${id}`, subtitle: '', link_url: '', link_text: '', image: image(`b${id}`), phone: null, ...extra });
const labels = { region: 'Banners', more: 'More', previous: 'Previous', next: 'Next', slides: ['One', 'Two'] };

describe('BannerCarousel', () => {
  beforeAll(() => {
    // jsdom has no media queries: a visitor who does not ask for reduced motion.
    window.matchMedia = jest.fn(() => ({ matches: false }) as MediaQueryList);
  });

  it('shows the image attributes made on the server and computes none in the browser', () => {
    const { container } = render(<BannerCarousel banners={[slide(1, { phone: image('m1') }), slide(2)]} labels={labels} />);
    const [first, second] = Array.from(container.querySelectorAll('img'));
    expect(first).toHaveAttribute('srcset', image('b1').srcSet);
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('srcset', image('b2').srcSet);
    expect(second).toHaveAttribute('fetchpriority', 'low');
    const source = container.querySelector('picture source');
    expect(source).toHaveAttribute('media', '(max-width: 767px)');
    expect(source).toHaveAttribute('srcset', image('m1').srcSet);
    expect(getImageProps).not.toHaveBeenCalled();
  });

  it('shows the first slide before the carousel runs, the others inert, and a slide without an image has no picture', () => {
    const { container } = render(<BannerCarousel banners={[slide(1), slide(2, { image: null })]} labels={labels} />);
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides[0]).not.toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('inert');
    expect(container.querySelectorAll('picture')).toHaveLength(1);
  });
});
