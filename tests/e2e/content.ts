import { pageQuery } from '../../src/content/queries'
import { createSnapshotSource, readSnapshot } from '../../src/content/snapshot-source'
import type { PageDocument } from '../../src/content/types'
import type { PagePath } from '../../src/site/pages'

/** The content the build used, so tests check real copy without hard-coding it. */
const source = createSnapshotSource(await readSnapshot('studio/data/production.ndjson'))

export function pageContent(path: PagePath): Promise<PageDocument> {
  return source.query<PageDocument>(pageQuery, { path })
}
