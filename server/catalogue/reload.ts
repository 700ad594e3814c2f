import type { DatabaseSync } from 'node:sqlite'
import type { LiveCatalogue } from './live-catalogue.ts'
import { openServedCatalogue } from './served-catalogue.ts'

/**
 * Re-imports the operators' sheets into the running server (on SIGHUP: `npm run
 * catalogue:reload`) and swaps them in, with the same rules as at start: sheets that cannot be
 * imported, or would lose more than a fifth of the parts, leave the served catalogue as it is,
 * and say why. The import runs in a worker thread, so requests are answered from the old
 * catalogue until the new one is in place; a reload asked for during another runs after it.
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
    const { db, outcome } = await openServedCatalogue(dir, lastGood, log)
    if (outcome !== 'new') {
      db?.close()
      log(
        outcome === 'unchanged'
          ? `Catalogue reload: the sheets in ${dir} are unchanged; nothing to do.`
          : `Catalogue reload: the catalogue in ${dir} was not loaded; the one served is kept.`,
      )
      return
    }
    const { before, after } = catalogue.replace(db)
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
