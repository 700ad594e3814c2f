import type { DatabaseSync } from 'node:sqlite'
import type { LiveCatalogue } from './live-catalogue.ts'
import { openServedCatalogue } from './served-catalogue.ts'

/**
 * How many of the answers the server keeps are made again, off its thread, before a reload
 * swaps in new sheets: after the swap, the answers asked most are sent at once rather than made
 * (a database read, a compression) on the server's thread while traffic waits.
 */
const WARM_ANSWERS = 128

/**
 * Re-imports the operators' sheets into the running server (on SIGHUP: `npm run
 * catalogue:reload`) and swaps them in, with the same rules as at start: sheets that cannot be
 * imported, or would lose more than a fifth of the parts, leave the served catalogue as it is,
 * and say why. The import runs in a worker thread, so requests are answered from the old
 * catalogue until the new one is in place, its most asked answers already made; a reload asked
 * for during another runs after it.
 */
export function catalogueReloader(options: {
  catalogue: LiveCatalogue
  /** The database served now, closed once another replaces it. */
  served: DatabaseSync | undefined
  dir: string
  lastGood: string
  log?: (line: string) => void
}): () => Promise<void> {
  const { catalogue, dir, lastGood, log = (line) => console.log(line) } = options
  let served = options.served
  let running: Promise<void> | null = null
  let again = false

  const reload = async () => {
    // The answers asked most lately are made from the new sheets before they are served.
    const warm = catalogue.answers()?.keptKeys(WARM_ANSWERS) ?? []
    const { db, outcome, prepared, products } = await openServedCatalogue(dir, lastGood, log, warm)
    if (outcome !== 'new') {
      db?.close()
      log(
        outcome === 'unchanged'
          ? `Catalogue reload: the sheets in ${dir} are unchanged; nothing to do.`
          : `Catalogue reload: the catalogue in ${dir} was not loaded; the one served is kept.`,
      )
      return
    }
    const { before, after } = catalogue.replace(db, prepared, products)
    served?.close()
    served = db
    log(`Catalogue reloaded from ${dir}: ${before} parts before, ${after} now.`)
  }

  return () => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await reload()
      } while (again)
    })().finally(() => {
      running = null
    })
    return running
  }
}
