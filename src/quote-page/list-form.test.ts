import { describe, expect, it } from 'vitest'
import { sentValues } from '../forms/validation'
import { EMPTY_BUYER, LIST_RULES, listParams } from './QuoteListForm'

const line = {
  key: 'BR-1225',
  name: 'Birlo de presión M12 × 1.25',
  measures: 'Largo 45 mm',
  href: '/birlos-automotrices/br-1225',
  picture: '',
  quantity: 10,
}

describe("the quote list's send", () => {
  it.each(['55 1234 5678', '+52 55 1234 5678', '(55) 1234-5678'])(
    'sends the phone %j as its ten digits and the e-mail without its spaces',
    (phone) => {
      const buyer = {
        ...EMPTY_BUYER,
        name: 'Ana',
        email: ' ana@taller.mx ',
        phone,
        state: 'Jalisco',
      }
      expect(sentValues(LIST_RULES, listParams([line], buyer))).toMatchObject({
        phone: '5512345678',
        email: 'ana@taller.mx',
      })
    },
  )
})
