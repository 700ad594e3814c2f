/** Business constants of the specification (section 9). Content-editable facts live in Sanity. */
export const PRODUCTS_PER_PAGE = 9
export const MODAL_SUPPRESSION_MS = 86_400_000
export const HOME_MODAL_DELAY_MS = 5_000
/** Fallback when site settings do not say how long the loading overlay stays. */
export const DEFAULT_OVERLAY_MS = 2_000
export const STICKY_HEADER_AFTER_PX = 150
export const HERO_AUTOPLAY_MS = 10_000
export const PRODUCT_CAROUSEL = { autoplayMs: 4_000, speedMs: 2_000 } as const
export const BRAND_CAROUSEL = { autoplayMs: 3_000, speedMs: 1_000, slidesPerGroup: 2 } as const
export const PHONE_MAX_LENGTH = 10
export const MIN_PIECES = 10
export const SHIPPING_MIN_PIECES = 3_000
export const MIN_ORDER_MXN = 10_000
export const LEAD_TIME_BUSINESS_DAYS = 4
export const CHUNK_LOAD_TIMEOUT_MS = 120_000
export const BRAND_BLUE = '#0047BA'
