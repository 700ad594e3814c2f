/** App-side shapes of the catalogue, reshaped from the wire types of contract.ts. */

/** '-' on the wire means "none"; here that is null. */
export type Product = {
  key: string
  name: string
  image: string
  alt: string
  /** 'más vendido', 'nuevo', other text, or null */
  tag: string | null
  note: string | null
  length: string
  diameter: string
  applications: string
}

export type Brand = { name: string; total: number }

export type Model = { name: string; total: number }

export type SortMode = 'numero' | 'mas-vendidos' | 'nuevo'

export const sortOptions: readonly { value: SortMode; label: string }[] = [
  { value: 'numero', label: 'Orden por número' },
  { value: 'mas-vendidos', label: 'Más vendidos' },
  { value: 'nuevo', label: 'Nuevos' },
]

export const DEFAULT_SORT = 'numero' satisfies SortMode
