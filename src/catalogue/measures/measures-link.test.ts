import { describe, expect, it } from 'vitest'
import type { Product } from '../types'
import { measuresLink } from './measures-link'

const part = (line: Product['line'], measures: [string, string][]): Product =>
  ({
    key: 'X-1',
    line,
    measures: measures.map(([column, value]) => ({ column, label: column, value })),
  }) as unknown as Product

describe("a part page's 'Busca por medidas'", () => {
  it("opens the door pins' catalogue at the pin's length and diameter", () => {
    expect(
      measuresLink(
        part('pernos', [
          ['largo_mm', '45 mm'],
          ['diametro_mm', '9.5 mm'],
        ]),
      ),
    ).toEqual({ to: '/pernos-para-puerta', search: { largo: 45, diametro: 9.5 }, hash: 'medidas' })
  })

  it("opens the studs' page at the stud's thread and length", () => {
    expect(
      measuresLink(
        part('birlos', [
          ['rosca', 'M12 × 1.5'],
          ['largo_mm', '40 mm'],
        ]),
      ),
    ).toEqual({
      to: '/birlos-automotrices',
      search: { rosca: 'M12x1.5', largo: 40 },
      hash: 'medidas',
    })
  })

  it('is not offered for a line not searched by measures, or a part without them', () => {
    expect(measuresLink(part('tuercas', [['rosca', 'M12 × 1.5']]))).toBeNull()
    expect(measuresLink(part('pernos', []))).toBeNull()
  })
})
