import { compactPartNumber } from '../../src/catalogue/part-number.ts'
import type { RandomSource } from './random-source.ts'
import type { Vehicle } from './vehicles.ts'

// What every line's generator shares: the seeded random stream, the keys and other brands'
// numbers handed out so far (each once in the whole catalogue), and the tags, notes and
// applications every line writes the same way.

/** One row of a line's sheet, by column; a column left out is written '-'. */
export type Row = Record<string, string>

/** An invented number in one brand's shape. */
export type Shape = (random: RandomSource) => string

export type PartSource = {
  random: RandomSource
  /** The next key with `prefix` ('BR' gives BR-1001, then BR-1002…). */
  key: (prefix: string, first?: number) => string
  /** `brand` and a number in `shape` that no other entry of the catalogue has. */
  fresh: (brand: string, shape: Shape) => string
}

export function partSource(random: RandomSource): PartSource {
  const next = new Map<string, number>()
  const used = new Set<string>()
  return {
    random,
    key(prefix, first = 1001) {
      const number = next.get(prefix) ?? first
      next.set(prefix, number + 1)
      return `${prefix}-${number}`
    },
    fresh(brand, shape) {
      // Shapes draw from ranges far larger than a catalogue's parts, so a few tries do; a shape
      // too narrow for the catalogue's size would otherwise loop for ever.
      for (let tries = 0; tries < 1000; tries++) {
        const entry = `${brand} ${shape(random)}`
        const number = compactPartNumber(entry.slice(brand.length))
        if (!used.has(number)) {
          used.add(number)
          return entry
        }
      }
      throw new Error(`${brand}'s number shape has run out of unused numbers`)
    },
  }
}

/** 'más vendido' on about one part in eight and 'nuevo' on one in twelve. */
export function tag(random: RandomSource): string {
  const roll = random.next()
  if (roll < 0.12) return 'más vendido'
  if (roll < 0.2) return 'nuevo'
  return '-'
}

/** One of `notes` on about a third of the parts. */
export function note(random: RandomSource, notes: readonly string[]): string {
  return random.next() < 0.35 ? random.pick(notes) : '-'
}

/** Other brands' numbers: none for some parts, else each of `brands` at `share`, at least one. */
export function equivalences(
  source: PartSource,
  brands: readonly (readonly [string, Shape])[],
  share = 0.5,
): string {
  if (source.random.next() < 0.15) return '-'
  const chosen = brands.filter(() => source.random.next() < share)
  const list = chosen.length > 0 ? chosen : [source.random.pick(brands)]
  return list.map(([brand, shape]) => source.fresh(brand, shape)).join('|')
}

/** A shape: `prefix` and a number of `from`–`to` digits ('BT-' and 4–5: BT-4417, BT-30217). */
export function numbered(prefix: string, from = 4, to = 5): Shape {
  return (random) => `${prefix}${random.int(1, 9)}${random.digits(random.int(from, to) - 1)}`
}

type Application = { vehicle: Vehicle; from: number; to: number; change?: 'before' | 'after' }

// Most parts fit a model's whole production; some only the years before or after a redesign.
function yearSpan(random: RandomSource, vehicle: Vehicle): Application {
  const { from, to } = vehicle
  if (to - from < 8 || random.next() < 0.6) return { vehicle, from, to }
  const redesign = random.int(from + 4, to - 3)
  return random.next() < 0.5
    ? { vehicle, from, to: redesign - 1, change: 'before' }
    : { vehicle, from: redesign, to, change: 'after' }
}

/** What sets a fit apart, for `applications`' notes: bodies, versions and hinge changes. */
export type FitNotes = {
  /** The share of applications with a note. */
  share: number
  /** Notes for any application. */
  any: readonly string[]
  /** For the years before and after a redesign, `{year}` the redesign's. */
  before: readonly string[]
  after: readonly string[]
}

function fitNote(random: RandomSource, span: Application, notes: FitNotes): string {
  if (random.next() >= notes.share) return ''
  const year = span.change === 'before' ? span.to + 1 : span.from
  const pool = span.change ? notes[span.change] : notes.any
  return random.pick(pool).replace('{year}', String(year))
}

/**
 * The vehicles a part fits: `main` and up to `maxExtra` others among `candidates` (those that
 * take the same part), mostly of the same make.
 */
export function applications(
  random: RandomSource,
  main: Vehicle,
  candidates: readonly Vehicle[],
  maxExtra: number,
  notes?: FitNotes,
): string {
  const siblings = candidates.filter((vehicle) => vehicle !== main)
  const chosen = [main]
  const extra = random.int(0, maxExtra)
  for (let i = 0; i < extra && siblings.length > 0; i++) {
    const sameBrand = siblings.filter((v) => v.brand === main.brand && !chosen.includes(v))
    const pool = sameBrand.length > 0 && random.next() < 0.85 ? sameBrand : siblings
    const candidate = random.pick(pool)
    if (!chosen.includes(candidate)) chosen.push(candidate)
  }
  return chosen
    .map((vehicle) => yearSpan(random, vehicle))
    .map((span) => {
      const { vehicle, from, to } = span
      const years = from === to ? `${from}` : `${from}-${to}`
      const note = notes ? fitNote(random, span, notes) : ''
      return `${vehicle.brand}|${vehicle.model}|${years}${note ? `|${note}` : ''}`
    })
    .join(' ; ')
}
