import type { CatalogueContext } from './catalogue-lists'
import type { CatalogueData } from './load-catalogue'
import { type CatalogueSearch, filterState, validateCatalogueSearch } from './search-params'

/** History state of a navigation made by a control of the catalogue (a filter, a page). */
export const CATALOGUE_CHOICE = { catalogueChoice: true } as const

declare module '@tanstack/history' {
  interface HistoryState {
    catalogueChoice?: boolean
  }
}

/**
 * How long a page of the catalogue, once loaded, is shown again without asking (Back, Forward,
 * a choice made again): as long as the API lets its answers be cached (max-age=300).
 */
export const CATALOGUE_STALE_MS = 5 * 60_000
/** The router's context for a visit: the catalogue's makes and models kept as long as a view. */
export const catalogueContext = (): CatalogueContext => ({
  catalogue: { answers: new Map(), keepMs: CATALOGUE_STALE_MS },
})

/** How long a page no longer shown is kept for a return to it. */
const CATALOGUE_GC_MS = 30 * 60_000

/**
 * The loader's code, loaded with its first use rather than with the page, and kept once loaded:
 * an `import()` of a module already loaded still settles only after a task of its own (and
 * through Vite's preload helper), which every keystroke's load would wait for before its
 * request leaves. A failed download is not kept, so that the next load asks again.
 */
let loaderCode: Promise<typeof import('./load-catalogue')> | undefined
function catalogueLoaderCode() {
  loaderCode ??= import('./load-catalogue').catch((error: unknown) => {
    loaderCode = undefined
    throw error
  })
  return loaderCode
}

/** The route's loader data: null where the catalogue cannot be asked (a server render without it). */
export type CatalogueLoaderData = CatalogueData | null

/**
 * The catalogue's route (the index route under the door-pins page, whose content route renders
 * the page): its filter state is the validated search, and its loader asks the catalogue for
 * the page of door pins that state shows (load-catalogue.ts). Each state is a match of its own,
 * cached by the router; the page's content, loaded by the parent route, is not asked again.
 */
export const catalogueRoute = {
  validateSearch: validateCatalogueSearch,
  loaderDeps: ({ search }: { search: CatalogueSearch }) => filterState(search),
  staleTime: CATALOGUE_STALE_MS,
  gcTime: CATALOGUE_GC_MS,
  loader: async ({
    deps,
    abortController,
    location,
    context,
  }: {
    deps: CatalogueSearch
    abortController: AbortController
    location: { state: { catalogueChoice?: boolean } }
    context: CatalogueContext
  }): Promise<CatalogueLoaderData> => {
    const { catalogueReachable, loadCatalogue } = await catalogueLoaderCode()
    if (!catalogueReachable()) return null
    return loadCatalogue(deps, {
      signal: abortController.signal,
      choice: location.state.catalogueChoice === true,
      lists: context.catalogue,
    })
  },
}
