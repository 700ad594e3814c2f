import { describe, expect, it } from 'vitest'
import { quantityProblem, typedPieces } from './quantity'

describe('a typed quantity', () => {
  it('reads whole numbers, with thousands separators', () => {
    expect(typedPieces('50')).toBe(50)
    expect(typedPieces(' 1,000 ')).toBe(1000)
    expect(typedPieces('1 000')).toBe(1000)
    expect(typedPieces('12.5')).toBeNull()
    expect(typedPieces('-3')).toBeNull()
    expect(typedPieces('diez')).toBeNull()
  })

  it('says in Spanish what keeps it from being sent', () => {
    expect(quantityProblem('')).toBe('Escribe cuántas piezas necesitas.')
    expect(quantityProblem('12.5')).toBe('Escribe un número entero de piezas, por ejemplo 50.')
    expect(quantityProblem('9')).toBe('El pedido mínimo es de 10 piezas por partida.')
    expect(quantityProblem('1000001')).toBe(
      'Para más de 1,000,000 piezas, escríbenos por WhatsApp.',
    )
    expect(quantityProblem('10')).toBeNull()
    expect(quantityProblem('1,000,000')).toBeNull()
  })
})
