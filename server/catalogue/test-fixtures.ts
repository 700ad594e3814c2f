import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type LineId, productLine, productLines } from '../../src/catalogue/lines.ts'
import { lineColumns, lineCsvPath } from './load-csv.ts'
import { FACT_COLUMNS } from './product-facts.ts'

// Small inline catalogues for tests, written to a temporary folder like the real one: door pins
// given row by row, and every other line's sheet empty unless a test gives its rows.

/** The door pins' seven required columns, in the sample's order. */
export const PINS_HEADER = lineColumns(productLine('pernos')).required.join(',')

/** The door pins' header with every optional column, in the order the sample has them. */
export const FACTS_HEADER = [PINS_HEADER, ...FACT_COLUMNS].join(',')

/** Every column of a line's sheet, in the order a new sheet has them. */
export const lineHeader = (line: LineId) => lineColumns(productLine(line)).columns.join(',')

/**
 * Writes a catalogue folder: the door pins' sheet with `pins` under `header` (by default the
 * seven required columns alone), the other lines' with their `others` rows under every column
 * (or none). Returns the folder.
 */
export function writeCatalogue(
  pins: string[],
  header = PINS_HEADER,
  others: Partial<Record<LineId, string[]>> = {},
): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-'))
  for (const line of productLines) {
    const [head, rows] =
      line.id === 'pernos' ? [header, pins] : [lineHeader(line.id), others[line.id] ?? []]
    writeFileSync(lineCsvPath(dir, line), `${[head, ...rows].join('\n')}\n`)
  }
  return dir
}

/** The door pins' sheet of a catalogue folder. */
export const pinsSheet = (dir: string) => join(dir, 'pernos.csv')

/** Names that stress URL encoding: accents, spaces, slashes, a number, and URL delimiters. */
export const EDGE_CATALOGUE = [
  'PP-10,Perno de bisagra,más vendido,-,64,9.5,Dodge|Ram 1500/2500|2002-2008 ; Peugeot|206|2000-2008',
  'PP-2,Perno de puerta,nuevo,Incluye 2 bujes,52,8,Volkswagen|Sedán|1970-2003 ; Nissan|Tsuru|1992',
  'PP-1,Perno de bisagra con buje de latón,,,48,7.9,Nissan|NP300 Estacas / Chasís|2009-2015',
  'PP-2S,"Perno sobremedida, 0.5 mm",oferta,-,52,8.5,Volkswagen|Sedán|1985-2003',
  'PP-30,Perno de prueba,-,-,70,10,Prueba & Cía|Serie #1 ?50%|2020',
]
