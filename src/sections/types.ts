import type { Page, PageQueryResult } from '../content/sanity.types'

/** A page as the page query reads it: head fields and its sections in order. */
export type PageDocument = NonNullable<PageQueryResult>

/** Every section type the Studio lets an editor add to a page. */
export type SectionType = NonNullable<Page['sections']>[number]['_type']

/** Any section of a page, as the page query projects it. */
export type Section = PageDocument['sections'][number]

/** The projected data of one section type. */
export type SectionData<T extends SectionType> = Extract<Section, { _type: T }>

/** What each section component receives: its own projected data. */
export type SectionProps<T extends SectionType> = { section: SectionData<T> }
