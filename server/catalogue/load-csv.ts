import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'csv-parse/sync'
import { type ProductLine, productLines } from '../../src/catalogue/lines.ts'
import { decodeCatalogueText, unclosedQuoteLine } from './csv-text.ts'
import { BASE_COLUMNS, type CataloguePart, parsePartRow } from './part-row.ts'
import { FACT_COLUMNS } from './product-facts.ts'

// Reads and validates the catalogue that operators keep: one CSV per product line
// (`{line id}.csv` in one folder), one row per part. Every problem is reported with its file and
// line so that staff can fix the sheet; messages are Spanish.

export type { CatalogueApplication, CataloguePart } from './part-row.ts'

/** The catalogue's folder, wherever the process was started from. */
export const CATALOGUE_DIR = fileURLToPath(new URL('../../data/catalogue/', import.meta.url))

/** A line's sheet in a catalogue folder. */
export function lineCsvPath(dir: string, line: ProductLine): string {
  return join(dir, `${line.id}.csv`)
}

/**
 * A line's columns in the order a new sheet lists them, and those it must have (the others may
 * be left out).
 */
export function lineColumns(line: ProductLine): { columns: string[]; required: string[] } {
  return {
    columns: [
      ...BASE_COLUMNS,
      ...line.measures.map((m) => m.column),
      'aplicaciones',
      ...FACT_COLUMNS,
    ],
    required: [
      ...BASE_COLUMNS,
      ...line.measures.filter((m) => m.required).map((m) => m.column),
      ...(line.applications === 'required' ? ['aplicaciones'] : []),
    ],
  }
}

type RawRecord = { info: { lines: number }; record: string[] }

/** Every line's parts from the sheets in `dir`; throws with every problem of every sheet. */
export function loadCatalogue(dir: string = CATALOGUE_DIR): CataloguePart[] {
  const parts: CataloguePart[] = []
  const problems: string[] = []
  for (const line of productLines) {
    const read = readLineCsv(line, lineCsvPath(dir, line))
    if ('problems' in read) problems.push(...read.problems)
    else parts.push(...read.parts)
  }
  problems.push(...problemsAcrossRows(parts))
  if (problems.length === 0 && parts.length === 0)
    problems.push(`${dir}: el catálogo no tiene piezas`)
  if (problems.length > 0) throw new Error(`Catálogo no válido:\n${problems.join('\n')}`)
  return parts
}

/** One line's sheet; throws with its problems (checks across sheets are loadCatalogue's). */
export function loadLineCsv(line: ProductLine, csvPath: string): CataloguePart[] {
  const read = readLineCsv(line, csvPath)
  if ('problems' in read) throw new Error(`Catálogo no válido:\n${read.problems.join('\n')}`)
  return read.parts
}

function readLineCsv(
  line: ProductLine,
  csvPath: string,
): { parts: CataloguePart[] } | { problems: string[] } {
  const source = basename(csvPath)
  let bytes: Uint8Array
  try {
    bytes = readFileSync(csvPath)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return {
      problems: [
        code === 'ENOENT'
          ? `no existe el archivo ${csvPath} (la línea ${line.name} necesita uno, aunque solo tenga la fila de columnas)`
          : `no se pudo abrir ${csvPath} (${code ?? error})`,
      ],
    }
  }
  const decoded = decodeCatalogueText(bytes, source)
  if ('problems' in decoded) return decoded
  return parseLineCsv(line, decoded.text, source)
}

function parseLineCsv(
  line: ProductLine,
  text: string,
  source: string,
): { parts: CataloguePart[] } | { problems: string[] } {
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
      return {
        problems: [
          `${source}, línea ${opened}: unas comillas se abren y no se cierran ` +
            '(cierre el texto con otras comillas; dentro de un texto, escriba "" para una comilla)',
        ],
      }
    }
    const at = (error as { lines?: number }).lines ?? 1
    const reason = error instanceof Error ? error.message : String(error)
    return { problems: [`${source}, línea ${at}: no se pudo leer el CSV (${reason})`] }
  }
  const [header, ...body] = records
  const columns = header?.record ?? []
  const headerProblem = checkHeader(line, columns)
  if (headerProblem) return { problems: [`${source}, línea 1: ${headerProblem}`] }
  const problems: string[] = []
  const parts: CataloguePart[] = []
  for (const { info, record } of body) {
    const report = (message: string) => problems.push(`${source}, línea ${info.lines}: ${message}`)
    if (record.length !== columns.length) {
      report(
        `tiene ${record.length} campos y debe tener ${columns.length} ` +
          '(un texto con comas debe ir entre comillas)',
      )
      continue
    }
    const cells = new Map(columns.map((column, i) => [column, record[i] ?? '']))
    const part = parsePartRow(
      line,
      (column) => cells.get(column) ?? '',
      { source, lineNumber: info.lines },
      report,
    )
    if (part) parts.push(part)
  }
  return problems.length > 0 ? { problems } : { parts }
}

function checkHeader(line: ProductLine, header: string[]): string | null {
  const { columns: known, required } = lineColumns(line)
  const optional = known.filter((column) => !required.includes(column))
  const missing = required.filter((column) => !header.includes(column))
  const unknown = header.filter((name) => !known.includes(name))
  const repeated = header.filter((name, i) => header.indexOf(name) !== i)
  if (missing.length === 0 && unknown.length === 0 && repeated.length === 0) return null
  return (
    `debe tener las columnas ${required.join(', ')} (y puede tener ${optional.join(', ')})` +
    (missing.length > 0 ? `; faltan: ${missing.join(', ')}` : '') +
    (unknown.length > 0 ? `; sobran: ${unknown.join(', ')}` : '') +
    (repeated.length > 0 ? `; repetidas: ${repeated.join(', ')}` : '')
  )
}

// Checks that need every sheet: a key names one part in the whole catalogue (a part's page and
// the search find it by key alone), a model belongs to one brand (the API looks a model up by its
// name) and each brand and model has one spelling (so filters do not split).
function problemsAcrossRows(parts: CataloguePart[]): string[] {
  const problems: string[] = []
  const report = (part: CataloguePart, message: string) =>
    problems.push(`${part.source}, línea ${part.lineNumber}: ${message}`)
  const where = (part: CataloguePart, seen: { source: string; lineNumber: number }) =>
    seen.source === part.source
      ? `línea ${seen.lineNumber}`
      : `${seen.source}, línea ${seen.lineNumber}`
  const keys = new Map<string, CataloguePart>()
  const modelBrands = new Map<string, { brand: string; part: CataloguePart }>()
  const spellings = new Map<string, { name: string; part: CataloguePart }>()
  const checkSpelling = (kind: string, name: string, part: CataloguePart) => {
    const folded = `${kind}:${foldName(name)}`
    const seen = spellings.get(folded)
    if (!seen) spellings.set(folded, { name, part })
    else if (seen.name !== name) {
      report(
        part,
        `${kind} "${name}" difiere de "${seen.name}" (${where(part, seen.part)}) solo en ` +
          'mayúsculas o acentos; use una sola forma',
      )
    }
  }
  for (const part of parts) {
    const first = keys.get(part.key)
    if (!first) keys.set(part.key, part)
    else {
      const at = first.source === part.source ? `la ${where(part, first)}` : where(part, first)
      report(part, `la clave ${part.key} ya aparece en ${at}`)
    }

    for (const { brand, model } of part.applications) {
      checkSpelling('la marca', brand, part)
      checkSpelling('el modelo', model, part)
      const seen = modelBrands.get(model)
      if (!seen) modelBrands.set(model, { brand, part })
      else if (seen.brand !== brand) {
        report(
          part,
          `el modelo "${model}" aparece con la marca ${brand} y con ${seen.brand} ` +
            `(${where(part, seen.part)}); cada nombre de modelo debe pertenecer a una sola marca`,
        )
      }
    }
  }
  return problems
}

function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}
