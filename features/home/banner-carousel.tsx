'use client';

import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { whenIdle } from '@/lib/client/when-idle';
import { AIDS_CHANGE_EVENT } from '@/lib/client/reading-aids';
import type { Banner } from '@/lib/backend/types';
import type { SlideImages } from './banner-images';
import { PHONE_MEDIA } from './banner-media';
import type { CarouselLabels } from './banner-carousel.labels';
import styles from './home.module.css';

const AUTOPLAY_MS = 6000;

/** A slide: the banner's words and link, and its images' attributes made on the server (banner-images.ts). */
export type BannerSlide = Pick<Banner, 'id' | 'title' | 'subtitle' | 'link_url' | 'link_text'> & SlideImages;

/**
 * The home banner carousel. Every slide is in the server HTML (crawlers see all titles and links); before
 * hydration, and without JavaScript, the first slide shows. Images carry their intrinsic size and sit in a
 * box whose height the stylesheet fixes, so nothing shifts when they load. Autoplay stops on interaction
 * and is off for visitors who prefer reduced motion.
 *
 * The carousel (Embla, which measures the slides) starts once the page is idle, or at once when a visitor
 * picks a slide: starting it while the page hydrated cost a phone a re-render of the island and a layout
 * in the hydration's longest task (issue 21).
 */
export function BannerCarousel({ banners, labels }: { banners: BannerSlide[]; labels: CarouselLabels }) {
  // No motion for a visitor who prefers less of it, or reads in the simplified mode (issue 24's reading aids).
  const [reducedMotion] = useState(
    () =>
      typeof window !== 'undefined' &&
      (window.matchMedia('(prefers-reduced-motion: reduce)').matches || document.documentElement.hasAttribute('data-simple')),
  );
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const startNow = useRef<() => EmblaCarouselType | null>(() => null);
  const [selected, setSelected] = useState(0);
  const autoplay = !reducedMotion && banners.length > 1;

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let embla: EmblaCarouselType | null = null;
    const start = () => {
      embla ??= EmblaCarousel(
        viewport,
        { loop: true },
        autoplay ? [Autoplay({ delay: AUTOPLAY_MS, stopOnInteraction: true, stopOnMouseEnter: true })] : [],
      );
      return embla;
    };
    startNow.current = () => {
      const started = start();
      setApi(started);
      return started;
    };
    const cancel = whenIdle(() => startTransition(() => setApi(start())));
    return () => {
      cancel();
      startNow.current = () => null;
      embla?.destroy();
    };
  }, [autoplay]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  // The simplified mode chosen on this page: the carousel stops on its first slide.
  useEffect(() => {
    if (!api) return;
    const onAids = () => {
      if (!document.documentElement.hasAttribute('data-simple')) return;
      api.plugins().autoplay?.stop();
      api.scrollTo(0, true);
    };
    window.addEventListener(AIDS_CHANGE_EVENT, onAids);
    return () => window.removeEventListener(AIDS_CHANGE_EVENT, onAids);
  }, [api]);

  const stopAutoplay = useCallback(() => api?.plugins().autoplay?.stop(), [api]);
  const go = useCallback(
    (index: number) => {
      const embla = api ?? startNow.current();
      embla?.plugins().autoplay?.stop();
      embla?.scrollTo(index);
    },
    [api],
  );

  return (
    <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={labels.region} onFocus={stopAutoplay}>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {banners.map((banner, index) => (
            <div
              key={banner.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${banners.length}`}
              // Off-screen slides are neither read nor tabbable once the carousel runs.
              inert={api ? index !== selected : index !== 0}
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
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go((selected - 1 + banners.length) % banners.length)}
            aria-label={labels.previous}
          >
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
          <button type="button" className={styles.arrow} onClick={() => go((selected + 1) % banners.length)} aria-label={labels.next}>
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
