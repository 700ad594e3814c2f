import { describe, expect, it } from 'vitest'
import { readSnapshot, type SnapshotDocument } from '../../src/content/snapshot-source'
import { validateDocuments } from '../../studio/check/validate-documents'

// The Studio's rules for a line's table: staff choose the line and, optionally, the columns; the
// parts themselves come from the catalogue, so nothing else can be wrong.

const documents = await readSnapshot('studio/data/production.ndjson')
const studsPage = documents.find((doc) => doc.path === '/birlos-automotrices') as SnapshotDocument

/** The messages the Studio gives for the studs page with this one line table among its sections. */
async function refusalsFor(table: Record<string, unknown>) {
  const page = {
    ...studsPage,
    sections: [{ _type: 'lineTable', _key: 'parts', heading: 'Birlos por clave', ...table }],
  }
  const refusals = await validateDocuments(
    documents.map((doc) => (doc._id === page._id ? page : doc)),
    [page],
  )
  return refusals.map((refusal) => refusal.message)
}

describe("the Studio's line table", () => {
  it('takes a line alone, or a line with its columns and a page size', async () => {
    expect(await refusalsFor({ line: 'birlos' })).toEqual([])
    expect(
      await refusalsFor({
        line: 'kits-de-frenos',
        columns: ['contenido', 'piezas', 'aplicaciones', 'material'],
        pageSize: 12,
      }),
    ).toEqual([])
  })

  it('asks for the line', async () => {
    expect(await refusalsFor({})).toEqual(['Elige la línea de productos de la tabla.'])
  })

  it("refuses a column the line's parts do not have, naming the ones they do", async () => {
    expect(await refusalsFor({ line: 'birlos', columns: ['rosca', 'hexagono_mm'] })).toEqual([
      '«Hexágono» no es una columna de Birlos automotrices. Elige entre Rosca, Largo, Moleteado, Tipo, Posición, Piezas por paquete, Acabado, Material y Aplicaciones.',
    ])
  })

  it('refuses a column twice (at each), and more than six', async () => {
    expect(await refusalsFor({ line: 'birlos', columns: ['rosca', 'rosca'] })).toEqual([
      'Elige hasta 6 columnas, sin repetir ninguna.',
      'Elige hasta 6 columnas, sin repetir ninguna.',
    ])
    const seven = ['rosca', 'largo_mm', 'moleteado_mm', 'tipo', 'acabado', 'material', 'posicion']
    expect(await refusalsFor({ line: 'birlos', columns: seven })).toEqual([
      'Elige hasta 6 columnas, sin repetir ninguna.',
    ])
  })

  it('refuses a line or a page size off its list', async () => {
    expect(await refusalsFor({ line: 'tornillos' })).toEqual([
      'Elige la línea de productos de la tabla.',
    ])
    expect(await refusalsFor({ line: 'birlos', pageSize: 7 })).toEqual([
      'Elige 6, 12, 24 o 48 piezas por página.',
    ])
  })
})
