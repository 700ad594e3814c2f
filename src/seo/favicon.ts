/**
 * The tab's icon, a PNG of the brand's mark (`npm run icons`): the browser asks for the icon again
 * at every change of address, and an SVG icon is drawn as a small document on the page's main
 * thread each time, in the way of the catalogue's next paint on a slow phone.
 */
export const FAVICON_FILE = 'favicon-48.png'
export const FAVICON_SIZE = 48
