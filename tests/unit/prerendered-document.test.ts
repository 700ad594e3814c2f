import { afterEach, describe, expect, it } from 'vitest'
import { getRouter } from '../../src/router'
import { SITE_NOT_FOUND } from '../../src/routing/not-found-document'
import {
  adoptPrerenderedDocument,
  CATALOGUE_DOCUMENT,
} from '../../src/routing/prerendered-document'

/** The site's router with the browser at `path`, as on a cold visit. */
function routerAt(path: string) {
  window.history.replaceState(null, '', path)
  return getRouter()
}

/** The matches' ids as the router names them in a document rendered at `path`. */
function dehydratedIdsAt(path: string): string[] {
  const router = routerAt(path)
  return router.matchRoutes(router.latestLocation).map((match) => match.id.replaceAll('/', '#'))
}

/** A window holding a document's dehydrated matches. */
function documentWindow(ids: string[]) {
  return { $_TSR: { router: { matches: ids.map((i) => ({ i })) } } }
}

const ids = (target: ReturnType<typeof documentWindow>) =>
  target.$_TSR.router.matches.map((match) => match.i)

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

describe('the catalogue page rendered unfiltered', () => {
  it('is rendered by the catalogue route at its own path', () => {
    const router = routerAt(CATALOGUE_DOCUMENT.renderPath)
    expect(router.matchRoutes(router.latestLocation).at(-1)?.routeId).toBe(
      CATALOGUE_DOCUMENT.routeId,
    )
  })

  it("takes a filtered address's catalogue match, so it hydrates as rendered", () => {
    const target = documentWindow(dehydratedIdsAt('/pernos-para-puerta'))
    const filtered = '/pernos-para-puerta?marca=Nissan&modelo=Tsuru&pagina=2'
    expect(adoptPrerenderedDocument(routerAt(filtered), [CATALOGUE_DOCUMENT], target)).toBe(
      CATALOGUE_DOCUMENT,
    )
    // The content's match is the same at every address; the catalogue's is the visited one's.
    expect(ids(target)).toEqual(dehydratedIdsAt(filtered))
    expect(ids(target).at(-1)).toContain('Tsuru')
  })

  it('is left as it is at its own address, and on any other route', () => {
    const own = documentWindow(dehydratedIdsAt('/pernos-para-puerta'))
    const before = ids(own)
    expect(
      adoptPrerenderedDocument(routerAt('/pernos-para-puerta'), [CATALOGUE_DOCUMENT], own),
    ).toBe(CATALOGUE_DOCUMENT)
    expect(ids(own)).toEqual(before)
    const elsewhere = documentWindow(dehydratedIdsAt('/pernos-para-puerta'))
    expect(
      adoptPrerenderedDocument(
        routerAt('/pernos-para-puerta/pp-1'),
        [CATALOGUE_DOCUMENT],
        elsewhere,
      ),
    ).toBeNull()
    expect(ids(elsewhere)).toEqual(before)
  })

  it('leaves a filtered view the server rendered itself, and any other document, alone', () => {
    const served = documentWindow(dehydratedIdsAt('/pernos-para-puerta?marca=Peugeot'))
    const before = ids(served)
    expect(
      adoptPrerenderedDocument(
        routerAt('/pernos-para-puerta?marca=Nissan'),
        [CATALOGUE_DOCUMENT],
        served,
      ),
    ).toBeNull()
    expect(ids(served)).toEqual(before)
    const notFound = documentWindow(dehydratedIdsAt(SITE_NOT_FOUND.renderPath))
    expect(
      adoptPrerenderedDocument(
        routerAt('/pernos-para-puerta?marca=Nissan'),
        [CATALOGUE_DOCUMENT],
        notFound,
      ),
    ).toBeNull()
    expect(
      adoptPrerenderedDocument(routerAt('/pernos-para-puerta'), [CATALOGUE_DOCUMENT], {}),
    ).toBeNull()
  })
})
