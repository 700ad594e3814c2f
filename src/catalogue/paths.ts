/** The page that holds the door-bolt catalogue, and the anchor of its catalogue section. */
export const CATALOGUE_PATH = '/pernos-para-puerta'
export const CATALOGUE_ANCHOR = 'catalogo'
/** The catalogue's filters and results, below its heading: where a search from elsewhere lands. */
export const CATALOGUE_RESULTS_ANCHOR = 'piezas'
