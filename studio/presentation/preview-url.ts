/** Where the site runs locally for the preview: `npm start` serves it here. */
export const LOCAL_PREVIEW_URL = 'http://localhost:4321'

/** The site the Presentation tool shows: SANITY_STUDIO_PREVIEW_URL, or the local one. */
export const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL || LOCAL_PREVIEW_URL
