import type { LineId, ProductLine } from '../../src/catalogue/lines.ts'
import { type Measure, parseMeasure } from '../../src/catalogue/measures.ts'
import { type FactColumn, type ProductFacts, parseFacts } from './product-facts.ts'

// One row of a line's sheet read into a part: its key, name, measures (by the line's columns),
// the vehicles it fits and its facts. Every bad value is reported through `fail` in the staff's
// Spanish; the caller adds the file and line.

export type CatalogueApplication = {
  brand: string
  model: string
  from: number
  to: number
  /** What tells the fit apart ('Sedán, serie B13', 'Desde 2005, con buje'); absent for none. */
  note?: string
}

/** The longest fitment note: a few words that fit a card's line on a phone. */
export const APPLICATION_NOTE_MAX = 60

export type CataloguePart = {
  productLine: LineId
  /** The file and line the part was read from, for the messages of checks across rows. */
  source: string
  lineNumber: number
  key: string
  name: string
  /** 'más vendido', 'nuevo', other text, or '-' */
  tag: string
  /** '-' for none */
  note: string
  /** By column (`largo_mm`, `rosca`…); a measure the sheet leaves empty is absent. */
  measures: Record<string, Measure>
  applications: CatalogueApplication[]
} & ProductFacts

/** The columns every line's sheet has, whatever its measures. */
export const BASE_COLUMNS = ['clave', 'nombre', 'etiqueta', 'txt_adicional'] as const

const KEY_PATTERN = /^[A-Z]{1,5}-\d{1,5}[A-Z]?$/
const YEARS_PATTERN = /^(\d{4})(?:\s*[-–]\s*(\d{4}))?$/
const FIRST_YEAR = 1950
const LAST_YEAR = 2100

const isNone = (value: string) => value === '' || value === '-'

/** Trims, collapses inner whitespace and composes accents (NFC) so that URLs match the data. */
export function cleanText(value: string): string {
  return value.normalize('NFC').replace(/\s+/g, ' ').trim()
}

export function parsePartRow(
  line: ProductLine,
  cell: (column: string) => string,
  where: { source: string; lineNumber: number },
  fail: (message: string) => void,
): CataloguePart | undefined {
  let failed = false
  const report = (message: string) => {
    failed = true
    fail(message)
  }
  const field = (column: string) => cleanText(cell(column))

  const key = field('clave')
  if (!KEY_PATTERN.test(key)) {
    report(`la clave "${key}" no tiene el formato LETRAS-NÚMERO (por ejemplo PP-101 o PP-12S)`)
  }
  const name = field('nombre')
  if (name === '') report('falta el nombre')

  const measures: Record<string, Measure> = {}
  for (const column of line.measures) {
    const value = field(column.column)
    if (isNone(value)) {
      if (column.required) {
        report(`falta ${column.column} (${column.label}); por ejemplo ${column.example}`)
      }
      continue
    }
    const measure = parseMeasure(column, value)
    if ('problem' in measure) report(measure.problem)
    else measures[column.column] = measure
  }
  for (const problem of measureProblems(line.id as LineId, measures)) report(problem)

  const applicationsCell = field('aplicaciones')
  const applications =
    line.applications === 'optional' && isNone(applicationsCell)
      ? []
      : parseApplications(applicationsCell, report)
  const facts = parseFacts(field as (column: FactColumn) => string, key, line.id, report)

  if (failed || !facts) return undefined
  return {
    productLine: line.id as LineId,
    ...where,
    key,
    name,
    tag: field('etiqueta') || '-',
    note: field('txt_adicional') || '-',
    measures,
    applications,
    ...facts,
  }
}

/** Rules between two measures of one part. */
function measureProblems(line: LineId, measures: Record<string, Measure>): string[] {
  const value = (column: string) => measures[column]?.value
  const smaller = (inner: string, outer: string, message: string) => {
    const [a, b] = [value(inner), value(outer)]
    return a !== undefined && b !== undefined && a >= b
      ? [message.replace('{a}', String(a)).replace('{b}', String(b))]
      : []
  }
  if (line === 'pernos') {
    return smaller(
      'diametro_mm',
      'largo_mm',
      'el diámetro ({a} mm) debe ser menor que el largo ({b} mm)',
    )
  }
  if (line === 'rondanas') {
    return smaller(
      'diametro_interior_mm',
      'diametro_exterior_mm',
      'el diámetro interior ({a} mm) debe ser menor que el exterior ({b} mm)',
    )
  }
  return []
}

function parseApplications(value: string, fail: (message: string) => void): CatalogueApplication[] {
  const parts = value.split(';').map((part) => part.trim())
  if (value === '' || parts.some((part) => part === '')) {
    fail('aplicaciones debe listar "Marca|Modelo|años" separados por " ; " sin elementos vacíos')
    return []
  }
  const applications: CatalogueApplication[] = []
  for (const part of parts) {
    const [brand = '', model = '', years = '', note = '', ...extra] = part.split('|').map(cleanText)
    const match = YEARS_PATTERN.exec(years)
    if (brand === '' || model === '' || !match || extra.length > 0) {
      fail(
        `la aplicación "${part}" debe ser Marca|Modelo|años o Marca|Modelo|años|nota ` +
          '(por ejemplo Nissan|Tsuru|1992-2017 o Nissan|Tsuru|1992-2004|Sedán, serie B13)',
      )
      continue
    }
    if (note.length > APPLICATION_NOTE_MAX) {
      fail(
        `la nota de ${brand} ${model} tiene ${note.length} caracteres; escriba a lo más ` +
          `${APPLICATION_NOTE_MAX} (por ejemplo "Desde 2005, con buje")`,
      )
      continue
    }
    const from = Number(match[1])
    const to = Number(match[2] ?? match[1])
    if (from < FIRST_YEAR || to > LAST_YEAR || from > to) {
      fail(`los años "${years}" de ${brand} ${model} no son un intervalo válido`)
      continue
    }
    if (applications.some((application) => application.model === model)) {
      fail(`el modelo "${model}" aparece dos veces en las aplicaciones`)
      continue
    }
    applications.push(isNone(note) ? { brand, model, from, to } : { brand, model, from, to, note })
  }
  return applications
}
