import type { ApiApplication, ApiProduct } from '../../src/catalogue/contract.ts'
import { DOOR_PINS } from '../../src/catalogue/lines.ts'
import type { CatalogueApplication, CataloguePart } from './part-row.ts'

// Turns a sheet's row into the part's wire fields (ApiProduct), once, at import.

/** A part's answer. Door pins keep the specification's fields alone; other lines add theirs. */
export function composeProduct(part: CataloguePart): ApiProduct {
  const measure = (column: string) => part.measures[column]?.text ?? '-'
  const product: ApiProduct = {
    image_producto: productImageName(part.key),
    alt_producto: composeAlt(part),
    clave_producto: part.key,
    etiqueta_producto: part.tag,
    nombre_producto: part.name,
    txt_adicional: part.note,
    largo_producto: measure('largo_mm'),
    diametro_producto: measure(DIAMETER_COLUMNS.find((c) => part.measures[c]) ?? 'diametro_mm'),
    aplicaciones_producto:
      part.applications.length > 0 ? part.applications.map(describeApplication).join(' · ') : '-',
    ...composeFacts(part),
    ...composeApplicationList(part),
  }
  if (part.productLine === DOOR_PINS) return product
  return {
    ...product,
    linea_producto: part.productLine,
    medidas_producto: Object.fromEntries(
      Object.entries(part.measures).map(([column, value]) => [column, value.text]),
    ),
  }
}

/** The measure a line's `diametro_producto` repeats, the first the part has. */
const DIAMETER_COLUMNS = ['diametro_mm', 'medida_mm', 'diametro_exterior_mm']

/** The optional facts the row has; an unknown one is left out, as the contract allows. */
function composeFacts(part: CataloguePart): Partial<ApiProduct> {
  const facts: Partial<ApiProduct> = {}
  if (part.position !== null) facts.posicion_producto = part.position
  if (part.piecesPerPack !== null) facts.piezas_por_paquete = String(part.piecesPerPack)
  if (part.finish !== null) facts.acabado_producto = part.finish
  if (part.material !== null) facts.material_producto = part.material
  if (part.equivalences.length > 0) facts.equivalencias_producto = part.equivalences.join(' | ')
  return facts
}

/**
 * The applications as objects, when one of them has a fitment note (the text cannot carry it);
 * otherwise nothing, so that a part without notes answers as the specification's parts do.
 */
function composeApplicationList(part: CataloguePart): Partial<ApiProduct> {
  if (!part.applications.some((a) => a.note !== undefined)) return {}
  return {
    aplicaciones_lista_producto: part.applications.map(
      ({ brand, model, from, to, note }): ApiApplication =>
        note === undefined
          ? { marca: brand, modelo: model, desde: from, hasta: to }
          : { marca: brand, modelo: model, desde: from, hasta: to, nota: note },
    ),
  }
}

/** The contract's image name (no photo: the site draws the part from its measures). */
export function productImageName(key: string): string {
  return key.toLowerCase()
}

export function describeYears({ from, to }: CatalogueApplication): string {
  return from === to ? String(from) : `${from}–${to}`
}

function describeApplication(application: CatalogueApplication): string {
  return `${application.brand} ${application.model} ${describeYears(application)}`
}

function composeAlt(part: CataloguePart): string {
  const [first, ...others] = part.applications
  const target = first ? ` para ${first.brand} ${first.model}` : ''
  const more =
    others.length === 0 ? '' : ` y ${others.length} modelo${others.length === 1 ? '' : 's'} más`
  return `${part.name} ${part.key}${target}${more}`
}
