import { describe, expect, it } from 'vitest'
import { parseTypedThread, readMeasure, threadFamily } from './measure-params'
import { parseMillimetres } from './millimetres'
import { measureMatches, threadParam, toleranceText } from './search-measures'

describe('parseMillimetres', () => {
  it.each([
    ['45', 45],
    ['9.5', 9.5],
    ['9,5', 9.5],
    ['45 mm', 45],
    ['45mm', 45],
    [' 9,5 MM ', 9.5],
    ['7.95', 7.95],
  ])('reads %j as %d', (text, value) => {
    expect(parseMillimetres(text)).toBe(value)
  })

  it.each(['', 'abc', '9.5.1', '-3', '.5', '9,5,1', '45 cm', '1/2', '9.5 mm mm'])(
    'refuses %j',
    (text) => {
      expect(parseMillimetres(text)).toBeNull()
    },
  )
})

describe('parseTypedThread', () => {
  it.each([
    ['M12 × 1.5', 'M12 × 1.5'],
    ['m12x1.5', 'M12 × 1.5'],
    ['M12 x 1,5', 'M12 × 1.5'],
    ['12x1.5', 'M12 × 1.5'],
    ['12 x 1.25', 'M12 × 1.25'],
    ['M14', 'M14'],
    ['1/2-20', '1/2″-20'],
    ['1/2″-20 unf', '1/2″-20 UNF'],
  ])('reads %j as %j', (text, thread) => {
    expect(parseTypedThread(text)).toBe(thread)
  })

  it.each(['', 'rosca fina', 'x1.5', 'M'])('refuses %j', (text) => {
    expect(parseTypedThread(text)).toBeNull()
  })

  it('writes a thread for a URL in one spelling that reads back the same', () => {
    expect(threadParam('M12 × 1.5')).toBe('M12x1.5')
    expect(threadParam('1/2″-20 UNF')).toBe('1/2-20 UNF')
    expect(parseTypedThread(threadParam('M12 × 1.25'))).toBe('M12 × 1.25')
    expect(parseTypedThread(threadParam('1/2″-20 UNF'))).toBe('1/2″-20 UNF')
  })
})

describe('the tolerance', () => {
  it('finds a pin within half a millimetre of its length, edges included', () => {
    expect(measureMatches('largo', 45, 45)).toBe(true)
    expect(measureMatches('largo', 45.5, 45)).toBe(true)
    expect(measureMatches('largo', 44.5, 45)).toBe(true)
    expect(measureMatches('largo', 45.6, 45)).toBe(false)
    expect(measureMatches('largo', 44.4, 45)).toBe(false)
  })

  it('finds a pin within two tenths of its diameter, so a 9.5 mm pin is not a 9 mm one', () => {
    expect(measureMatches('diametro', 9.5, 9.5)).toBe(true)
    expect(measureMatches('diametro', 9.3, 9.5)).toBe(true)
    expect(measureMatches('diametro', 9.7, 9.5)).toBe(true)
    expect(measureMatches('diametro', 9.5, 9)).toBe(false)
    expect(measureMatches('diametro', 9.25, 9.5)).toBe(false)
  })

  it('says the tolerance as it is shown', () => {
    expect(toleranceText('largo')).toBe('±0.5 mm')
    expect(toleranceText('diametro')).toBe('±0.2 mm')
  })

  it('finds every pitch of a size asked without one, and only the pitch asked with one', () => {
    expect(threadFamily('M12')).toBe('M12 × *')
    expect(threadFamily('M12 × 1.5')).toBeNull()
    expect(threadFamily('1/2″-20')).toBe('1/2″-20 *')
    expect(threadFamily('1/2″-20 UNC')).toBeNull()
  })
})

describe('readMeasure', () => {
  it('reads a value as typed', () => {
    expect(readMeasure('pernos', 'diametro', '9,5')).toEqual({ value: 9.5 })
    expect(readMeasure('pernos', 'largo', '45 mm')).toEqual({ value: 45 })
    expect(readMeasure('birlos', 'rosca', 'm12x1.5')).toEqual({ value: 'M12 × 1.5' })
  })

  it('says in Spanish what is wrong with a bad value', () => {
    expect(readMeasure('pernos', 'diametro', 'nueve')).toEqual({
      problem: 'Escribe el diámetro en milímetros, solo con números: por ejemplo 7.9 o 7,9.',
    })
    expect(readMeasure('pernos', 'largo', '45 cm')).toEqual({
      problem: 'Escribe el largo en milímetros, solo con números: por ejemplo 52.',
    })
    expect(readMeasure('pernos', 'largo', '950')).toEqual({
      problem: 'El largo de un perno va de 5 a 500 mm; revisa la lectura.',
    })
    expect(readMeasure('birlos', 'rosca', 'fina')).toEqual({
      problem:
        'Escribe la rosca como viene en la pieza, por ejemplo M12 × 1.5, M12x1.5 o 1/2-20 (pulgadas).',
    })
    expect(readMeasure('birlos', 'diametro', '12')).toEqual({
      problem: 'Birlos automotrices no se buscan por diámetro.',
    })
  })
})
