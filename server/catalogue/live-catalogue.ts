import type { DatabaseSync } from 'node:sqlite'
import { type CatalogueAnswers, createCatalogueAnswers, type PreparedAnswer } from './answers.ts'
import { countProducts } from './db.ts'

/**
 * The catalogue the API answers from, replaceable while the server runs (SIGHUP re-imports the
 * CSV): the new answers are all computed before the switch, which is one assignment, so every
 * request is answered wholly from the old catalogue or wholly from the new one.
 */
export type LiveCatalogue = {
  /** The answers now served; undefined when there is no catalogue (the API answers 503). */
  answers(): CatalogueAnswers | undefined
  /**
   * Serves `db` from now on, with `prepared` answers (made from it) kept from the start; how many
   * products were served before and are now. `products` is how many `db` holds when the import
   * counted them already: a count reads the whole table, on the thread that answers requests.
   */
  replace(
    db: DatabaseSync | undefined,
    prepared?: readonly PreparedAnswer[],
    products?: number,
  ): { before: number; after: number }
}

export function liveCatalogue(db: DatabaseSync | undefined): LiveCatalogue {
  let current = db && createCatalogueAnswers(db)
  let count = db ? countProducts(db) : 0
  return {
    answers: () => current,
    replace(next, prepared, products) {
      const answers = next && createCatalogueAnswers(next, prepared)
      const before = count
      count = next ? (products ?? countProducts(next)) : 0
      current = answers
      return { before, after: count }
    },
  }
}
