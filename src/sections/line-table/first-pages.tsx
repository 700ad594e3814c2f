import { createContext, useContext } from 'react'
import type { Section } from '../types'
import type { FirstPages } from './rows'

export const NO_FIRST_PAGES: FirstPages = {}

/**
 * The first page of rows of the page's line tables, as the page's loader read them (in the
 * prerendered page's data, or fetched on a navigation). Outside a page it is empty.
 */
export const FirstPagesContext = createContext<FirstPages>(NO_FIRST_PAGES)

export function useFirstPages(): FirstPages {
  return useContext(FirstPagesContext)
}

/**
 * For a page's loader: the first page of each of its line tables, or undefined for a page
 * without one (the catalogue's code is then never downloaded).
 */
export async function loadLineTables(
  sections: readonly Section[],
  signal?: AbortSignal,
): Promise<FirstPages | undefined> {
  if (!sections.some((section) => section._type === 'lineTable')) return undefined
  const { loadFirstPages } = await import('./table-pages')
  return loadFirstPages(sections, signal)
}
