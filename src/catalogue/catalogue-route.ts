import { type CatalogueSearch, validateCatalogueSearch } from './search-params'

/** History state of a navigation made by a control of the catalogue (a filter, a page). */
export const CATALOGUE_CHOICE = { catalogueChoice: true } as const

declare module '@tanstack/history' {
  interface HistoryState {
    catalogueChoice?: boolean
  }
}

type LoaderContext = {
  location: { pathname: string; search: unknown; state: { catalogueChoice?: boolean } }
  abortController: AbortController
}

// The build renders the page once, unfiltered, and serves it at every URL of the page: until the
// catalogue has been loaded in the browser, the page's match keeps the id it was rendered with
// (an id holds the loader's deps), or hydration would find no data for the filtered URL's.
let loadedInBrowser = false

// The page's content is the same JSON for every filter: fetched once, not on each choice.
let contentAnswer: Promise<unknown> | null = null

/** Starts over as a fresh page would (for tests, each of which is a visit). */
export function forgetCatalogueVisit(): void {
  loadedInBrowser = false
  contentAnswer = null
}

/**
 * The route options that make a page the catalogue's: its filter state is the route's validated
 * search, and its loader loads, besides the page's own content, the catalogue data of the chosen
 * make and model (a new make or model is a new load; sort, page, year and search filter the
 * loaded list in the browser). The catalogue is loaded in the browser only: the build has no
 * catalogue service to ask, so the prerendered page holds the catalogue's frame and the view
 * asks the router for its data once it is interactive.
 */
export function catalogueRoute<Page extends object>(page: {
  loader: (context: { location: { pathname: string } }) => Promise<Page>
}) {
  return {
    ...page,
    validateSearch: validateCatalogueSearch,
    loaderDeps: ({ search }: { search: CatalogueSearch }): Record<string, string> =>
      loadedInBrowser ? { marca: search.marca ?? '', modelo: search.modelo ?? '' } : {},
    // Sort, page, year and search change the URL only: the loaded list stays.
    shouldReload: ({ cause }: { cause: 'preload' | 'enter' | 'stay' }) => cause !== 'stay',
    loader: async (context: LoaderContext) => {
      if (import.meta.env.SSR) return { ...(await page.loader(context)), catalogue: null }
      loadedInBrowser = true
      contentAnswer ??= page.loader(context).catch((error: unknown) => {
        contentAnswer = null
        throw error
      })
      const content = (await contentAnswer) as Page
      const { loadCatalogue } = await import('./load-catalogue')
      const search = validateCatalogueSearch(context.location.search as Record<string, unknown>)
      const catalogue = await loadCatalogue(search, {
        signal: context.abortController.signal,
        choice: context.location.state.catalogueChoice === true,
      })
      return { ...content, catalogue }
    },
  }
}
