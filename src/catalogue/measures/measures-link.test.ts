import { describe, expect, it } from 'vitest'
import type { Product } from '../types'
import { measuresHref } from './measures-link'

const part = (line: Product['line'], measures: [string, string][]): Product =>
  ({
    key: 'X-1',
    line,
    measures: measures.map(([column, value]) => ({ column, label: column, value })),
  }) as unknown as Product

describe("a part page's 'Busca por medidas'", () => {
  it("opens the door pins' catalogue at the pin's length and diameter", () => {
    expect(
      measuresHref(
        part('pernos', [
          ['largo_mm', '45 mm'],
          ['diametro_mm', '9.5 mm'],
        ]),
      ),
    ).toBe('/pernos-para-puerta?largo=45&diametro=9.5#medidas')
  })

  it("opens the studs' page at the stud's thread and length", () => {
    expect(
      measuresHref(
        part('birlos', [
          ['rosca', 'M12 × 1.5'],
          ['largo_mm', '40 mm'],
        ]),
      ),
    ).toBe('/birlos-automotrices?rosca=M12x1.5&largo=40#medidas')
  })

  it('is not offered for a line not searched by measures, or a part without them', () => {
    expect(measuresHref(part('tuercas', [['rosca', 'M12 × 1.5']]))).toBeNull()
    expect(measuresHref(part('pernos', []))).toBeNull()
  })
})
