// The twelve product lines of the catalogue: each line's page, its CSV file, its API prefix and
// the measures its parts carry. The importer, `catalogue:check`, the API, the line tables, the
// part pages and the search all read them from here. Run in plain Node too: imports name .ts.
import type { PagePath } from '../site/pages.ts'

/**
 * How a measure is written in the sheet and shown on the site:
 * - `mm`: a decimal in millimetres ('9.5'), shown '9.5 mm';
 * - `mm-range`: two decimals ('16-27' or '16–27'), shown '16–27 mm';
 * - `thread`: a metric thread ('M12 × 1.5', 'M12x1.5', 'M12') or an inch one ('7/8-14 UNF'),
 *   shown in one spelling ('M12 × 1.5', '7/8″-14 UNF');
 * - `count`: a whole number, shown as it is;
 * - `choice`: one of `options`, shown as the option is written;
 * - `text`: free text up to 60 characters.
 */
export type MeasureKind = 'mm' | 'mm-range' | 'thread' | 'count' | 'choice' | 'text'

export type MeasureColumn = {
  /** The CSV column and the key of the measure in the API's `medidas_producto`. */
  column: string
  /** The Spanish name shown in tables, part pages and the spec sheet. */
  label: string
  kind: MeasureKind
  /** A part of the line must have it; otherwise an empty cell or '-' means unknown. */
  required: boolean
  /** Accepted range, for `mm`, `mm-range` and `count`. */
  min?: number
  max?: number
  /** The accepted values, for `choice`. */
  options?: readonly string[]
  /** A valid value, quoted in the check's messages. */
  example: string
}

export type ProductLine = {
  /** The line's CSV file (`data/catalogue/{id}.csv`) and its API prefix (`/api/{id}/…`). */
  id: string
  /** The line's page, from the route table; a part's page is `{path}/{clave}`. */
  path: PagePath
  /** Plural, as a heading ('Birlos automotrices'). */
  name: string
  /** One part of the line, as a title starts ('Birlo'). */
  singular: string
  /** Whether each part must list the vehicles it fits (door pins), or may (the others). */
  applications: 'required' | 'optional'
  /** The measures of the line's parts, in the order tables and pages show them. */
  measures: readonly MeasureColumn[]
}

const mm = (
  column: string,
  label: string,
  min: number,
  max: number,
  example: string,
  required = true,
): MeasureColumn => ({ column, label, kind: 'mm', required, min, max, example })

const thread = (column: string, label: string, example: string, required = true) =>
  ({ column, label, kind: 'thread', required, example }) satisfies MeasureColumn

const choice = (
  column: string,
  label: string,
  options: readonly string[],
  required = true,
): MeasureColumn => ({
  column,
  label,
  kind: 'choice',
  required,
  options,
  example: options[0] ?? '',
})

const text = (column: string, label: string, example: string, required = false) =>
  ({ column, label, kind: 'text', required, example }) satisfies MeasureColumn

/** What the part is for, on lines whose parts are not listed by vehicle. */
const use = text('uso', 'Uso', 'Tapón de cárter')

export const productLines = [
  {
    id: 'pernos',
    path: '/pernos-para-puerta',
    name: 'Pernos para puerta',
    singular: 'Perno',
    applications: 'required',
    measures: [mm('largo_mm', 'Largo', 5, 500, '52'), mm('diametro_mm', 'Diámetro', 2, 60, '7.9')],
  },
  {
    id: 'birlos',
    path: '/birlos-automotrices',
    name: 'Birlos automotrices',
    singular: 'Birlo',
    applications: 'optional',
    measures: [
      thread('rosca', 'Rosca', 'M12 × 1.5'),
      mm('largo_mm', 'Largo', 10, 200, '40'),
      mm('moleteado_mm', 'Moleteado', 5, 40, '14.3', false),
      choice('tipo', 'Tipo', ['Removible hexagonal', 'Integrado al cubo', 'De presión']),
    ],
  },
  {
    id: 'birlos-extrapesados',
    path: '/birlos-extrapesados-camiones-trailers',
    name: 'Birlos extrapesados',
    singular: 'Birlo extrapesado',
    applications: 'optional',
    measures: [
      thread('rosca', 'Rosca', 'M22 × 1.5'),
      mm('largo_mm', 'Largo', 40, 300, '95'),
      mm('moleteado_mm', 'Moleteado', 10, 60, '24.6', false),
      text('tuerca', 'Tuerca', 'Dos piezas, 33 mm'),
    ],
  },
  {
    id: 'tuercas',
    path: '/tuercas-automotrices-birlos',
    name: 'Tuercas automotrices',
    singular: 'Tuerca',
    applications: 'optional',
    measures: [
      thread('rosca', 'Rosca', 'M12 × 1.5'),
      mm('hexagono_mm', 'Hexágono', 8, 60, '19'),
      choice('asiento', 'Asiento', ['Cónico 60°', 'Esférico', 'Plano', 'Plano con rondana']),
      choice('tipo', 'Tipo', ['Cerrada', 'Abierta', 'De seguridad', 'Dos piezas', 'Con brida']),
    ],
  },
  {
    id: 'kits-de-frenos',
    path: '/kits-de-frenos-automotrices',
    name: 'Kits de frenos',
    singular: 'Kit de frenos',
    applications: 'optional',
    measures: [
      choice('freno', 'Freno', ['Tambor', 'Disco']),
      choice('eje', 'Eje', ['Delantero', 'Trasero']),
      {
        column: 'piezas',
        label: 'Piezas',
        kind: 'count',
        required: true,
        min: 1,
        max: 200,
        example: '24',
      },
      text('contenido', 'Contenido', 'Resortes de retorno, pasadores, retenes y clips', true),
    ],
  },
  {
    id: 'tornillos-caliper',
    path: '/tornillo-caliper',
    name: 'Tornillos caliper',
    singular: 'Tornillo caliper',
    applications: 'optional',
    measures: [
      thread('rosca', 'Rosca', 'M10 × 1.25'),
      mm('largo_mm', 'Largo', 10, 200, '72'),
      choice('tipo', 'Tipo', ['Guía con funda', 'Guía corta', 'Guía larga', 'Sujeción']),
      text('cabeza', 'Cabeza', 'Hexagonal 17 mm'),
    ],
  },
  {
    id: 'terminales',
    path: '/terminales-bateria',
    name: 'Terminales de batería',
    singular: 'Terminal',
    applications: 'optional',
    measures: [
      choice('poste', 'Poste', [
        'SAE positivo (+)',
        'SAE negativo (−)',
        'JIS positivo (+)',
        'JIS negativo (−)',
        'Lateral',
        'Universal',
      ]),
      text('cable', 'Cable', '4 AWG'),
      mm('largo_mm', 'Largo', 10, 300, '95', false),
      use,
    ],
  },
  {
    id: 'rondanas',
    path: '/rondanas-cobre',
    name: 'Rondanas de cobre',
    singular: 'Rondana de cobre',
    applications: 'optional',
    measures: [
      mm('diametro_exterior_mm', 'Ø exterior', 4, 80, '18'),
      mm('diametro_interior_mm', 'Ø interior', 2, 70, '12.2'),
      mm('espesor_mm', 'Espesor', 0.3, 6, '1.5'),
      thread('tornillo', 'Tornillo', 'M12', false),
      use,
    ],
  },
  {
    id: 'seguros',
    path: '/seguros-automotrices-interno-externo',
    name: 'Seguros automotrices',
    singular: 'Seguro',
    applications: 'optional',
    measures: [
      choice('tipo', 'Tipo', ['Exterior', 'Interior', 'Tipo E']),
      mm('medida_mm', 'Medida', 2, 150, '20'),
      mm('espesor_mm', 'Espesor', 0.3, 6, '1.2'),
      use,
    ],
  },
  {
    id: 'casquillos',
    path: '/casquillos-automotrices',
    name: 'Casquillos automotrices',
    singular: 'Casquillo',
    applications: 'optional',
    measures: [
      thread('rosca_exterior', 'Rosca exterior', 'M20 × 1.5'),
      thread('rosca_interior', 'Rosca interior', 'M14 × 1.5'),
      mm('largo_mm', 'Largo', 4, 80, '24'),
      use,
    ],
  },
  {
    id: 'abrazaderas',
    path: '/abrazaderas-automotrices',
    name: 'Abrazaderas automotrices',
    singular: 'Abrazadera',
    applications: 'optional',
    measures: [
      choice('tipo', 'Tipo', ['Sinfín', 'De oreja', 'De resorte', 'Tipo T', 'De torre']),
      {
        column: 'diametro_mm',
        label: 'Diámetro',
        kind: 'mm-range',
        required: true,
        min: 4,
        max: 400,
        example: '16-27',
      },
      mm('banda_mm', 'Banda', 3, 40, '9'),
      use,
    ],
  },
  {
    id: 'otros',
    path: '/otros-productos-automotrices',
    name: 'Otros productos',
    singular: 'Pieza',
    applications: 'optional',
    measures: [
      choice('tipo', 'Tipo', [
        'Cuña de media luna',
        'Grapa',
        'Herraje',
        'Clip de moldura',
        'Filtro',
        'Pasador',
      ]),
      text('medida', 'Medida', '3 × 13 mm', true),
      use,
    ],
  },
] as const satisfies readonly ProductLine[]

export type LineId = (typeof productLines)[number]['id']

/** The door pins: the line of the specification's catalogue and its six endpoints. */
export const DOOR_PINS: LineId = 'pernos'

const byId = new Map<string, ProductLine>(productLines.map((line) => [line.id, line]))
const byPath = new Map<string, ProductLine>(productLines.map((line) => [line.path, line]))

export function isLineId(value: unknown): value is LineId {
  return typeof value === 'string' && byId.has(value)
}

export function productLine(id: LineId): ProductLine {
  return byId.get(id) as ProductLine
}

/** The line whose page is at `path`, if any. */
export function lineOfPath(path: string): ProductLine | undefined {
  return byPath.get(path)
}
