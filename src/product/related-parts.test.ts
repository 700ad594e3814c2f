import { describe, expect, it } from 'vitest'
import { testPart, testProduct } from '../../tests/product-fixture'
import { parseApplications } from '../catalogue/applications'
import { RELATED_LIMIT, relatedParts, relatedQuery, relatedRule } from './related-parts'

const stud = (key: string, fields: Parameters<typeof testPart>[1] = {}) =>
  testPart('birlos', { key, ...fields })

describe('relatedRule', () => {
  it('takes the first car a part fits', () => {
    const product = stud('BR-1', { applications: 'Toyota Corolla 2003–2008 · Toyota Yaris 2006' })
    expect(relatedRule(product, parseApplications(product.applications, []))).toEqual({
      kind: 'car',
      make: 'Toyota',
      model: 'Corolla',
    })
  })

  it("without cars, takes the line's first thread or choice the part has", () => {
    expect(relatedRule(stud('BR-1'), null)).toEqual({
      kind: 'measure',
      column: 'rosca',
      label: 'Rosca',
      value: 'M12 × 1.5',
    })
    const clamp = testPart('abrazaderas', {
      measures: [
        { column: 'diametro_mm', label: 'Diámetro', value: '16–27 mm' },
        { column: 'tipo', label: 'Tipo', value: 'Sinfín' },
      ],
    })
    expect(relatedRule(clamp, null)).toMatchObject({ column: 'tipo', value: 'Sinfín' })
  })

  it('falls back to the first measure, and to nothing without one', () => {
    expect(relatedRule(testProduct(), null)).toMatchObject({ column: 'largo_mm', value: '52 mm' })
    expect(relatedRule(testProduct({ measures: [] }), null)).toBeNull()
  })
})

describe('relatedQuery', () => {
  it("asks one small page: the car's model, or the measure's words", () => {
    expect(relatedQuery({ kind: 'car', make: 'Nissan', model: 'Tsuru' })).toEqual({
      modelo: 'Tsuru',
      por_pagina: RELATED_LIMIT + 1,
    })
    const query = relatedQuery({ kind: 'measure', column: 'rosca', label: 'Rosca', value: 'M12' })
    expect(query.q).toBe('M12')
    expect(query.por_pagina).toBeLessThanOrEqual(24)
  })
})

describe('relatedParts', () => {
  it('keeps the other parts of the line that match, in the order given, at most six', () => {
    const fits = (model: string) => ({ applications: `Nissan ${model} 2000–2010` })
    const product = stud('BR-1', fits('Tsuru'))
    const candidates = [
      stud('BR-1', fits('Tsuru')),
      stud('BR-2', fits('Sentra')),
      testPart('tuercas', { key: 'TR-1', ...fits('Tsuru') }),
      ...['BR-3', 'BR-4', 'BR-5', 'BR-6', 'BR-7', 'BR-8', 'BR-9'].map((key) =>
        stud(key, fits('Tsuru')),
      ),
    ]
    const rule = relatedRule(product, parseApplications(product.applications, []))
    expect(relatedParts(product, rule, candidates, ['Nissan']).map((p) => p.key)).toEqual([
      'BR-3',
      'BR-4',
      'BR-5',
      'BR-6',
      'BR-7',
      'BR-8',
    ])
  })

  it('by a measure, only the parts with the same value (a search finds more)', () => {
    const product = stud('BR-1')
    const other = (key: string, value: string) =>
      stud(key, { measures: [{ column: 'rosca', label: 'Rosca', value }] })
    const candidates = [other('BR-2', 'M12 × 1.25'), other('BR-3', 'M12 × 1.5')]
    expect(
      relatedParts(product, relatedRule(product, null), candidates, []).map((p) => p.key),
    ).toEqual(['BR-3'])
    expect(relatedParts(product, null, candidates, [])).toEqual([])
  })
})
