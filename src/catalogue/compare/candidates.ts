import type { Product } from '../types'

// What tells apart the door pins a vehicle (or a search) gives: the facts a counter buyer checks
// against the worn pin and the car, computed from what the catalogue says of each part, never
// typed per part. Only the facts that differ are shown; a value no other candidate shares is the
// one that decides.

/** One candidate: a part, and the fitment note of its application to the vehicle asked for. */
export type Candidate = { product: Product; fitNote: string | null }

export const FACETS = ['door', 'hinge', 'side', 'length', 'diameter', 'bushing', 'fit'] as const
export type Facet = (typeof FACETS)[number]

export const FACET_LABELS: Record<Facet, string> = {
  door: 'Puerta',
  hinge: 'Bisagra',
  side: 'Lado',
  length: 'Largo',
  diameter: 'Diámetro',
  bushing: 'Buje',
  fit: 'Nota de aplicación',
}

/** A candidate's facts; null where the catalogue does not say. */
export type Facts = Record<Facet, string | null>

/** What a cell shows for a fact the catalogue does not know. */
export const UNKNOWN = '—'

export type ComparedValue = { key: string; value: string; unique: boolean }

/** One fact that differs, with each candidate's value in the candidates' order. */
export type DifferenceRow = { facet: Facet; label: string; values: ComparedValue[] }

/** What sets one card apart: its value of each fact that differs. */
export type CardDifferences = Partial<Record<Facet, { value: string; unique: boolean }>>

export type Comparison = {
  rows: DifferenceRow[]
  /** The facts every candidate shares (known to all). */
  same: { facet: Facet; label: string; value: string }[]
  byKey: Map<string, CardDifferences>
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** The term of a door pin's position (canonical: 'Puerta trasera · bisagra superior · ambos lados'). */
function positionTerm(position: string | null, test: (term: string) => boolean): string | null {
  const term = position
    ?.split('·')
    .map((t) => t.trim())
    .find((t) => test(fold(t)))
  return term ? capitalised(term) : null
}

/**
 * Whether the part comes with a bushing: said by its name, material or note ('con buje de
 * latón', 'Incluye bujes'); without any of them known, the catalogue does not say.
 */
function bushing(product: Product): string | null {
  const said = [product.name, product.material, product.note].filter(
    (text): text is string => text !== null && text !== '',
  )
  if (said.some((text) => fold(text).includes('buje'))) return 'Con buje'
  return product.material === null ? null : 'Sin buje'
}

export function factsOf({ product, fitNote }: Candidate): Facts {
  const { position } = product
  return {
    door: positionTerm(position, (t) => t.startsWith('puerta') || t.startsWith('compuerta')),
    hinge: positionTerm(position, (t) => t.includes('bisagra')),
    side: positionTerm(position, (t) => t.startsWith('lado') || t === 'ambos lados'),
    length: product.length || null,
    diameter: product.diameter || null,
    bushing: bushing(product),
    fit: fitNote,
  }
}

/**
 * The comparison of two or more candidates: each fact that differs between them (a fact unknown
 * for some and known for others differs too), what they all share, and each card's differences.
 * Null for fewer than two.
 */
export function compareCandidates(candidates: readonly Candidate[]): Comparison | null {
  if (candidates.length < 2) return null
  const facts = candidates.map(factsOf)
  const rows: DifferenceRow[] = []
  const same: Comparison['same'] = []
  const byKey = new Map<string, CardDifferences>(candidates.map(({ product }) => [product.key, {}]))
  for (const facet of FACETS) {
    const values = facts.map((f) => f[facet] ?? UNKNOWN)
    const distinct = new Set(values)
    if (distinct.size === 1) {
      const [value = UNKNOWN] = values
      if (value !== UNKNOWN) same.push({ facet, label: FACET_LABELS[facet], value })
      continue
    }
    const counts = new Map<string, number>()
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
    const compared = candidates.map(({ product }, index) => {
      const value = values[index] ?? UNKNOWN
      return { key: product.key, value, unique: counts.get(value) === 1 }
    })
    rows.push({ facet, label: FACET_LABELS[facet], values: compared })
    for (const { key, value, unique } of compared) {
      const card = byKey.get(key)
      if (card && value !== UNKNOWN) card[facet] = { value, unique }
    }
  }
  return { rows, same, byKey }
}
