import { join } from 'node:path'
import { writeCatalogue } from '../../scripts/catalogue/catalogue-generator.ts'
import { CATALOGUE_DIR, loadCatalogue } from '../../server/catalogue/load-csv.ts'
import { DOOR_PINS } from '../../src/catalogue/lines.ts'

/**
 * A catalogue folder whose door-pins page, the page the bench measures, lists `pins` parts: the
 * sample itself when it has that many, otherwise one generated in `parent` with as many parts of
 * the other lines beside them. Sizes count door pins so that results stay comparable with the
 * runs made when the catalogue held nothing else.
 */
export function catalogueWithPins(pins: number, parent: string): string {
  const samplePins = loadCatalogue(CATALOGUE_DIR).filter(
    (part) => part.productLine === DOOR_PINS,
  ).length
  if (pins === samplePins) return CATALOGUE_DIR
  const dir = join(parent, `catalogo-${pins}`)
  writeCatalogue(dir, { parts: pins * 2 })
  return dir
}
