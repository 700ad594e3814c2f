import { describe, expect, it } from 'vitest'
import { searchWords, threadWords } from './measures'

// What indexing and asking share: a thread or a size is one word whatever its separator.
describe('the words a search compares', () => {
  it.each([
    ['M12 x 1.25', ['m12x1.25']],
    ['m12x1.25', ['m12x1.25']],
    ['M12 × 1.25', ['m12x1.25']],
    ['M 12 X 1,25', ['m12x1.25']],
    ['M12-1.25', ['m12x1.25']],
    ['M12 1.25', ['m12x1.25']],
    ['12 × 1.25', ['12x1.25']],
    ['12x1.5', ['12x1.5']],
    ['1/2-20', ['1/2x20']],
    ['1/2″-20 UNF', ['1/2x20', 'unf']],
    ['1/2" - 20', ['1/2x20']],
    ['1 / 2 x 20', ['1/2x20']],
    ['1/2', ['1/2']],
    ['Birlo de presión M12 × 1.25.', ['birlo', 'de', 'presion', 'm12x1.25']],
    ['Rueda delantera/trasera', ['rueda', 'delantera', 'trasera']],
    ['Largo 45 mm', ['largo', '45', 'mm']],
  ])('%j reads as %j', (typed, words) => {
    expect(searchWords(typed)).toEqual(words)
  })

  it('finds a metric thread with and without its M, an inch thread by its size and series', () => {
    expect(threadWords('M12 × 1.5')).toEqual(['m12x1.5', '12x1.5'])
    expect(threadWords('M12')).toEqual(['m12', '12'])
    expect(threadWords('1/2″-20 UNF')).toEqual(['1/2x20', 'unf'])
  })
})
