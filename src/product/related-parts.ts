import { type Application, parseApplications } from '../catalogue/applications'
import type { ApiSearchQuery } from '../catalogue/contract'
import { productLine } from '../catalogue/lines'
import type { Product } from '../catalogue/types'

/** Other parts shown on a part's page, at most. */
export const RELATED_LIMIT = 6

/**
 * A search by a measure's words finds more than the parts with that exact value ('M12 × 1.5'
 * finds some 'M12 × 1.25' too): it asks for a few more, and only exact matches are shown.
 */
const MEASURE_CANDIDATES = 24

/** What a part's related parts share with it: the first car it fits, or one of its measures. */
export type RelatedBy =
  | { kind: 'car'; make: string; model: string }
  | { kind: 'measure'; column: string; label: string; value: string }

/**
 * A part that fits cars is shown with other parts of its line for the first car it fits (the
 * catalogue lists the main one first). One that fits none is shown with parts of its line that
 * share its measure (`measureRule`). Null when it has neither.
 */
export function relatedRule(
  product: Product,
  applications: readonly Application[] | null,
): RelatedBy | null {
  const car = applications?.[0]
  if (car) return { kind: 'car', make: car.make, model: car.model }
  return measureRule(product)
}

/**
 * The measure a part's related parts share: its first thread or choice (the thread of a stud,
 * the type of a clamp), else its first measure. Null without measures.
 */
export function measureRule(product: Product): RelatedBy | null {
  const kinds = new Map(productLine(product.line).measures.map((m) => [m.column, m.kind]))
  const measure =
    product.measures.find((m) => {
      const kind = kinds.get(m.column)
      return kind === 'thread' || kind === 'choice'
    }) ?? product.measures[0]
  return measure
    ? { kind: 'measure', column: measure.column, label: measure.label, value: measure.value }
    : null
}

/**
 * The one small search that finds the candidates (`/api/{line}/buscar`): the model's parts in the
 * catalogue's order, one more than shown since the part itself is among them, or the parts whose
 * words match the measure's value. Never a whole list, whatever the catalogue's size.
 */
export function relatedQuery(rule: RelatedBy): ApiSearchQuery {
  return rule.kind === 'car'
    ? { modelo: rule.model, por_pagina: RELATED_LIMIT + 1 }
    : { q: rule.value, por_pagina: MEASURE_CANDIDATES }
}

/** The candidates of the same line that share the rule's car or measure, in their order. */
export function relatedParts(
  product: Product,
  rule: RelatedBy | null,
  candidates: readonly Product[],
  makes: readonly string[],
): Product[] {
  if (!rule) return []
  const shares = (candidate: Product) =>
    rule.kind === 'car'
      ? (parseApplications(candidate.applications, makes) ?? []).some(
          (a) => a.make === rule.make && a.model === rule.model,
        )
      : candidate.measures.some((m) => m.column === rule.column && m.value === rule.value)
  return candidates
    .filter((c) => c.line === product.line && c.key !== product.key && shares(c))
    .slice(0, RELATED_LIMIT)
}
