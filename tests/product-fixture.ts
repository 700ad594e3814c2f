import type { Product } from '../src/catalogue/types'

/** A door pin for unit tests: PP-1's measures, no tag, note, facts or applications. */
export function testProduct(fields: Partial<Product> = {}): Product {
  const key = fields.key ?? 'PP-1'
  return {
    key,
    name: 'Perno de puerta trasera',
    image: key.toLowerCase(),
    alt: '',
    tag: null,
    note: null,
    length: '52 mm',
    diameter: '7.9 mm',
    applications: '',
    position: null,
    piecesPerPack: null,
    finish: null,
    material: null,
    equivalences: [],
    line: 'pernos',
    measures: [
      { column: 'largo_mm', label: 'Largo', value: fields.length ?? '52 mm' },
      { column: 'diametro_mm', label: 'Diámetro', value: fields.diameter ?? '7.9 mm' },
    ],
    ...fields,
  }
}
