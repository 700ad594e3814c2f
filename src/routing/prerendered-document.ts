import type { AnyRouter } from '@tanstack/react-router'
import { CATALOGUE_PATH } from '../catalogue/paths.ts'

/**
 * A document the build renders once and serves at more addresses than the one it was rendered
 * at: the path it is rendered at and the route whose match it names last.
 */
export type PrerenderedDocument = { renderPath: string; routeId: string }

/**
 * The door-pins page, rendered unfiltered with the first page of its catalogue: a static host
 * (and our server) sends it for every filtered address of the page too (?marca=Nissan).
 */
export const CATALOGUE_DOCUMENT: PrerenderedDocument = {
  renderPath: CATALOGUE_PATH,
  routeId: `${CATALOGUE_PATH}/`,
}

type DehydratedMatch = { i: string }
type DehydratedWindow = { $_TSR?: { router?: { matches?: DehydratedMatch[] } } }

/** How the router names a match in its dehydrated state. */
const dehydratedId = (matchId: string) => matchId.replaceAll('/', '#')

/**
 * A document's dehydrated router state names its last match as the router named it at the
 * address it was rendered at: by its path (a 404 page) or by its loader's dependencies (the
 * catalogue's filters). At any other address the router would not recognise that match, load it
 * again and hydrate a different tree than the HTML holds (React error 418). Before hydrating, the
 * match is renamed to the visited address's when the router matches that address with the route
 * the document was rendered by: the router takes the prerendered state as it is (a 404 page's
 * not-found state; the catalogue's first page, which says which view it answers, so the
 * catalogue shows it as rendered and then loads the view the address names). Any other
 * document, or one of these on an address of another route, is left alone. Returns the document
 * adopted (also at its own address).
 */
export function adoptPrerenderedDocument<D extends PrerenderedDocument>(
  router: AnyRouter,
  documents: readonly D[],
  target: object = window,
): D | null {
  const last = (target as DehydratedWindow).$_TSR?.router?.matches?.at(-1)
  if (!last) return null
  const rendered = documents.find(
    ({ renderPath }) =>
      last.i === dehydratedId(router.matchRoutes(renderPath, {}).at(-1)?.id ?? renderPath),
  )
  if (!rendered) return null
  const visited = router.matchRoutes(router.latestLocation).at(-1)
  if (!visited || visited.routeId !== rendered.routeId) return null
  last.i = dehydratedId(visited.id)
  return rendered
}
