import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { ErrorScreen } from './layout/ErrorScreen'
import { NotFoundPage } from './layout/NotFoundPage'
import { routeTree } from './routeTree.gen'

/**
 * Search values stay the strings they are in the URL (a car model named 206 is not the number
 * 206) and are written back without JSON quoting: ?modelo=206, not ?modelo=%22206%22.
 * Each route's validateSearch turns them into its own types.
 */
function keepString(): never {
  throw new Error('search values are kept as strings')
}

export function getRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFoundPage,
    // Every route change starts at the top (resetScroll); in-page anchors still scroll to the hash.
    scrollRestoration: false,
    parseSearch: parseSearchWith(keepString),
    stringifySearch: stringifySearchWith(JSON.stringify),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
