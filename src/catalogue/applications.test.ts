import { describe, expect, it } from 'vitest'
import { parseApplications, parseYears, yearsText } from './applications'

describe('parseYears', () => {
  it.each([
    ['Tsuru 1992–2017', { rest: 'Tsuru', from: 1992, to: 2017 }],
    ['Tsuru 1992-2017', { rest: 'Tsuru', from: 1992, to: 2017 }],
    ['Tsuru 1992 – 2017', { rest: 'Tsuru', from: 1992, to: 2017 }],
    ['206 2004', { rest: '206', from: 2004, to: 2004 }],
  ])('%s', (text, years) => expect(parseYears(text)).toEqual(years))

  it.each(['Tsuru', 'Tsuru 2017–1992', 'Tsuru 92–17', '2004'])('rejects %s', (text) =>
    expect(parseYears(text)).toBeNull(),
  )
})

describe('parseApplications', () => {
  it('splits make, model and years, a model named by a number included', () => {
    expect(parseApplications('Nissan Tsuru 1992–2017 · Peugeot 206 2000–2004', [])).toEqual([
      { make: 'Nissan', model: 'Tsuru', from: 1992, to: 2017 },
      { make: 'Peugeot', model: '206', from: 2000, to: 2004 },
    ])
  })

  it("finds a make of several words from the catalogue's makes", () => {
    expect(
      parseApplications('Alfa Romeo Giulia 2016–2020 · Volkswagen Jetta A4 1999–2007', [
        'Alfa',
        'Alfa Romeo',
        'Volkswagen',
      ]),
    ).toEqual([
      { make: 'Alfa Romeo', model: 'Giulia', from: 2016, to: 2020 },
      { make: 'Volkswagen', model: 'Jetta A4', from: 1999, to: 2007 },
    ])
  })

  it('reads a model named by digits before its year, and one year alone', () => {
    expect(parseApplications('Peugeot 3008 2010 · Nissan Pickup 720 1980 - 1986', [])).toEqual([
      { make: 'Peugeot', model: '3008', from: 2010, to: 2010 },
      { make: 'Nissan', model: 'Pickup 720', from: 1980, to: 1986 },
    ])
  })

  it('gives null when one entry has no years or a backward range', () => {
    expect(parseApplications('Nissan Tsuru 1992–2017 · Nissan Sentra 2012–2000', [])).toBeNull()
    expect(parseApplications('Nissan 1992–2017', [])).toBeNull()
  })

  it('gives null for text of another shape, so the raw text is shown', () => {
    expect(parseApplications('Universal', [])).toBeNull()
    expect(parseApplications('Nissan Tsuru 1992–2017 · varios modelos', [])).toBeNull()
    expect(parseApplications('', [])).toBeNull()
  })

  it('writes a range with an en dash, one year alone', () => {
    expect(yearsText({ from: 1992, to: 2017 })).toBe('1992–2017')
    expect(yearsText({ from: 2004, to: 2004 })).toBe('2004')
  })
})
