import type { SlidesPerViewByWidth } from '../common/viewport'

/** Brand carousel: two wordmarks a step every 3 s, two to five in view by width. */
export const BRAND_CAROUSEL = {
  autoplayMs: 3_000,
  speedMs: 1_000,
  slidesPerGroup: 2,
  spaceBetweenPx: 16,
  slidesPerView: { 0: 2, 500: 2, 768: 3, 992: 4, 1200: 5, 1400: 5 } as SlidesPerViewByWidth,
} as const
