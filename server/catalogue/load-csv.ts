import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'csv-parse/sync'
import { decodeCatalogueText, unclosedQuoteLine } from './csv-text.ts'
import { FACT_COLUMNS, type ProductFacts, parseFacts } from './product-facts.ts'

// Reads and validates the catalogue spreadsheet that sales staff keep (one row per product).
// Every problem is reported with its line so that staff can fix the sheet; messages are Spanish.

export type CatalogueApplication = { brand: string; model: string; from: number; to: number }

export type CatalogueRow = {
  line: number
  key: string
  name: string
  tag: string
  note: string
  lengthMm: number
  diameterMm: number
  applications: CatalogueApplication[]
} & ProductFacts

/** The columns every sheet has, in any order; the facts' columns (FACT_COLUMNS) are optional. */
export const CSV_COLUMNS = [
  'clave',
  'nombre',
  'etiqueta',
  'txt_adicional',
  'largo_mm',
  'diametro_mm',
  'aplicaciones',
] as const

/** The catalogue that staff edit, wherever the process was started from. */
export const CATALOGUE_CSV = fileURLToPath(
  new URL('../../data/catalogue/productos.csv', import.meta.url),
)

type RawRecord = { info: { lines: number }; record: string[] }

const KEY_PATTERN = /^[A-Z]{1,5}-\d{1,5}[A-Z]?$/
const DECIMAL_PATTERN = /^\d+(\.\d+)?$/
const YEARS_PATTERN = /^(\d{4})(?:\s*[-–]\s*(\d{4}))?$/
const FIRST_YEAR = 1950
const LAST_YEAR = 2100

export function loadCatalogueCsv(csvPath: string): CatalogueRow[] {
  const source = basename(csvPath)
  let bytes: Uint8Array
  try {
    bytes = readFileSync(csvPath)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new Error(
      code === 'ENOENT'
        ? `no existe el archivo ${csvPath}`
        : `no se pudo abrir ${csvPath} (${code ?? error})`,
    )
  }
  const decoded = decodeCatalogueText(bytes, source)
  if ('problems' in decoded) throw new Error(`Catálogo no válido:\n${decoded.problems.join('\n')}`)
  return parseCatalogueCsv(decoded.text, source)
}

function parseCatalogueCsv(text: string, source = 'productos.csv'): CatalogueRow[] {
  let records: RawRecord[]
  try {
    // Rows of the wrong length are reported below, with the others, instead of stopping here.
    // The cast: csv-parse's types do not model the record shape that `info: true` produces.
    records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as RawRecord[]
  } catch (error) {
    const opened = unclosedQuoteLine(text)
    if (opened !== undefined) {
      throw new Error(
        `Catálogo no válido:\n${source}, línea ${opened}: unas comillas se abren y no se cierran ` +
          '(cierre el texto con otras comillas; dentro de un texto, escriba "" para una comilla)',
      )
    }
    const line = (error as { lines?: number }).lines ?? 1
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      `Catálogo no válido:\n${source}, línea ${line}: no se pudo leer el CSV (${reason})`,
    )
  }
  const [header, ...body] = records
  const columns = checkHeader(header?.record ?? [], source)
  const issues: string[] = []
  const rows: CatalogueRow[] = []
  for (const { info, record } of body) {
    const report = (message: string) => issues.push(`${source}, línea ${info.lines}: ${message}`)
    if (record.length !== columns.length) {
      report(
        `tiene ${record.length} campos y debe tener ${columns.length} ` +
          '(un texto con comas debe ir entre comillas)',
      )
      continue
    }
    const fields = Object.fromEntries(columns.map((column, i) => [column, record[i] ?? '']))
    const row = parseRow(fields, info.lines, report)
    if (row) rows.push(row)
  }
  if (body.length === 0) issues.push(`${source}: el catálogo no tiene productos`)
  checkAcrossRows(rows, (line, message) => issues.push(`${source}, línea ${line}: ${message}`))
  if (issues.length > 0) throw new Error(`Catálogo no válido:\n${issues.join('\n')}`)
  return rows
}

const KNOWN_COLUMNS: readonly string[] = [...CSV_COLUMNS, ...FACT_COLUMNS]

function checkHeader(header: string[], source: string): string[] {
  const missing = CSV_COLUMNS.filter((column) => !header.includes(column))
  const unknown = header.filter((name) => !KNOWN_COLUMNS.includes(name))
  const repeated = header.filter((name, i) => header.indexOf(name) !== i)
  if (missing.length > 0 || unknown.length > 0 || repeated.length > 0) {
    throw new Error(
      `${source}, línea 1: debe tener las columnas ${CSV_COLUMNS.join(', ')} ` +
        `(y puede tener ${FACT_COLUMNS.join(', ')})` +
        (missing.length > 0 ? `; faltan: ${missing.join(', ')}` : '') +
        (unknown.length > 0 ? `; sobran: ${unknown.join(', ')}` : '') +
        (repeated.length > 0 ? `; repetidas: ${repeated.join(', ')}` : ''),
    )
  }
  return header
}

function parseRow(
  record: Record<string, string>,
  line: number,
  report: (message: string) => void,
): CatalogueRow | undefined {
  const field = (column: (typeof CSV_COLUMNS)[number] | (typeof FACT_COLUMNS)[number]) =>
    cleanText(record[column] ?? '')
  let failed = false
  const fail = (message: string) => {
    failed = true
    report(message)
  }

  const key = field('clave')
  if (!KEY_PATTERN.test(key)) {
    fail(`la clave "${key}" no tiene el formato LETRAS-NÚMERO (por ejemplo PP-101 o PP-12S)`)
  }
  const name = field('nombre')
  if (name === '') fail('falta el nombre')
  const lengthMm = parseMillimetres(field('largo_mm'), 'largo_mm', 5, 500, fail)
  const diameterMm = parseMillimetres(field('diametro_mm'), 'diametro_mm', 2, 60, fail)
  if (lengthMm !== undefined && diameterMm !== undefined && diameterMm >= lengthMm) {
    fail(`el diámetro (${diameterMm} mm) debe ser menor que el largo (${lengthMm} mm)`)
  }
  const applications = parseApplications(field('aplicaciones'), fail)
  const facts = parseFacts(field, key, fail)

  if (failed || lengthMm === undefined || diameterMm === undefined || !facts) return undefined
  return {
    line,
    key,
    name,
    tag: field('etiqueta') || '-',
    note: field('txt_adicional') || '-',
    lengthMm,
    diameterMm,
    applications,
    ...facts,
  }
}

function parseMillimetres(
  value: string,
  column: string,
  min: number,
  max: number,
  fail: (message: string) => void,
): number | undefined {
  if (!DECIMAL_PATTERN.test(value)) {
    fail(
      `${column} "${value}" debe ser un número en milímetros con punto decimal (por ejemplo 9.5)`,
    )
    return undefined
  }
  const number = Number(value)
  if (number < min || number > max) {
    fail(`${column} ${number} está fuera del intervalo ${min}–${max} mm`)
    return undefined
  }
  return number
}

function parseApplications(value: string, fail: (message: string) => void): CatalogueApplication[] {
  const parts = value.split(';').map((part) => part.trim())
  if (value === '' || parts.some((part) => part === '')) {
    fail('aplicaciones debe listar "Marca|Modelo|años" separados por " ; " sin elementos vacíos')
    return []
  }
  const applications: CatalogueApplication[] = []
  for (const part of parts) {
    const [brand = '', model = '', years = '', ...extra] = part.split('|').map(cleanText)
    const match = YEARS_PATTERN.exec(years)
    if (brand === '' || model === '' || !match || extra.length > 0) {
      fail(
        `la aplicación "${part}" debe ser Marca|Modelo|años (por ejemplo Nissan|Tsuru|1992-2017)`,
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
    applications.push({ brand, model, from, to })
  }
  return applications
}

// Checks that need the whole sheet: unique keys, one brand per model (the API looks a model up
// by its name alone) and one spelling per brand and model (so filters do not split).
function checkAcrossRows(rows: CatalogueRow[], report: (line: number, message: string) => void) {
  const keys = new Map<string, number>()
  const modelBrands = new Map<string, { brand: string; line: number }>()
  const spellings = new Map<string, { name: string; line: number }>()
  const checkSpelling = (kind: string, name: string, line: number) => {
    const folded = `${kind}:${foldName(name)}`
    const seen = spellings.get(folded)
    if (!seen) spellings.set(folded, { name, line })
    else if (seen.name !== name) {
      report(
        line,
        `${kind} "${name}" difiere de "${seen.name}" (línea ${seen.line}) solo en mayúsculas o ` +
          'acentos; use una sola forma',
      )
    }
  }
  for (const row of rows) {
    const keyLine = keys.get(row.key)
    if (keyLine === undefined) keys.set(row.key, row.line)
    else report(row.line, `la clave ${row.key} ya aparece en la línea ${keyLine}`)

    for (const { brand, model } of row.applications) {
      checkSpelling('la marca', brand, row.line)
      checkSpelling('el modelo', model, row.line)
      const seen = modelBrands.get(model)
      if (!seen) modelBrands.set(model, { brand, line: row.line })
      else if (seen.brand !== brand) {
        report(
          row.line,
          `el modelo "${model}" aparece con la marca ${brand} y con ${seen.brand} (línea ${seen.line}); ` +
            'cada nombre de modelo debe pertenecer a una sola marca',
        )
      }
    }
  }
}

/** Trims, collapses inner whitespace and composes accents (NFC) so that URLs match the data. */
function cleanText(value: string): string {
  return value.normalize('NFC').replace(/\s+/g, ' ').trim()
}

function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}
