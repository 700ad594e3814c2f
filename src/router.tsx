import { createRouter } from '@tanstack/react-router'
import { catalogueContext } from './catalogue/catalogue-route'
import { ErrorScreen } from './layout/ErrorScreen'
import { NotFoundPage } from './layout/NotFoundPage'
import { routeTree } from './routeTree.gen'
import { searchStrings } from './ui/search-strings'

export function getRouter() {
  return createRouter({
    routeTree,
    context: catalogueContext(),
    defaultPreload: 'intent',
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFoundPage,
    // A new page view starts at the top; Back and Forward return to the position the visitor
    // left (kept per history entry in sessionStorage); in-page anchors still scroll to the hash.
    scrollRestoration: true,
    ...searchStrings,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
