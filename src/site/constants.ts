/** Business constants of the specification (section 9). Content-editable facts live in Sanity. */
export const PRODUCTS_PER_PAGE = 9
export const MODAL_SUPPRESSION_MS = 86_400_000
export const HOME_MODAL_DELAY_MS = 5_000
/** Fallback when site settings do not say how long the loading overlay stays. */
export const DEFAULT_OVERLAY_MS = 2_000
export const STICKY_HEADER_AFTER_PX = 150
export const HERO_AUTOPLAY_MS = 10_000
/** Home hero: fade between slides, autoplay every 10 s, loops. */
export const HERO_SLIDER = { autoplayMs: HERO_AUTOPLAY_MS, fadeMs: 900, loop: true } as const
/** Slides per view keyed by the minimum viewport width in px (Swiper `breakpoints`). */
export type SlidesPerViewByWidth = Readonly<Record<number, number>>
export const PRODUCT_CAROUSEL = {
  autoplayMs: 4_000,
  speedMs: 2_000,
  spaceBetweenPx: 24,
  slidesPerView: { 0: 1, 768: 2, 992: 3 } as SlidesPerViewByWidth,
} as const
export const BRAND_CAROUSEL = {
  autoplayMs: 3_000,
  speedMs: 1_000,
  slidesPerGroup: 2,
  spaceBetweenPx: 16,
  slidesPerView: { 0: 2, 500: 2, 768: 3, 992: 4, 1200: 5, 1400: 5 } as SlidesPerViewByWidth,
} as const
/** Counters count up once, from 0, in this time. */
export const COUNTER_DURATION_MS = 1_600
/** Share of the modal's target that must be on screen before the bolt-anatomy modal is armed. */
export const MODAL_TARGET_VISIBLE_RATIO = 0.5
/** localStorage key holding the time (ms since epoch) the bolt-anatomy modal was last shown. */
export const MODAL_STORAGE_KEY = 'fijamex:bolt-anatomy-shown-at'
/** The lazy map and carousels start loading this far before they scroll into view. */
export const LAZY_ROOT_MARGIN = '300px 0px'
export const PHONE_MAX_LENGTH = 10
export const MIN_PIECES = 10
export const SHIPPING_MIN_PIECES = 3_000
export const MIN_ORDER_MXN = 10_000
export const LEAD_TIME_BUSINESS_DAYS = 4
export const CHUNK_LOAD_TIMEOUT_MS = 120_000
export const BRAND_BLUE = '#0047BA'
