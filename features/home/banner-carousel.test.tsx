import { act, fireEvent, render, screen } from '@testing-library/react';
import { getImageProps } from 'next/image';
import { AIDS_CHANGE_EVENT } from '@/lib/client/reading-aids';
import { BannerCarousel, type BannerSlide } from './banner-carousel';
import { AUTOPLAY_MS } from './carousel-steps';

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

  describe('runs once the page is idle, not while it hydrates (issue 21)', () => {
    const WIDTH = 1440;
    let scrolled: jest.Mock;
    beforeEach(() => {
      jest.useFakeTimers();
      // jsdom lays nothing out: a row of slides 1440 px wide each, scrolled where it is told.
      scrolled = jest.fn(function (this: HTMLElement, options: ScrollToOptions) {
        this.scrollLeft = options.left ?? 0;
      });
      Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => WIDTH });
      HTMLElement.prototype.scrollTo = scrolled as unknown as HTMLElement['scrollTo'];
    });
    afterEach(() => {
      jest.useRealTimers();
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
      delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
    });
    const viewportOf = (container: HTMLElement) => container.querySelector<HTMLElement>('[role=region] > div')!;
    const dot = (name: string) => screen.getByRole('button', { name });
    const slides = () => screen.getAllByRole('group', { hidden: true });

    it('scrolls nothing until then; then the row scrolls, and autoplay moves on after a slide’s time, the last to the first', () => {
      const { container } = render(<BannerCarousel banners={[slide(1), slide(2)]} labels={labels} />);
      const viewport = viewportOf(container);
      expect(viewport.className).not.toMatch(/running/);
      act(() => jest.advanceTimersByTime(AUTOPLAY_MS + 10));
      expect(scrolled).not.toHaveBeenCalled();
      // The idle callback (jsdom has none: a task right after) has run by now, and autoplay's time begun.
      expect(viewport.className).toMatch(/running/);
      act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
      expect(scrolled).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'smooth' });
      expect(dot('Two')).toHaveAttribute('aria-current', 'true');
      expect(slides()[0]).toHaveAttribute('inert');
      expect(slides()[1]).not.toHaveAttribute('inert');
      act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
      expect(scrolled).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
      expect(dot('One')).toHaveAttribute('aria-current', 'true');
    });

    it('runs at once when a visitor picks a slide before then, and autoplay stops', () => {
      const { container } = render(<BannerCarousel banners={[slide(1), slide(2)]} labels={labels} />);
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(viewportOf(container).className).toMatch(/running/);
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(scrolled).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'smooth' });
      expect(dot('Two')).toHaveAttribute('aria-current', 'true');
      act(() => jest.advanceTimersByTime(3 * AUTOPLAY_MS));
      expect(scrolled).toHaveBeenCalledTimes(1);
      fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
      expect(scrolled).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
    });

    it('follows a swipe: the slide scrolled into view is the current one, and autoplay stops at the touch', () => {
      const { container } = render(
        <BannerCarousel banners={[slide(1), slide(2), slide(3)]} labels={{ ...labels, slides: ['One', 'Two', 'Three'] }} />,
      );
      act(() => jest.advanceTimersByTime(10));
      const viewport = viewportOf(container);
      fireEvent.pointerDown(viewport);
      viewport.scrollLeft = 2 * WIDTH - 30;
      fireEvent.scroll(viewport);
      expect(dot('Three')).toHaveAttribute('aria-current', 'true');
      expect(slides()[2]).not.toHaveAttribute('inert');
      act(() => jest.advanceTimersByTime(3 * AUTOPLAY_MS));
      expect(scrolled).not.toHaveBeenCalled();
    });

    it('names no slide passed on the way as current while it scrolls to the one picked', () => {
      const { container } = render(
        <BannerCarousel banners={[slide(1), slide(2), slide(3)]} labels={{ ...labels, slides: ['One', 'Two', 'Three'] }} />,
      );
      act(() => jest.advanceTimersByTime(10));
      const viewport = viewportOf(container);
      // A smooth scroll: the browser moves the row on over the next frames, not at once.
      scrolled.mockImplementation(() => undefined);
      fireEvent.click(dot('Three'));
      viewport.scrollLeft = WIDTH;
      fireEvent.scroll(viewport);
      expect(dot('Three')).toHaveAttribute('aria-current', 'true');
      viewport.scrollLeft = 2 * WIDTH;
      fireEvent.scroll(viewport);
      expect(dot('Three')).toHaveAttribute('aria-current', 'true');
      // Then a swipe back is followed again.
      viewport.scrollLeft = 0;
      fireEvent.scroll(viewport);
      expect(dot('One')).toHaveAttribute('aria-current', 'true');
    });

    it('holds autoplay while the pointer is over it or the page is hidden', () => {
      const { container } = render(<BannerCarousel banners={[slide(1), slide(2)]} labels={labels} />);
      act(() => jest.advanceTimersByTime(10));
      const region = container.querySelector<HTMLElement>('[role=region]')!;
      fireEvent.pointerEnter(region);
      act(() => jest.advanceTimersByTime(2 * AUTOPLAY_MS));
      expect(scrolled).not.toHaveBeenCalled();
      fireEvent.pointerLeave(region);
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      act(() => jest.advanceTimersByTime(2 * AUTOPLAY_MS));
      expect(scrolled).not.toHaveBeenCalled();
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
      expect(scrolled).toHaveBeenCalledTimes(1);
    });

    it('stays held while the pointer is over it, though the page was hidden and shown again meanwhile', () => {
      const { container } = render(<BannerCarousel banners={[slide(1), slide(2)]} labels={labels} />);
      act(() => jest.advanceTimersByTime(10));
      const region = container.querySelector<HTMLElement>('[role=region]')!;
      const visibility = (state: string) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
        act(() => void document.dispatchEvent(new Event('visibilitychange')));
      };
      fireEvent.pointerEnter(region);
      visibility('hidden');
      visibility('visible');
      act(() => jest.advanceTimersByTime(2 * AUTOPLAY_MS));
      expect(scrolled).not.toHaveBeenCalled();
      fireEvent.pointerLeave(region);
      act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
      expect(scrolled).toHaveBeenCalledTimes(1);
    });

    it('has no autoplay for a visitor who prefers reduced motion, and moves without animation', () => {
      window.matchMedia = jest.fn(() => ({ matches: true }) as MediaQueryList);
      try {
        render(<BannerCarousel banners={[slide(1), slide(2)]} labels={labels} />);
        act(() => jest.advanceTimersByTime(3 * AUTOPLAY_MS));
        expect(scrolled).not.toHaveBeenCalled();
        fireEvent.click(dot('Two'));
        expect(scrolled).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'instant' });
      } finally {
        window.matchMedia = jest.fn(() => ({ matches: false }) as MediaQueryList);
      }
    });

    it('goes back to the first slide and stops when the simplified mode is chosen on the page', () => {
      render(<BannerCarousel banners={[slide(1), slide(2)]} labels={labels} />);
      fireEvent.click(dot('Two'));
      document.documentElement.setAttribute('data-simple', '');
      try {
        act(() => void window.dispatchEvent(new Event(AIDS_CHANGE_EVENT)));
        expect(scrolled).toHaveBeenLastCalledWith({ left: 0, behavior: 'instant' });
        expect(dot('One')).toHaveAttribute('aria-current', 'true');
        act(() => jest.advanceTimersByTime(3 * AUTOPLAY_MS));
        expect(scrolled).toHaveBeenCalledTimes(2);
      } finally {
        document.documentElement.removeAttribute('data-simple');
      }
    });
  });
});
