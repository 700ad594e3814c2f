import type { Application } from '../catalogue/applications'
import { normalizeName } from '../catalogue/canonical'
import { splitEquivalence } from '../catalogue/equivalence'
import type { Product } from '../catalogue/types'
import { piecesText } from '../ui/numbers'

/** A row of a product's spec table, e.g. { label: 'Acabado', value: 'Tropicalizado' }. */
export type FactRow = { label: string; value: string }

/** The facts the catalogue knows, in the order a buyer checks them; an unknown one has no row. */
export function factRows(product: Product): FactRow[] {
  const rows: (FactRow | null)[] = [
    product.position ? { label: 'Posición', value: product.position } : null,
    product.piecesPerPack
      ? { label: 'Piezas por paquete', value: piecesText(product.piecesPerPack) }
      : null,
    product.finish ? { label: 'Acabado', value: product.finish } : null,
    product.material ? { label: 'Material', value: product.material } : null,
  ]
  return rows.filter((row) => row !== null)
}

/**
 * One equivalence as shown: its brand (empty when the entry has no brand before its number) and
 * whether it is the car maker's own (OE) number, known by a brand among the makes it fits.
 */
export type EquivalenceRow = { brand: string; number: string; original: boolean }

export function equivalenceRows(
  product: Product,
  applications: readonly Application[] | null,
): EquivalenceRow[] {
  // Without parsed applications, a make is still named in the applications' text.
  const fitsMake = (brand: string) =>
    applications
      ? applications.some((a) => normalizeName(a.make) === normalizeName(brand))
      : brand !== '' &&
        ` ${normalizeName(product.applications)} `.includes(` ${normalizeName(brand)} `)
  const rows = product.equivalences.map((entry) => {
    const parts = splitEquivalence(entry) ?? { brand: '', number: entry }
    return { ...parts, original: fitsMake(parts.brand) }
  })
  // The car maker's numbers first, each group in the catalogue's order.
  return [...rows.filter((row) => row.original), ...rows.filter((row) => !row.original)]
}
