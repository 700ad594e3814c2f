import { DOOR_PINS, productLine } from '../catalogue/lines'
import { searchText, searchWords, threadWords } from '../catalogue/measures'
import { matchNumbers, numberEntries, numberQuery } from '../catalogue/number-match'
import { partPath } from '../catalogue/part-path'
import type { PartMeasure, Product } from '../catalogue/types'

/** One result as the panel shows it: a link with a title and a line under it. */
export type ResultLink = {
  /** Unique among the results. */
  key: string
  href: string
  title: string
  detail: string
}

/** A part's result, and whether Enter may open it without a choice. */
export type PartLink = ResultLink & {
  /** Its key or another brand's number typed whole, in any spelling. */
  exact: boolean
  /** A door pin (found by words, its list is the catalogue's own search). */
  pin: boolean
}

/** A query word this short names nothing in particular ('b' of 'Pernotec B 1215'). */
const MIN_WORD = 2
/** A unit names every measure that has it. */
const UNITS = new Set(['mm'])

/** The words a measure is found by: a thread's with and without its M, as the catalogue's. */
function measureWords(part: Product, measure: PartMeasure): string[] {
  const column = productLine(part.line).measures.find((c) => c.column === measure.column)
  return column?.kind === 'thread' ? threadWords(measure.value) : searchWords(measure.value)
}

/**
 * The measures the query names ('M12 x 1.5' names the thread), or else the first two; never one
 * the part's name already says ('Tuerca abierta M12 × 1.5'), which would only repeat it.
 */
export function shownMeasures(query: string, part: Product): readonly PartMeasure[] {
  const name = ` ${searchText(part.name)} `
  const unsaid = part.measures.filter((measure) => !name.includes(` ${searchText(measure.value)} `))
  const wanted = searchWords(query).filter((word) => word.length >= MIN_WORD && !UNITS.has(word))
  const named = unsaid.filter((measure) =>
    measureWords(part, measure).some((word) => wanted.some((start) => word.startsWith(start))),
  )
  return named.length > 0 ? named : unsaid.slice(0, 2)
}

/** A measure never breaks from its unit or around its × in the results' narrow lines. */
const unbroken = (value: string) =>
  value.replace(/ ?× ?/g, '\u00a0×\u00a0').replace(/(\d) (?=mm\b)/g, '$1\u00a0')

/**
 * A part found by `query`: its page, key, name and measures, and the other brand's number it
 * was found by when that was typed.
 */
export function partLink(query: string, part: Product): PartLink {
  const wanted = numberQuery(query)
  const match = wanted
    ? matchNumbers(wanted, numberEntries([part.key, ...part.equivalences]))
    : null
  const equivalent = match && match.number !== part.key ? `Equivale a ${match.number}` : null
  const measures = shownMeasures(query, part).map(
    (measure) => `${measure.label} ${unbroken(measure.value)}`,
  )
  return {
    key: `${part.line}:${part.key}`,
    href: partPath(part.line, part.key),
    title: part.key,
    detail: [equivalent, part.name, ...measures].filter(Boolean).join(' · '),
    exact: match?.exact ?? false,
    pin: part.line === DOOR_PINS,
  }
}
