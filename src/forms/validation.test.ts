import { describe, expect, it } from 'vitest'
import { MESSAGES } from './messages'
import { checkField, isRfc, sentValues } from './validation'

describe('checkField', () => {
  it.each([
    ['required', '', MESSAGES.required],
    ['required', ' \t\n', MESSAGES.required],
    ['required', 'Ana', null],
    ['email', '', MESSAGES.required],
    ['email', 'juan@', MESSAGES.invalid.email],
    ['email', 'juan@taller', MESSAGES.invalid.email],
    ['email', 'juan taller@x.mx', MESSAGES.invalid.email],
    ['email', ' juan@taller.mx ', null],
    ['phone', '5512', MESSAGES.invalid.phone],
    ['phone', '55123456789', MESSAGES.invalid.phone],
    ['phone', '55-1234-56', MESSAGES.invalid.phone],
    ['phone', '5512345678', null],
    ['phone', '55 1234 5678', null],
    ['phone', '+52 (55) 1234-5678', null],
    ['phone', '   ', MESSAGES.required],
    ['optional', '', null],
  ] as const)('%s %j → %s', (rule, value, expected) => {
    expect(checkField(rule, value)).toBe(expected)
  })
})

describe('the values as sent', () => {
  it('trims every value and sends a phone as its ten digits', () => {
    expect(
      sentValues(
        { email: 'email', phone: 'phone', message: 'required' },
        { email: ' ana@taller.mx ', phone: '+52 (55) 1234-5678', message: ' Hola ', other: ' x ' },
      ),
    ).toEqual({ email: 'ana@taller.mx', phone: '5512345678', message: 'Hola', other: 'x' })
  })
})

describe('the RFC rule', () => {
  it('takes a company RFC (12) and a person RFC (13), in any case, or nothing', () => {
    for (const rfc of [
      'ABC680524P76',
      'XAXX010101000',
      'gomr840229ab1',
      ' ÑA&010101AB1 ',
      'ABC000229ZZ9',
    ])
      expect(isRfc(rfc), rfc).toBe(true)
    expect(checkField('rfc', '')).toBeNull()
    expect(checkField('rfc', '   ')).toBeNull()
    expect(checkField('rfc', 'XAXX010101000')).toBeNull()
  })

  it('refuses a wrong length, a date that does not exist and stray characters', () => {
    for (const rfc of [
      'AB680524P76', // two letters
      'ABCDE680524P76', // five letters
      'ABC681324P76', // month 13
      'ABC680532P76', // day 32
      'ABC010229P76', // 29 February 2001
      'ABC680524P7', // short check code
      'ABC-680524-P76', // dashes
      'ABC680524P7Ö',
    ])
      expect(checkField('rfc', rfc), rfc).toBe(MESSAGES.invalid.rfc)
  })
})
