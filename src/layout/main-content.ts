/** The id of the page's main element: the skip link's target, and what the first paint awaits. */
export const MAIN_CONTENT_ID = 'contenido'
