import type { ApiProduct } from '../../src/catalogue/contract.ts'
import type { CatalogueApplication, CatalogueRow } from './load-csv.ts'

// Turns a spreadsheet row into the product's wire fields (ApiProduct), once, at load time.

export function composeProduct(row: CatalogueRow): ApiProduct {
  return {
    image_producto: productImageName(row.key),
    alt_producto: composeAlt(row),
    clave_producto: row.key,
    etiqueta_producto: row.tag,
    nombre_producto: row.name,
    txt_adicional: row.note,
    largo_producto: `${row.lengthMm} mm`,
    diametro_producto: `${row.diameterMm} mm`,
    aplicaciones_producto: row.applications.map(describeApplication).join(' · '),
    ...composeFacts(row),
  }
}

/** The optional facts the row has; an unknown one is left out, as the contract allows. */
function composeFacts(row: CatalogueRow): Partial<ApiProduct> {
  const facts: Partial<ApiProduct> = {}
  if (row.position !== null) facts.posicion_producto = row.position
  if (row.piecesPerPack !== null) facts.piezas_por_paquete = String(row.piecesPerPack)
  if (row.finish !== null) facts.acabado_producto = row.finish
  if (row.material !== null) facts.material_producto = row.material
  if (row.equivalences.length > 0) facts.equivalencias_producto = row.equivalences.join(' | ')
  return facts
}

/** The contract's image name (no photo: the site draws the product from its measures). */
export function productImageName(key: string): string {
  return key.toLowerCase()
}

export function describeYears({ from, to }: CatalogueApplication): string {
  return from === to ? String(from) : `${from}–${to}`
}

function describeApplication(application: CatalogueApplication): string {
  return `${application.brand} ${application.model} ${describeYears(application)}`
}

function composeAlt(row: CatalogueRow): string {
  const [first, ...others] = row.applications
  const target = first ? ` para ${first.brand} ${first.model}` : ''
  const more =
    others.length === 0 ? '' : ` y ${others.length} modelo${others.length === 1 ? '' : 's'} más`
  return `${row.name} ${row.key}${target}${more}`
}
