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
  /** Where it fits (door, hinge, side); null when the catalogue does not say. */
  position: string | null
  /** Pieces per pack; null when unknown. */
  piecesPerPack: number | null
  finish: string | null
  material: string | null
  /** OE and other brands' part numbers, as written ('Nissan 80420-50A00'); empty when none. */
  equivalences: readonly string[]
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
