import type { Application } from './applications'
import type { FitNote, PartMeasure, Product } from './types'

const sameList = <T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean) =>
  a === b || (a.length === b.length && a.every((item, index) => same(item, b[index] as T)))

const sameFitNote = (a: FitNote, b: FitNote) =>
  a.make === b.make && a.model === b.model && a.note === b.note

const sameMeasure = (a: PartMeasure, b: PartMeasure) =>
  a.column === b.column && a.label === b.label && a.value === b.value

/**
 * Whether two answers' products show the same: every field alike, measures and equivalences item
 * by item. Each answer of the catalogue is new objects; a card whose product did not change need
 * not render again.
 */
export function sameProduct(a: Product, b: Product): boolean {
  if (a === b) return true
  return (
    a.key === b.key &&
    a.name === b.name &&
    a.image === b.image &&
    a.alt === b.alt &&
    a.tag === b.tag &&
    a.note === b.note &&
    a.length === b.length &&
    a.diameter === b.diameter &&
    a.applications === b.applications &&
    a.position === b.position &&
    a.piecesPerPack === b.piecesPerPack &&
    a.finish === b.finish &&
    a.material === b.material &&
    a.line === b.line &&
    sameList(a.equivalences, b.equivalences, Object.is) &&
    sameList(a.fitNotes, b.fitNotes, sameFitNote) &&
    sameList(a.measures, b.measures, sameMeasure)
  )
}

/** Whether two lists of products show the same, in the same order. */
export const sameProducts = (a: readonly Product[], b: readonly Product[]) =>
  sameList(a, b, sameProduct)

/** Whether two matched applications (or none) are the same. */
export function sameApplication(a: Application | null, b: Application | null): boolean {
  if (a === null || b === null) return a === b
  return a.make === b.make && a.model === b.model && a.from === b.from && a.to === b.to
}

/** Whether two lists of names are the same, in the same order. */
export const sameNames = (a: readonly string[], b: readonly string[]) => sameList(a, b, Object.is)
