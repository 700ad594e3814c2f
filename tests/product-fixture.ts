import { type LineId, productLine } from '../src/catalogue/lines'
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
    fitNotes: [],
    line: 'pernos',
    measures: [
      { column: 'largo_mm', label: 'Largo', value: fields.length ?? '52 mm' },
      { column: 'diametro_mm', label: 'Diámetro', value: fields.diameter ?? '7.9 mm' },
    ],
    ...fields,
  }
}

/** Sample measures of a part of each line other than the door pins, as the API shows them. */
const SAMPLE_MEASURES: Partial<Record<LineId, Record<string, string>>> = {
  birlos: { rosca: 'M12 × 1.5', largo_mm: '40 mm', moleteado_mm: '14.3 mm', tipo: 'De presión' },
  'kits-de-frenos': {
    freno: 'Tambor',
    eje: 'Trasero',
    piezas: '24',
    contenido: 'Resortes de retorno, pasadores, retenes y clips',
  },
  abrazaderas: { tipo: 'Sinfín', diametro_mm: '16–27 mm', banda_mm: '9 mm', uso: 'Combustible' },
}

/**
 * A part of `line` for unit tests: a door pin as testProduct, any other line's part with that
 * line's sample measures (labels from lines.ts), no tag, note, facts or applications.
 */
export function testPart(line: LineId, fields: Partial<Product> = {}): Product {
  if (line === 'pernos') return testProduct(fields)
  const values = SAMPLE_MEASURES[line] ?? {}
  const measures = productLine(line).measures.flatMap(({ column, label }) =>
    values[column] === undefined ? [] : [{ column, label, value: values[column] }],
  )
  return testProduct({
    key: 'BR-1215',
    name: `${productLine(line).singular} de prueba`,
    length: measures.find((m) => m.column === 'largo_mm')?.value ?? '',
    diameter: '',
    line,
    measures,
    ...fields,
  })
}
