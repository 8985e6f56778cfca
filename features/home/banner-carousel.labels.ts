import 'server-only';
import { getTranslations } from 'next-intl/server';

/** The carousel's text (messages `Carousel`); `slides[i]` names the dot of the banner titled `titles[i]`. */
export type CarouselLabels = { region: string; more: string; previous: string; next: string; slides: string[] };

export async function bannerCarouselLabels(titles: string[]): Promise<CarouselLabels> {
  const t = await getTranslations('Carousel');
  return {
    region: t('region'),
    more: t('more'),
    previous: t('previous'),
    next: t('next'),
    slides: titles.map((title, index) => t('slide', { number: index + 1, title })),
  };
}
