import { describe, expect, it } from 'vitest'
import { testProduct } from '../../../tests/product-fixture'
import type { Product } from '../types'
import { type Candidate, compareCandidates, factsOf } from './candidates'
import { candidatesOf } from './candidates-of'

// The Nissan Tsuru 2005's four door pins as the sample catalogue gives them.
const tsuru = (fields: Partial<Product>, note: string | null): Candidate => ({
  product: testProduct(fields),
  fitNote: note,
})
const PP3 = tsuru(
  {
    key: 'PP-3',
    length: '50 mm',
    diameter: '7 mm',
    position: 'Puerta trasera · bisagra superior · lado izquierdo',
    material: 'Acero 1045',
  },
  'Sedán B13, solo puerta izquierda',
)
const PP6 = tsuru(
  {
    key: 'PP-6',
    name: 'Perno de bisagra superior con buje',
    length: '54 mm',
    diameter: '7 mm',
    position: 'Puerta delantera · bisagra superior · ambos lados',
    material: 'Acero 1045 con buje de latón',
  },
  'Puerta delantera, desde 1996 con buje',
)
const PP92 = tsuru(
  {
    key: 'PP-92',
    length: '65 mm',
    diameter: '9.5 mm',
    position: 'Puerta trasera · bisagra superior · ambos lados',
    material: 'Acero 1018 cementado',
  },
  'Taxi, bisagra trasera reforzada',
)
const PP98 = tsuru(
  {
    key: 'PP-98',
    length: '45 mm',
    diameter: '9.5 mm',
    position: 'Puerta trasera · bisagra superior · ambos lados',
    material: 'Acero 1045 rectificado',
  },
  'Desde 2001, bisagra con buje de 9.5 mm',
)

describe('factsOf', () => {
  it('reads door, hinge and side from the position, the bushing from name, material or note', () => {
    expect(factsOf(PP3)).toEqual({
      door: 'Puerta trasera',
      hinge: 'Bisagra superior',
      side: 'Lado izquierdo',
      length: '50 mm',
      diameter: '7 mm',
      bushing: 'Sin buje',
      fit: 'Sedán B13, solo puerta izquierda',
    })
    expect(factsOf(PP6).bushing).toBe('Con buje')
    expect(
      factsOf({ product: testProduct({ note: 'Incluye bujes de latón' }), fitNote: null }),
    ).toMatchObject({
      bushing: 'Con buje',
      door: null,
      fit: null,
    })
    // A material the catalogue does not know says nothing about a bushing.
    expect(factsOf({ product: testProduct(), fitNote: null }).bushing).toBeNull()
  })
})

describe('compareCandidates', () => {
  it('keeps only what differs, each value marked when no other candidate shares it', () => {
    const comparison = compareCandidates([PP3, PP6, PP92, PP98])
    expect(comparison?.rows.map((row) => row.facet)).toEqual([
      'door',
      'side',
      'length',
      'diameter',
      'bushing',
      'fit',
    ])
    expect(comparison?.same).toEqual([
      { facet: 'hinge', label: 'Bisagra', value: 'Bisagra superior' },
    ])
    const length = comparison?.rows.find((row) => row.facet === 'length')
    expect(length?.values).toEqual([
      { key: 'PP-3', value: '50 mm', unique: true },
      { key: 'PP-6', value: '54 mm', unique: true },
      { key: 'PP-92', value: '65 mm', unique: true },
      { key: 'PP-98', value: '45 mm', unique: true },
    ])
    const side = comparison?.rows.find((row) => row.facet === 'side')
    expect(side?.values.map((v) => [v.key, v.value, v.unique])).toEqual([
      ['PP-3', 'Lado izquierdo', true],
      ['PP-6', 'Ambos lados', false],
      ['PP-92', 'Ambos lados', false],
      ['PP-98', 'Ambos lados', false],
    ])
  })

  it('gives each card what sets it apart, by facet', () => {
    const comparison = compareCandidates([PP3, PP92, PP98])
    // Between the three rear pins: side, length, diameter and the note; not the door.
    expect(comparison?.byKey.get('PP-3')).toEqual({
      side: { value: 'Lado izquierdo', unique: true },
      length: { value: '50 mm', unique: true },
      diameter: { value: '7 mm', unique: true },
      fit: { value: 'Sedán B13, solo puerta izquierda', unique: true },
    })
    expect(comparison?.byKey.get('PP-92')).toMatchObject({
      length: { value: '65 mm', unique: true },
      diameter: { value: '9.5 mm', unique: false },
    })
  })

  it('shows a fact one candidate does not know as unknown, and finds nothing to compare in one part', () => {
    const unknown = { product: testProduct({ key: 'PP-7', position: null }), fitNote: null }
    const row = compareCandidates([PP3, unknown])?.rows.find((r) => r.facet === 'door')
    expect(row?.values).toEqual([
      { key: 'PP-3', value: 'Puerta trasera', unique: true },
      { key: 'PP-7', value: '—', unique: true },
    ])
    expect(compareCandidates([PP3])).toBeNull()
    expect(compareCandidates([])).toBeNull()
  })

  it('finds nothing to tell apart in two parts alike', () => {
    const twin = { product: { ...PP92.product, key: 'PP-92S' }, fitNote: PP92.fitNote }
    expect(compareCandidates([PP92, twin])?.rows).toEqual([])
  })
})

describe('candidatesOf', () => {
  const page = (products: Product[], total = products.length) => ({
    total,
    page: 1,
    pages: 1,
    pageSize: 9,
    lineTotal: 174,
    years: [],
    products,
  })
  const tsuruPins = [
    testProduct({
      key: 'PP-3',
      applications: 'Nissan Platina 2002–2010 · Nissan Tsuru 1992–2017',
      fitNotes: [
        { make: 'Nissan', model: 'Platina', note: 'Solo puerta izquierda, bisagra superior' },
        { make: 'Nissan', model: 'Tsuru', note: 'Sedán B13, solo puerta izquierda' },
      ],
    }),
    testProduct({ key: 'PP-92', applications: 'Nissan Tsuru 1992–2017' }),
  ]

  it("takes a vehicle's few parts, each with its note for that car", () => {
    const search = { marca: 'Nissan', modelo: 'tsuru', anio: 2005 }
    expect(
      candidatesOf(page(tsuruPins), search, ['Nissan']).map((c) => [c.product.key, c.fitNote]),
    ).toEqual([
      ['PP-3', 'Sedán B13, solo puerta izquierda'],
      ['PP-92', null],
    ])
  })

  it('takes a search’s few parts, and nothing from a browse or more than a page', () => {
    expect(candidatesOf(page(tsuruPins), { q: 'pp' }, [])).toHaveLength(2)
    expect(candidatesOf(page(tsuruPins), { marca: 'Nissan' }, [])).toEqual([])
    expect(candidatesOf(page(tsuruPins, 12), { q: 'pp' }, [])).toEqual([])
    expect(candidatesOf(page(tsuruPins.slice(0, 1)), { q: 'pp' }, [])).toEqual([])
    expect(candidatesOf(null, { q: 'pp' }, [])).toEqual([])
  })
})
