/**
 * `npm run catalogue:check [FOLDER | FILE.csv]`: validates the catalogue's sheets (by default the
 * folder the server loads; a single file is checked as the sheet of the line it is named after,
 * `birlos.csv`) and prints every problem as "archivo, línea N: …", or what the sheets hold. Like
 * the server, it refuses sheets that would lose more than a fifth of the last good catalogue's
 * parts. Exit code 1 when they cannot be used, so it can guard a commit or a deploy.
 */
import { statSync } from 'node:fs'
import { basename } from 'node:path'
import { productLines } from '../../src/catalogue/lines.ts'
import { config } from '../config.ts'
import { type CataloguePart, loadCatalogue, loadLineCsv } from './load-csv.ts'
import { productCount, shrinkProblem } from './shrink-guard.ts'

const target = process.argv[2] ?? config.catalogueDir

try {
  const isFolder = statSync(target, { throwIfNoEntry: false })?.isDirectory() ?? false
  const parts = isFolder ? checkFolder(target) : checkFile(target)
  const models = new Set(parts.flatMap((part) => part.applications.map((a) => a.model)))
  const brands = new Set(parts.flatMap((part) => part.applications.map((a) => a.brand)))
  const byLine = productLines
    .map((line) => [line, parts.filter((part) => part.productLine === line.id).length] as const)
    .filter(([, count]) => count > 0)
    .map(([line, count]) => `${line.id} ${count}`)
  console.log(
    `${target}: correcto; ${parts.length} piezas (${byLine.join(', ')}), ${brands.size} marcas, ` +
      `${models.size} modelos`,
  )
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}

function checkFolder(dir: string): CataloguePart[] {
  const parts = loadCatalogue(dir)
  const shrink = shrinkProblem(parts.length, productCount(config.catalogueDb))
  if (shrink) throw new Error(`${dir}: ${shrink}`)
  return parts
}

function checkFile(file: string): CataloguePart[] {
  const line = productLines.find(({ id }) => basename(file) === `${id}.csv`)
  if (!line) {
    throw new Error(
      `${file}: el nombre del archivo dice de qué línea son sus piezas; use uno de: ` +
        productLines.map(({ id }) => `${id}.csv`).join(', '),
    )
  }
  return loadLineCsv(line, file)
}
