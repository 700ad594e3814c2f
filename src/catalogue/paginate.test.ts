import { describe, expect, it } from 'vitest'
import { pageItems, paginate, resultsText } from './paginate'

describe('paginate', () => {
  it('shows the first page', () => {
    expect(paginate(174, 1, 9)).toEqual({ page: 1, pageCount: 20, total: 174, first: 1, last: 9 })
  })

  it('ends the last page where the list ends', () => {
    expect(paginate(174, 20, 9)).toEqual({
      page: 20,
      pageCount: 20,
      total: 174,
      first: 172,
      last: 174,
    })
    expect(resultsText(paginate(174, 20, 9))).toBe('Mostrando 172–174 de 174 resultados')
  })

  it('clamps a page beyond the end (from the URL) to the last page', () => {
    expect(paginate(12, 7, 9)).toMatchObject({ page: 2, first: 10, last: 12 })
  })

  it('clamps nonsense pages to 1', () => {
    expect(paginate(12, 0, 9).page).toBe(1)
    expect(paginate(12, -3, 9).page).toBe(1)
    expect(paginate(12, Number.NaN, 9).page).toBe(1)
  })

  it('reads sensibly with 0 results', () => {
    const empty = paginate(0, 3, 9)
    expect(empty).toEqual({ page: 1, pageCount: 1, total: 0, first: 0, last: 0 })
    expect(resultsText(empty)).toBe('Ningún producto coincide')
  })

  it('uses an en dash and the singular for one result', () => {
    expect(resultsText(paginate(9, 1, 9))).toBe('Mostrando 1\u20139 de 9 resultados')
    expect(resultsText(paginate(1, 1, 9))).toBe('Mostrando 1–1 de 1 resultado')
  })
})

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('leaves gaps around the current page', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20])
    expect(pageItems(1, 20)).toEqual([1, 2, 'gap', 20])
    expect(pageItems(20, 20)).toEqual([1, 'gap', 19, 20])
  })

  it('never hides a single page behind a gap', () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
  })

  it('has one page for one page', () => {
    expect(pageItems(1, 1)).toEqual([1])
  })
})
