import { createSnapshotSource, readSnapshot } from '../../src/content/snapshot-source'
import { pageQuery } from '../../src/sections/page-query'
import type { PageDocument } from '../../src/sections/types'
import type { PagePath } from '../../src/site/pages'

/** The content the build used, so tests check real copy without hard-coding it. */
const source = createSnapshotSource(await readSnapshot('studio/data/production.ndjson'))

export async function pageContent(path: PagePath): Promise<PageDocument> {
  const page = await source.query(pageQuery, { path })
  if (!page) throw new Error(`The snapshot has no page at ${path}`)
  return page
}

/** The content of any page the snapshot holds (a page made in the Studio too), or null. */
export function contentAt(path: string): Promise<PageDocument | null> {
  return source.query(pageQuery, { path })
}
