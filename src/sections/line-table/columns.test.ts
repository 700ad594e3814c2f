import { describe, expect, it } from 'vitest'
import { testProduct } from '../../../tests/product-fixture'
import { allColumnChoices, columnsOf, shownColumns } from './columns'
import { tablePageSize } from './page-size'
import { partItem } from './part-item'
import { tableRow } from './rows'

const labels = (columns: readonly { label: string }[]) => columns.map((column) => column.label)

describe("a line table's columns", () => {
  it("are the line's measures unless the section chose others", () => {
    expect(labels(shownColumns('birlos', []))).toEqual(['Rosca', 'Largo', 'Moleteado', 'Tipo'])
    expect(labels(shownColumns('kits-de-frenos', []))).toEqual([
      'Freno',
      'Eje',
      'Piezas',
      'Contenido',
    ])
  })

  it('keep the order chosen, each once, facts among them; a column the line lacks is left out', () => {
    expect(
      labels(shownColumns('birlos', ['aplicaciones', 'rosca', 'hexagono_mm', 'rosca', 'acabado'])),
    ).toEqual(['Aplicaciones', 'Rosca', 'Acabado'])
    // Nothing of the line's left: its measures.
    expect(labels(shownColumns('birlos', ['hexagono_mm']))).toEqual(
      labels(shownColumns('birlos', [])),
    )
  })

  it("offer every line's measures then the facts, one choice per column, shared names told apart", () => {
    expect(labels(columnsOf('rondanas')).slice(-5)).toEqual([
      'Posición',
      'Piezas por paquete',
      'Acabado',
      'Material',
      'Aplicaciones',
    ])
    const choices = allColumnChoices()
    expect(new Set(choices.map((choice) => choice.value)).size).toBe(choices.length)
    expect(choices.find((choice) => choice.value === 'medida')?.title).toBe(
      'Medida · Otros productos',
    )
    expect(choices.find((choice) => choice.value === 'rosca')?.title).toBe('Rosca')
  })

  it('show 6, 12, 24 or 48 parts a page; 24 for anything else', () => {
    expect([6, 12, 24, 48, null, 7, '12'].map(tablePageSize)).toEqual([6, 12, 24, 48, 24, 24, 24])
  })
})

describe('a row', () => {
  const row = tableRow(
    testProduct({
      key: 'BR-1215',
      name: 'Birlo de presión M12 × 1.5',
      line: 'birlos',
      measures: [
        { column: 'rosca', label: 'Rosca', value: 'M12 × 1.5' },
        { column: 'largo_mm', label: 'Largo', value: '40 mm' },
      ],
      piecesPerPack: 10,
      finish: 'Tropicalizado',
      applications: 'Toyota Corolla 2003–2008',
    }),
  )

  it("keeps the part's measures and facts by column, and nothing unknown", () => {
    expect(row).toEqual({
      key: 'BR-1215',
      name: 'Birlo de presión M12 × 1.5',
      line: 'birlos',
      values: {
        rosca: 'M12 × 1.5',
        largo_mm: '40 mm',
        piezas_por_paquete: '10',
        acabado: 'Tropicalizado',
        aplicaciones: 'Toyota Corolla 2003–2008',
      },
    })
  })

  it("goes to the quote list with its page, its line's drawing and the first two values shown", () => {
    expect(partItem(row, shownColumns('birlos', ['acabado', 'moleteado_mm', 'rosca']))).toEqual({
      key: 'BR-1215',
      name: 'Birlo de presión M12 × 1.5',
      measures: 'Acabado Tropicalizado · Rosca M12 × 1.5',
      href: '/birlos-automotrices/br-1215',
      picture: '/img/familias/stud.svg',
    })
  })
})
