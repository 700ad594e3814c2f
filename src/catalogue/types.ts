/** App-side shapes of the catalogue, reshaped from the wire types of contract.ts. */
import type { LineId } from './lines.ts'

/** One measure of a part as shown: its name and value ('Rosca', 'M12 × 1.5'). */
export type PartMeasure = { column: string; label: string; value: string }

/**
 * What tells a part's fit on one car apart ('Sedán, serie B13', 'Desde 2005, con buje'): the
 * fitment note of its application to that make and model (a part lists a model once).
 */
export type FitNote = { make: string; model: string; note: string }

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
  /** The cars it fits, as the API writes them; '' when none are listed. */
  applications: string
  /** Where it fits (door, hinge, side); null when the catalogue does not say. */
  position: string | null
  /** Pieces per pack; null when unknown. */
  piecesPerPack: number | null
  finish: string | null
  material: string | null
  /** OE and other brands' part numbers, as written ('Nissan 80420-50A00'); empty when none. */
  equivalences: readonly string[]
  /** The notes of its applications that have one, in their order; empty when none. */
  fitNotes: readonly FitNote[]
  /** The part's product line; a door pin's answer names none. */
  line: LineId
  /** The measures the catalogue gives, in its line's order (a door pin's: length, diameter). */
  measures: readonly PartMeasure[]
}

/** One page of a search of the catalogue, as contract.ts's ApiSearchPage. */
export type SearchPage = {
  total: number
  page: number
  pages: number
  pageSize: number
  /** Every part of the line (or of the catalogue) whatever the filters. */
  lineTotal: number
  /** The years the chosen model's parts fit, newest first. */
  years: readonly number[]
  products: Product[]
}

/**
 * First pages sent with a search's answer (contract.ts): a model's, each of its years'; a make's,
 * each of its models'.
 */
export type PagesAhead = {
  years: { year: number; page: SearchPage }[]
  models: { model: string; page: SearchPage }[]
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
