import { createContext, useContext } from 'react'
import type { Section } from './types'

/**
 * The sections of the page being shown. A section sees only its own data; the few that work
 * with a neighbour read the page's others here (a spec row's 'Cotizar' goes to the page's quote
 * form, which then names that row's part). Outside a page it is empty.
 */
export const PageSectionsContext = createContext<readonly Section[]>([])

export function usePageSections(): readonly Section[] {
  return useContext(PageSectionsContext)
}
