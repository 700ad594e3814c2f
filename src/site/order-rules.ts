/** The business's order rules, read by the quote forms, the quote list and the product pages. */

/** The smallest order of one part: ten pieces (the quote form's "10 piezas (mínimo)"). */
export const MINIMUM_PIECES = 10

/** The largest quantity the list takes for one line: more is a conversation, not a form. */
export const MAXIMUM_PIECES = 1_000_000
