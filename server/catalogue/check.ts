/**
 * `npm run catalogue:check [FILE]`: validates a catalogue CSV (default: the one the server
 * loads) and prints every problem as "línea N: …", or what the file holds; like the server, it
 * refuses a sheet that would lose more than a fifth of the last good catalogue's products. Exit
 * code 1 when the file cannot be used, so it can guard a commit or a deploy.
 */
import { config } from '../config.ts'
import { CATALOGUE_CSV, loadCatalogueCsv } from './load-csv.ts'
import { productCount, shrinkProblem } from './shrink-guard.ts'

const file = process.argv[2] ?? CATALOGUE_CSV

try {
  const rows = loadCatalogueCsv(file)
  const shrink = shrinkProblem(rows.length, productCount(config.catalogueDb))
  if (shrink) throw new Error(`${file}: ${shrink}`)
  const models = new Set(rows.flatMap((row) => row.applications.map((a) => a.model)))
  const brands = new Set(rows.flatMap((row) => row.applications.map((a) => a.brand)))
  console.log(
    `${file}: correcto; ${rows.length} productos, ${brands.size} marcas, ${models.size} modelos`,
  )
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
