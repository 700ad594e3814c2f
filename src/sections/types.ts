import type { PageHeaderSection } from './page-header/projection'

/** Fields every section has: its key in the array and an optional in-page anchor id. */
export type SectionBase = { _key: string; anchor?: string | null }

/** Every section a page can hold; `_type` names the Studio schema of the same name. */
export type Section = PageHeaderSection

export type SectionType = Section['_type']
