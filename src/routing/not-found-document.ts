import type { AnyRouter } from '@tanstack/react-router'

/** The one path the prerender renders the 404 page at; that file (404.html) serves every unknown path. */
export const NOT_FOUND_RENDER_PATH = '/404-pagina-no-encontrada'

type DehydratedMatch = { i: string }
type DehydratedWindow = { $_TSR?: { router?: { matches?: DehydratedMatch[] } } }

/** How the router names a match in its dehydrated state. */
const dehydratedId = (matchId: string) => matchId.replaceAll('/', '#')

/**
 * The 404 document's dehydrated router state names its catch-all match by the path it was
 * rendered at. On any other path the router would not recognise that match, load the page again
 * and hydrate a different tree than the HTML holds (React error 418). Before hydrating, the
 * match is renamed to the visited path, so the router takes the prerendered not-found state as
 * it is. Any other document is left alone.
 */
export function adoptNotFoundDocument(router: AnyRouter, target: object = window): void {
  const matches = (target as DehydratedWindow).$_TSR?.router?.matches
  const last = matches?.at(-1)
  if (last?.i !== dehydratedId(`/$${NOT_FOUND_RENDER_PATH}`)) return
  const rendered = router.matchRoutes(router.latestLocation).at(-1)
  if (rendered && rendered.routeId === '/$') last.i = dehydratedId(rendered.id)
}
