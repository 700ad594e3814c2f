import type { SlidesPerViewByWidth } from '../common/viewport'

/** Product carousel: one slide on phones, two from 768 px, three from 992 px; a step every 4 s. */
export const PRODUCT_CAROUSEL = {
  autoplayMs: 4_000,
  speedMs: 2_000,
  spaceBetweenPx: 24,
  slidesPerView: { 0: 1, 768: 2, 992: 3 } as SlidesPerViewByWidth,
} as const
