import { describe, expect, it } from 'vitest'
import { matchNumbers, numberEntries, numberForms, numberQuery } from './number-match'

describe('numberForms', () => {
  it.each([
    ['PP-12', ['pp12']],
    ['BR-1245', ['br1245']],
    ['Pernotec 40710-5', ['pernotec407105', '407105']],
    ['Nissan 80420-01A05', ['nissan8042001a05', '8042001a05']],
    ['Alfa Romeo 60 5.12/A', ['alfaromeo60512a', '60512a']],
    ['  ', []],
  ])('%s → %j', (text, forms) => {
    expect(numberForms(text)).toEqual(forms)
  })
})

describe('numberQuery', () => {
  it.each([
    ['4 0 7 1 0-5', '407105'],
    ['pp12', 'pp12'],
    ['BR 1245', 'br1245'],
    ['40710.5', '407105'],
    ['7/16', '716'],
  ])('"%s" is the number %s', (query, wanted) => {
    expect(numberQuery(query)).toBe(wanted)
  })

  it.each(['tsuru', 'sedán', '5', ' - '])('"%s" is no number', (query) => {
    expect(numberQuery(query)).toBeNull()
  })
})

describe('matching numbers', () => {
  const pin = numberEntries(['PP-1', 'Nissan 80420-01A05', 'Pernotec 40710-5'])

  it('matches a whole number with or without its brand, and says which', () => {
    expect(matchNumbers('407105', pin)).toEqual({
      exact: true,
      number: 'Pernotec 40710-5',
      length: 6,
    })
    expect(matchNumbers('pp1', pin)).toMatchObject({ exact: true, number: 'PP-1' })
    expect(matchNumbers('nissan8042001a05', pin)).toMatchObject({ exact: true })
  })

  it('matches the start of a number from three characters on', () => {
    expect(matchNumbers('80420', pin)).toMatchObject({ exact: false, number: 'Nissan 80420-01A05' })
    expect(matchNumbers('80', pin)).toBeNull()
    expect(matchNumbers('99', pin)).toBeNull()
  })
})
