import type { Product, SortMode } from './types'

const collator = new Intl.Collator('es-MX', { numeric: true, sensitivity: 'base' })

/** The number in a key ('PP-12' → 12), or Infinity when it has none. */
function keyNumber(key: string): number {
  const match = /\d+/.exec(key)
  return match ? Number(match[0]) : Number.POSITIVE_INFINITY
}

type NumberedKey = { key: string; number: number }

const numbered = (key: string): NumberedKey => ({ key, number: keyNumber(key) })

/** Natural order of keys whose numbers are read: by number, then by the whole key. */
function compareNumbered(a: NumberedKey, b: NumberedKey): number {
  return a.number - b.number || collator.compare(a.key, b.key)
}

/** Natural order of keys: PP-2 before PP-10, then PP-10 before PP-10A. */
export function compareKeys(a: string, b: string): number {
  return compareNumbered(numbered(a), numbered(b))
}

function normalizeTag(tag: string | null): string {
  return (tag ?? '').normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase()
}

const featuredTag: Record<Exclude<SortMode, 'numero'>, string> = {
  'mas-vendidos': 'mas vendido',
  nuevo: 'nuevo',
}

/**
 * Products in the order of a sort mode: by the number in their key; 'Más vendidos' and 'Nuevos'
 * put the products with that tag first, each group in key order. Returns a new array.
 */
export function sortProducts(products: readonly Product[], mode: SortMode): Product[] {
  // Each key's number is read once, not at every comparison (thousands on a long list).
  const byKey = products
    .map((product) => ({ product, order: numbered(product.key) }))
    .sort((a, b) => compareNumbered(a.order, b.order))
    .map(({ product }) => product)
  if (mode === 'numero') return byKey
  const tag = featuredTag[mode]
  const featured = byKey.filter((p) => normalizeTag(p.tag) === tag)
  const rest = byKey.filter((p) => normalizeTag(p.tag) !== tag)
  return [...featured, ...rest]
}
