import { afterEach, describe, expect, it } from 'vitest'
import { productLines } from '../../src/catalogue/lines'
import { getRouter } from '../../src/router'
import {
  NOT_FOUND_DOCUMENTS,
  notFoundDocumentFor,
  POST_NOT_FOUND,
  partNotFoundDocument,
  SITE_NOT_FOUND,
} from '../../src/routing/not-found-document'
import { adoptPrerenderedDocument } from '../../src/routing/prerendered-document'

const PRODUCT_NOT_FOUND = partNotFoundDocument('pernos')

/** The 404 document the entry adopts before hydrating (src/entry-client.tsx), if any. */
function adoptNotFoundDocument(router: ReturnType<typeof getRouter>, target: object) {
  return adoptPrerenderedDocument(router, NOT_FOUND_DOCUMENTS, target)
}

/** The site's router with the browser at `path`, as on a cold visit. */
function routerAt(path: string) {
  window.history.replaceState(null, '', path)
  return getRouter()
}

/** The last match's id as the router names it in a document rendered at `path`. */
function dehydratedIdAt(path: string): string {
  const last = routerAt(path).matchRoutes(routerAt(path).latestLocation).at(-1)
  return (last?.id ?? '').replaceAll('/', '#')
}

/** A window holding a document's dehydrated matches: the root's, then `lastId`. */
function documentWindow(lastId: string) {
  return { $_TSR: { router: { matches: [{ i: '__root__#' }, { i: lastId }] } } }
}

const lastId = (target: ReturnType<typeof documentWindow>) => target.$_TSR.router.matches[1]?.i

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

describe('the 404 documents', () => {
  it('are rendered by the routes they name, each at a path no page has', () => {
    for (const { renderPath, routeId } of NOT_FOUND_DOCUMENTS) {
      const last = routerAt(renderPath).matchRoutes(routerAt(renderPath).latestLocation).at(-1)
      expect(last?.routeId, renderPath).toBe(routeId)
    }
  })

  it('are chosen by path: the product one for a key under the catalogue, else the site one', () => {
    expect(notFoundDocumentFor('/pernos-para-puerta/no-existe')).toBe(PRODUCT_NOT_FOUND)
    expect(notFoundDocumentFor('/pernos-para-puerta/cx%205')).toBe(PRODUCT_NOT_FOUND)
    expect(notFoundDocumentFor('/pernos-para-puerta/pp-1/otra')).toBe(SITE_NOT_FOUND)
    expect(notFoundDocumentFor('/pernos-para-puerta')).toBe(SITE_NOT_FOUND)
    expect(notFoundDocumentFor('/no-existe')).toBe(SITE_NOT_FOUND)
  })

  it("are one per line, in the line's folder, and the line's is chosen for a key under its page", () => {
    expect(NOT_FOUND_DOCUMENTS).toEqual([
      SITE_NOT_FOUND,
      ...productLines.map((line) => partNotFoundDocument(line.id)),
      POST_NOT_FOUND,
    ])
    const studs = partNotFoundDocument('birlos')
    expect(studs).toEqual({
      file: 'birlos-automotrices/404.html',
      renderPath: '/birlos-automotrices/404-clave-no-encontrada',
      routeId: '/$linea/$clave',
    })
    expect(notFoundDocumentFor('/birlos-automotrices/no-existe')).toBe(studs)
    expect(notFoundDocumentFor('/kits-de-frenos-automotrices/KF-999')).toBe(
      partNotFoundDocument('kits-de-frenos'),
    )
    expect(notFoundDocumentFor('/abrazaderas-automotrices/ab-1/otra')).toBe(SITE_NOT_FOUND)
    expect(notFoundDocumentFor('/birlos-automotrices')).toBe(SITE_NOT_FOUND)
  })
})

describe('adoptNotFoundDocument', () => {
  it("renames the site 404 document's catch-all match to the visited path", () => {
    const target = documentWindow(dehydratedIdAt(SITE_NOT_FOUND.renderPath))
    expect(adoptNotFoundDocument(routerAt('/medidas-que-no-existen'), target)).toBe(SITE_NOT_FOUND)
    expect(lastId(target)).toBe('#$#medidas-que-no-existen')
  })

  it("renames the product 404 document's product match to the visited key", () => {
    const target = documentWindow(dehydratedIdAt(PRODUCT_NOT_FOUND.renderPath))
    expect(adoptNotFoundDocument(routerAt('/pernos-para-puerta/no-existe'), target)).toBe(
      PRODUCT_NOT_FOUND,
    )
    expect(lastId(target)).toBe('#$linea#$clave#pernos-para-puerta#no-existe')
    expect(lastId(target)).toBe(dehydratedIdAt('/pernos-para-puerta/no-existe'))
  })

  it("renames a line's 404 document's match to the visited key, under any line's page", () => {
    const studs = partNotFoundDocument('birlos')
    const target = documentWindow(dehydratedIdAt(studs.renderPath))
    expect(adoptNotFoundDocument(routerAt('/birlos-automotrices/no-existe'), target)).toBe(studs)
    expect(lastId(target)).toBe(dehydratedIdAt('/birlos-automotrices/no-existe'))
    // One route renders every line's 404 page, so each is the same tree under any line.
    const other = documentWindow(dehydratedIdAt(studs.renderPath))
    expect(adoptNotFoundDocument(routerAt('/pernos-para-puerta/no-existe'), other)).toBe(studs)
    expect(lastId(other)).toBe('#$linea#$clave#pernos-para-puerta#no-existe')
    const notAPart = documentWindow(dehydratedIdAt(studs.renderPath))
    expect(adoptNotFoundDocument(routerAt('/nosotros/no-existe'), notAPart)).toBeNull()
  })

  it('leaves a 404 document alone on a path of another route', () => {
    const site = documentWindow(dehydratedIdAt(SITE_NOT_FOUND.renderPath))
    expect(adoptNotFoundDocument(routerAt('/pernos-para-puerta/no-existe'), site)).toBeNull()
    expect(lastId(site)).toBe('#$#404-pagina-no-encontrada')
    const product = documentWindow(dehydratedIdAt(PRODUCT_NOT_FOUND.renderPath))
    expect(adoptNotFoundDocument(routerAt('/no-existe'), product)).toBeNull()
    expect(lastId(product)).toBe(dehydratedIdAt(PRODUCT_NOT_FOUND.renderPath))
  })

  it('leaves any other document alone', () => {
    const productPage = documentWindow(dehydratedIdAt('/pernos-para-puerta/pp-1'))
    expect(adoptNotFoundDocument(routerAt('/pernos-para-puerta/no-existe'), productPage)).toBeNull()
    expect(lastId(productPage)).toBe('#$linea#$clave#pernos-para-puerta#pp-1')
    const contentPage = documentWindow(dehydratedIdAt('/medidas-que-no-existen'))
    expect(adoptNotFoundDocument(routerAt('/otra-ruta'), contentPage)).toBeNull()
    expect(lastId(contentPage)).toBe('#$#medidas-que-no-existen')
    expect(adoptNotFoundDocument(routerAt('/no-existe'), {})).toBeNull()
  })
})
