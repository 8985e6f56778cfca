'use client';

import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from '@/lib/client/when-idle';
import { AIDS_CHANGE_EVENT } from '@/lib/client/reading-aids';
import type { Banner } from '@/lib/backend/types';
import type { SlideImages } from './banner-images';
import { PHONE_MEDIA } from './banner-media';
import { AUTOPLAY_MS, nearestSlide, neighbour } from './carousel-steps';
import type { CarouselLabels } from './banner-carousel.labels';
import styles from './home.module.css';

/** A visitor's own move of the row: autoplay stops for good. */
const TOUCHES = ['pointerdown', 'touchstart', 'wheel'] as const;

/** A slide: the banner's words and link, and its images' attributes made on the server (banner-images.ts). */
export type BannerSlide = Pick<Banner, 'id' | 'title' | 'subtitle' | 'link_url' | 'link_text'> & SlideImages;

/**
 * The home banner carousel. Every slide is in the server HTML (crawlers see all titles and links); before
 * hydration, and without JavaScript, the first slide shows. Images carry their intrinsic size and sit in a
 * box whose height the stylesheet fixes, so nothing shifts when they load. Autoplay stops on interaction,
 * waits while the pointer is over the carousel or the page is hidden, and is off for visitors who prefer
 * reduced motion.
 *
 * The slides are a row the browser scrolls and snaps (CSS scroll snap): a swipe, a trackpad or the controls
 * move it, and the island only follows which slide is in view. It runs (the row scrollable, autoplay on)
 * once the page is idle, or at once when a visitor picks a slide, not while the page hydrates (issue 21).
 * Embla did this before, at 8 KB of script on the home page (issue 48).
 */
export function BannerCarousel({ banners, labels }: { banners: BannerSlide[]; labels: CarouselLabels }) {
  // No motion for a visitor who prefers less of it, or reads in the simplified mode (issue 24's reading aids).
  const [reducedMotion] = useState(
    () =>
      typeof window !== 'undefined' &&
      (window.matchMedia('(prefers-reduced-motion: reduce)').matches || document.documentElement.hasAttribute('data-simple')),
  );
  const viewportRef = useRef<HTMLDivElement>(null);
  const [running, setRunning] = useState(false);
  const [selected, setSelected] = useState(0);
  // Autoplay: stopped for good by an interaction; held while the pointer is over it, and while the page is hidden.
  const [stopped, setStopped] = useState(false);
  const [pointerOver, setPointerOver] = useState(false);
  const [hidden, setHidden] = useState(false);
  // The slide a scroll the island asked for goes to: the slides passed on the way are not "selected".
  const heading = useRef<number | null>(null);
  const count = banners.length;
  const autoplay = !reducedMotion && count > 1;

  useEffect(() => whenIdle(() => startTransition(() => setRunning(true))), []);

  const show = useCallback(
    (index: number, smooth: boolean) => {
      const viewport = viewportRef.current;
      setRunning(true);
      setSelected(index);
      if (!viewport) return;
      heading.current = index;
      viewport.scrollTo({ left: index * viewport.clientWidth, behavior: smooth && !reducedMotion ? 'smooth' : 'instant' });
    },
    [reducedMotion],
  );

  // Which slide is in view, as the row scrolls (a swipe, a trackpad, or a step the island asked for).
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!running || !viewport) return;
    const onScroll = () => {
      const index = nearestSlide(viewport.scrollLeft, viewport.clientWidth, count);
      if (heading.current !== null && index !== heading.current) return;
      heading.current = null;
      setSelected(index);
    };
    const onTouch = () => {
      heading.current = null;
      setStopped(true);
    };
    viewport.addEventListener('scroll', onScroll, { passive: true });
    for (const touch of TOUCHES) viewport.addEventListener(touch, onTouch, { passive: true });
    return () => {
      viewport.removeEventListener('scroll', onScroll);
      for (const touch of TOUCHES) viewport.removeEventListener(touch, onTouch);
    };
  }, [running, count]);

  // Autoplay: the next slide after each slide's time, while nothing holds or stopped it.
  useEffect(() => {
    if (!running || !autoplay || stopped || pointerOver || hidden) return;
    const timer = window.setTimeout(() => show(neighbour(selected, 1, count), true), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [running, autoplay, stopped, pointerOver, hidden, selected, count, show]);

  // Not while the page is hidden: a visitor coming back finds the slide they left.
  useEffect(() => {
    if (!running || !autoplay) return;
    const onVisibility = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [running, autoplay]);

  // The simplified mode chosen on this page: the carousel stops on its first slide.
  useEffect(() => {
    const onAids = () => {
      if (!document.documentElement.hasAttribute('data-simple')) return;
      setStopped(true);
      show(0, false);
    };
    window.addEventListener(AIDS_CHANGE_EVENT, onAids);
    return () => window.removeEventListener(AIDS_CHANGE_EVENT, onAids);
  }, [show]);

  const stopAutoplay = useCallback(() => setStopped(true), []);
  const go = useCallback(
    (index: number) => {
      setStopped(true);
      show(index, true);
    },
    [show],
  );

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.region}
      onFocus={stopAutoplay}
      onPointerEnter={() => setPointerOver(true)}
      onPointerLeave={() => setPointerOver(false)}
    >
      <div className={running ? `${styles.viewport} ${styles.running}` : styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {banners.map((banner, index) => (
            <div
              key={banner.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${banners.length}`}
              // Off-screen slides are neither read nor tabbable once the carousel runs.
              inert={index !== selected}
            >
              {banner.image ? <SlidePicture image={banner.image} phone={banner.phone} first={index === 0} /> : null}
              <div className={`container ${styles.slideText}`}>
                <p className={styles.slideTitle}>{banner.title}</p>
                {banner.subtitle ? <p className={styles.slideSubtitle}>{banner.subtitle}</p> : null}
                {banner.link_url ? (
                  <a
                    href={banner.link_url}
                    className={`${styles.cta} ${styles.slideLink}`}
                    {...(/^https?:/i.test(banner.link_url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {banner.link_text || labels.more}
                  </a>
                ) : null}
              </div>
            </div>
          ))}
        </div>
      </div>
      {banners.length > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={() => go(neighbour(selected, -1, count))} aria-label={labels.previous}>
            ‹
          </button>
          <div className={styles.dots}>
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className={styles.dot}
                aria-label={labels.slides[index]}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => go(index)}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} onClick={() => go(neighbour(selected, 1, count))} aria-label={labels.next}>
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}

function SlidePicture({ image, phone, first }: { image: NonNullable<SlideImages['image']>; phone: SlideImages['phone']; first: boolean }) {
  return (
    <picture>
      {phone ? <source media={PHONE_MEDIA} srcSet={phone.srcSet ?? phone.src} sizes={phone.srcSet ? phone.sizes : undefined} /> : null}
      <img
        {...image}
        alt={image.alt}
        className={styles.slideImage}
        decoding={first ? 'sync' : 'async'}
        fetchPriority={first ? 'high' : 'low'}
      />
    </picture>
  );
}
