import { act, fireEvent, render, screen } from '@testing-library/react';
import EmblaCarousel from 'embla-carousel';
import { getImageProps } from 'next/image';
import { BannerCarousel, type BannerSlide } from './banner-carousel';

/** A stand-in for an Embla instance: what the island calls on it. */
function fakeEmbla() {
  return {
    on: jest.fn().mockReturnThis(),
    off: jest.fn().mockReturnThis(),
    selectedScrollSnap: jest.fn(() => 0),
    plugins: jest.fn(() => ({})),
    scrollTo: jest.fn(),
    destroy: jest.fn(),
  };
}
jest.mock('embla-carousel', () =>
  Object.assign(
    jest.fn(() => fakeEmbla()),
    { globalOptions: {} },
  ),
);
jest.mock('embla-carousel-autoplay', () => jest.fn(() => ({ name: 'autoplay' })));
jest.mock('next/image', () => ({ ...jest.requireActual('next/image'), getImageProps: jest.fn() }));

const image = (name: string) => ({
  src: `/_next/image?url=${name}&w=3840&q=75`,
  srcSet: `/_next/image?url=${name}&w=640&q=75 640w`,
  sizes: '100vw',
  alt: '',
  width: 1920,
  height: 720,
  loading: 'lazy' as const,
  decoding: 'async' as const,
});
const slide = (id: number, extra: Partial<BannerSlide> = {}): BannerSlide => ({
  id,
  title: `Slide ${id}`,
  subtitle: '',
  link_url: '',
  link_text: '',
  image: image(`b${id}`),
  phone: null,
  ...extra,
});
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

  describe('starts the carousel once the page is idle, not while it hydrates (issue 21)', () => {
    beforeEach(() => {
      jest.useFakeTimers();
      jest.mocked(EmblaCarousel).mockClear();
    });
    afterEach(() => jest.useRealTimers());

    it('measures nothing until then, and is destroyed with the island', () => {
      const { container, unmount } = render(<BannerCarousel banners={[slide(1), slide(2)]} labels={labels} />);
      expect(EmblaCarousel).not.toHaveBeenCalled();
      act(() => jest.runOnlyPendingTimers());
      expect(EmblaCarousel).toHaveBeenCalledTimes(1);
      const [viewport, options, plugins] = jest.mocked(EmblaCarousel).mock.calls[0]!;
      expect(viewport).toBe(container.querySelector('[role=region] > div'));
      expect(options).toEqual({ loop: true });
      expect(plugins).toHaveLength(1);
      const embla = jest.mocked(EmblaCarousel).mock.results[0]!.value as ReturnType<typeof fakeEmbla>;
      expect(embla.on).toHaveBeenCalledWith('select', expect.any(Function));
      unmount();
      expect(embla.destroy).toHaveBeenCalled();
    });

    it('starts at once when a visitor picks a slide before then', () => {
      render(<BannerCarousel banners={[slide(1), slide(2)]} labels={labels} />);
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(EmblaCarousel).toHaveBeenCalledTimes(1);
      const embla = jest.mocked(EmblaCarousel).mock.results[0]!.value as ReturnType<typeof fakeEmbla>;
      expect(embla.scrollTo).toHaveBeenCalledWith(1);
      act(() => jest.runOnlyPendingTimers());
      expect(EmblaCarousel).toHaveBeenCalledTimes(1);
    });
  });
});
