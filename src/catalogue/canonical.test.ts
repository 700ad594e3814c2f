import { describe, expect, it } from 'vitest'
import { findName, normalizeName } from './canonical'

describe('normalizeName', () => {
  it.each([
    ['Citroën', 'citroen'],
    ['  SEDÁN ', 'sedan'],
    ['Alfa   Romeo', 'alfa romeo'],
    ['206', '206'],
  ])('%s → %s', (input, output) => expect(normalizeName(input)).toBe(output))
})

describe('findName', () => {
  it('prefers the exact name, then one equal but for case and accents', () => {
    expect(findName(['Sedan', 'Sedán'], 'Sedán')).toBe('Sedán')
    expect(findName(['Sedán'], 'SEDAN')).toBe('Sedán')
    expect(findName(['Sedán'], 'Seda')).toBeUndefined()
  })
})
