import { createRouter } from '@tanstack/react-router'
import { ErrorScreen } from './layout/ErrorScreen'
import { NotFoundPage } from './layout/NotFoundPage'
import { routeTree } from './routeTree.gen'
import { searchStrings } from './ui/search-strings'

export function getRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFoundPage,
    // Every route change starts at the top (resetScroll); in-page anchors still scroll to the hash.
    scrollRestoration: false,
    ...searchStrings,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
