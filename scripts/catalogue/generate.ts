/**
 * `npm run catalogue:generate -- [--parts N] [--out DIR] [--seed S] [--force]`: writes a whole
 * catalogue folder, one sheet per line (`{line id}.csv`), of N invented but plausible parts:
 * half door pins, half parts of the other eleven lines. The same N and seed always give the same
 * files. For benches, tests and trying the site with a large catalogue.
 *
 * The sheets in data/catalogue/, not this script, are the source of truth: staff edit them, and
 * the sample there was made by hand (its door pins by an earlier generator), not by this script.
 * So the script never replaces a sheet that exists, there or in any folder, without --force.
 *
 * --parts  how many parts (default 300, about the sample's size; at most 100,000)
 * --out    the folder to write (default data/catalogue/)
 * --seed   a whole number; another seed gives another catalogue of the same size
 * --force  replace the folder's sheets
 */
import { relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { CATALOGUE_DIR } from '../../server/catalogue/load-csv.ts'
import { DEFAULT_SEED, MAX_PARTS, writeCatalogue } from './catalogue-generator.ts'

const { values } = parseArgs({
  options: {
    parts: { type: 'string', default: '300' },
    out: { type: 'string', default: CATALOGUE_DIR },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    force: { type: 'boolean', default: false },
  },
})

const parts = Number(values.parts)
const seed = Number(values.seed)
try {
  if (!Number.isInteger(parts) || parts < 1 || parts > MAX_PARTS) {
    throw new Error(`--parts debe ser un número entero de 1 a ${MAX_PARTS}, no "${values.parts}"`)
  }
  if (!Number.isSafeInteger(seed)) {
    throw new Error(`--seed debe ser un número entero, no "${values.seed}"`)
  }
  const started = performance.now()
  const counts = writeCatalogue(values.out, { parts, seed, force: values.force })
  const seconds = ((performance.now() - started) / 1000).toFixed(2)
  const byLine = [...counts].map(([id, count]) => `${id} ${count}`).join(', ')
  const inside = relative(process.cwd(), resolve(values.out))
  const where = inside === '' ? '.' : inside.startsWith('..') ? resolve(values.out) : inside
  console.log(`${where}: ${parts} piezas (${byLine}), semilla ${seed}, en ${seconds} s`)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
