// The columns a line's table may show: the line's measures (lines.ts), then the facts any part may
// carry. The Studio offers and checks the same choices. Run by the Studio's bundler too.
import { isLineId, type LineId, productLine, productLines } from '../../catalogue/lines.ts'

/** A column of the table: its id (the catalogue sheet's column) and its Spanish name. */
export type TableColumn = { column: string; label: string }

/** Facts a part of any line may have, by the sheet's column names. */
export const factColumns = [
  { column: 'posicion', label: 'Posición' },
  { column: 'piezas_por_paquete', label: 'Piezas por paquete' },
  { column: 'acabado', label: 'Acabado' },
  { column: 'material', label: 'Material' },
  { column: 'aplicaciones', label: 'Aplicaciones' },
] as const satisfies readonly TableColumn[]

/** What a section may choose from for `line`: the line's measures, then the facts. */
export function columnsOf(line: LineId): TableColumn[] {
  return [
    ...productLine(line).measures.map(({ column, label }) => ({ column, label })),
    ...factColumns,
  ]
}

/**
 * The columns a section shows: those it chose that its line has, in its order, each once; the
 * line's measures when it chose none (or none of them is the line's).
 */
export function shownColumns(line: LineId, chosen: readonly string[]): TableColumn[] {
  const available = new Map(columnsOf(line).map((column) => [column.column, column]))
  const shown = [...new Set(chosen)].flatMap((id) => {
    const column = available.get(id)
    return column ? [column] : []
  })
  return shown.length > 0 ? shown : columnsOf(line).slice(0, productLine(line).measures.length)
}

/** The line a section names, or null for a value this build does not know. */
export function tableLine(value: unknown): LineId | null {
  return isLineId(value) ? value : null
}

/**
 * Every column any line may show, once each, with the lines that have it in its Studio title
 * where two columns share a name ('Medida · Seguros automotrices').
 */
export function allColumnChoices(): { title: string; value: string }[] {
  const lines = new Map<string, { label: string; lines: string[] }>()
  for (const line of productLines) {
    for (const { column, label } of line.measures) {
      const entry = lines.get(column) ?? { label, lines: [] }
      entry.lines.push(line.name)
      lines.set(column, entry)
    }
  }
  const measures = [...lines].map(([value, entry]) => ({ value, ...entry }))
  const shared = (label: string) => measures.filter((entry) => entry.label === label).length > 1
  return [
    ...measures.map(({ value, label, lines: names }) => ({
      value,
      title: shared(label) ? `${label} · ${names.join(', ')}` : label,
    })),
    ...factColumns.map(({ column, label }) => ({ value: column, title: label })),
  ]
}
