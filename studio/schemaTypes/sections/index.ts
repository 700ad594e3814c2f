import { pageHeader } from './pageHeader'

/** Every section a page can hold; the site's section registry must list the same names. */
export const sectionTypes = [pageHeader]

export const sectionTypeNames = sectionTypes.map((type) => type.name)
