/** The lazy map and carousels start loading this far before they scroll into view. */
export const LAZY_ROOT_MARGIN = '300px 0px'

/** Slides per view keyed by the minimum viewport width in px (Swiper `breakpoints`). */
export type SlidesPerViewByWidth = Readonly<Record<number, number>>
