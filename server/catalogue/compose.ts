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
  }
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
