import { describe, expect, it } from 'vitest'
import { readSnapshot, type SnapshotDocument } from '../../src/content/snapshot-source'
import { validateDocuments } from '../../studio/check/validate-documents'

const documents = await readSnapshot('studio/data/production.ndjson')

/** A new page document as an editor would create it in the Studio. */
function newPage(path: string, sections: Record<string, unknown>[] = []): SnapshotDocument {
  return {
    _id: 'page.nueva',
    _type: 'page',
    title: 'Página nueva',
    path,
    seo: {
      _type: 'seo',
      title: 'Página nueva de prueba',
      description: 'Una página creada en el Studio sin tocar el código del sitio.',
    },
    sections,
  }
}

async function refusalsOf(page: SnapshotDocument): Promise<string[]> {
  const refusals = await validateDocuments([...documents, page], [page])
  return refusals.map((refusal) => `${refusal.documentId} ${refusal.path}: ${refusal.message}`)
}

describe('a page created in the Studio', () => {
  it('is accepted at a new path, one or more lower-case segments', async () => {
    expect(await refusalsOf(newPage('/guia-de-medidas'))).toEqual([])
    expect(await refusalsOf(newPage('/guias/medidas-2024'))).toEqual([])
  })

  it.each([
    ['/Guia', 'minúsculas'],
    ['guia', 'minúsculas'],
    ['/guia de medidas', 'minúsculas'],
    ['/guia/', 'minúsculas'],
    ['/api', 'reservada para el catálogo y los formularios'],
    ['/api/catalogo', 'reservada para el catálogo y los formularios'],
    ['/_data/x', 'minúsculas'],
    ['/assets/logo', 'reservada para los archivos'],
    [
      '/pernos-para-puerta/pp-101',
      'reservada para las páginas que el sitio crea bajo /pernos-para-puerta',
    ],
    ['/404-pagina-no-encontrada', 'reservada para la página de error 404'],
    ['/img/productos', 'reservada para las imágenes del sitio'],
    ['/og', 'reservada para archivos del sitio (la carpeta og)'],
    ['/blog/una-entrada', 'reservada para las páginas que el sitio crea bajo /blog'],
    ['/pernos', 'ya redirige'],
    ['/tornillo-caliper', 'Otra página ya usa la ruta'],
  ])('is refused at %s, naming the path field', async (path, reason) => {
    const refusals = await refusalsOf(newPage(path))
    expect(refusals).toEqual([expect.stringContaining('page.nueva path: ')])
    expect(refusals[0]).toContain(reason)
  })

  it('may not hold the catalogue section, which belongs to the door-pins page', async () => {
    const catalogue = { _type: 'catalogue', _key: 'c1', heading: 'Catálogo', anchor: 'catalogo' }
    const refusals = await refusalsOf(newPage('/guia-de-medidas', [catalogue]))
    expect(refusals).toEqual([
      expect.stringMatching(/^page\.nueva sections\[_key=="c1"\]: .*Pernos para Puerta/),
    ])
  })
})
