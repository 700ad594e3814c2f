import type { DatabaseSync } from 'node:sqlite'
import type { LiveCatalogue } from './live-catalogue.ts'
import { openServedCatalogue } from './served-catalogue.ts'

/**
 * Re-imports the staff's CSV into the running server (on SIGHUP: `npm run catalogue:reload`) and
 * swaps it in, with the same rules as at start: a sheet that cannot be imported, or would lose
 * more than a fifth of the products, leaves the served catalogue as it is, and says why.
 */
export function catalogueReloader(options: {
  catalogue: LiveCatalogue
  /** The database served now, closed once another replaces it. */
  served: DatabaseSync | undefined
  csvPath: string
  lastGood: string
  log?: (line: string) => void
}): () => void {
  const { catalogue, csvPath, lastGood, log = (line) => console.log(line) } = options
  let served = options.served
  return () => {
    const next = openServedCatalogue(csvPath, lastGood, log)
    if (!next) {
      log(`Catalogue reload: ${csvPath} gave no catalogue; the one served is kept.`)
      return
    }
    const { before, after } = catalogue.replace(next)
    served?.close()
    served = next
    log(`Catalogue reloaded from ${csvPath}: ${before} products before, ${after} now.`)
  }
}
