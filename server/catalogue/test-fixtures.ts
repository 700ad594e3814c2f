import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CSV_COLUMNS } from './load-csv.ts'
import { FACT_COLUMNS } from './product-facts.ts'

// Small inline catalogues for tests, written to a temporary directory like the real CSV.

const HEADER = CSV_COLUMNS.join(',')

/** The header of a sheet with every optional column, in the order the sample has them. */
export const FACTS_HEADER = [...CSV_COLUMNS, ...FACT_COLUMNS].join(',')

/** Writes a sheet with `header` (by default the seven required columns alone). */
export function writeCsv(lines: string[], header = HEADER): string {
  const path = join(mkdtempSync(join(tmpdir(), 'catalogue-')), 'productos.csv')
  writeFileSync(path, `${[header, ...lines].join('\n')}\n`)
  return path
}

/** Names that stress URL encoding: accents, spaces, slashes, a number, and URL delimiters. */
export const EDGE_CATALOGUE = [
  'PP-10,Perno de bisagra,más vendido,-,64,9.5,Dodge|Ram 1500/2500|2002-2008 ; Peugeot|206|2000-2008',
  'PP-2,Perno de puerta,nuevo,Incluye 2 bujes,52,8,Volkswagen|Sedán|1970-2003 ; Nissan|Tsuru|1992',
  'PP-1,Perno de bisagra con buje de latón,,,48,7.9,Nissan|NP300 Estacas / Chasís|2009-2015',
  'PP-2S,"Perno sobremedida, 0.5 mm",oferta,-,52,8.5,Volkswagen|Sedán|1985-2003',
  'PP-30,Perno de prueba,-,-,70,10,Prueba & Cía|Serie #1 ?50%|2020',
]
