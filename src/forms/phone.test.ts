import { describe, expect, it } from 'vitest'
import { nationalPhone } from './phone'

describe('a phone as people write it', () => {
  it.each([
    '5512345678',
    '55 1234 5678',
    '55-1234-5678',
    '55.1234.5678',
    '(55) 1234-5678',
    '(55)12345678',
    '+52 55 1234 5678',
    '+52 (55) 1234-5678',
    '52 55 1234 5678',
    '525512345678',
    '  55 1234 5678 ',
  ])('%j is 5512345678', (written) => {
    expect(nationalPhone(written)).toBe('5512345678')
  })

  it.each([
    ['too few digits', '55 1234 56'],
    ['too many digits', '55 1234 56789'],
    ['letters', '55 1234 567a'],
    ['another country code', '+1 555 123 4567'],
    ['a plus without a country code', '+55 1234 5678'],
    ['a plus not at the start', '55+1234 5678'],
    ['twelve digits not starting with 52', '331234567890'],
    ['nothing', ''],
  ])('refuses %s (%j)', (_why, written) => {
    expect(nationalPhone(written)).toBeNull()
  })
})
