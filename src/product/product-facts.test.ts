import { describe, expect, it } from 'vitest'
import { testProduct } from '../../tests/product-fixture'
import { equivalenceRows, factRows } from './product-facts'

const PP1 = testProduct({
  applications: 'Nissan Tsuru 2012–2017 · Nissan March 2011–2014',
  position: 'Puerta trasera · bisagra inferior · ambos lados',
  piecesPerPack: 2,
  finish: 'Tropicalizado',
  material: 'Acero 1045 con buje de latón',
  equivalences: ['Pernotec 40710-5', 'Nissan 80420-01A05'],
})
const TSURU = [{ make: 'Nissan', model: 'Tsuru', from: 2012, to: 2017 }]

describe('factRows', () => {
  it('lists the known facts in order, the pack in pieces', () => {
    expect(factRows(PP1)).toEqual([
      { label: 'Posición', value: 'Puerta trasera · bisagra inferior · ambos lados' },
      { label: 'Piezas por paquete', value: '2 piezas' },
      { label: 'Acabado', value: 'Tropicalizado' },
      { label: 'Material', value: 'Acero 1045 con buje de latón' },
    ])
  })

  it('has no row for an unknown fact', () => {
    expect(factRows(testProduct())).toEqual([])
    expect(factRows(testProduct({ finish: 'Zincado' }))).toEqual([
      { label: 'Acabado', value: 'Zincado' },
    ])
  })
})

describe('equivalenceRows', () => {
  it("splits brand and number and puts the car maker's numbers first", () => {
    expect(equivalenceRows(PP1, TSURU)).toEqual([
      { brand: 'Nissan', number: '80420-01A05', original: true },
      { brand: 'Pernotec', number: '40710-5', original: false },
    ])
  })

  it('knows a make from the applications text when it could not be parsed', () => {
    const product = { ...PP1, applications: 'Nissan Tsuru y similares' }
    expect(equivalenceRows(product, null).map((row) => row.original)).toEqual([true, false])
  })

  it('shows an entry without a brand as a number', () => {
    const product = testProduct({ equivalences: ['80420-01A05'] })
    expect(equivalenceRows(product, TSURU)).toEqual([
      { brand: '', number: '80420-01A05', original: false },
    ])
  })

  it('is empty for a product without equivalences', () => {
    expect(equivalenceRows(testProduct(), TSURU)).toEqual([])
  })
})
