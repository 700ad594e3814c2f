/** Home hero: fade between slides, autoplay every 10 s, loops. */
export const HERO_SLIDER = { autoplayMs: 10_000, fadeMs: 900 } as const
