import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createContentSource } from '../../src/content/content-env'
import { pageQuery, siteSettingsQuery } from '../../src/content/queries'
import { readSnapshot } from '../../src/content/snapshot-source'
import type { PageDocument, SiteSettings } from '../../src/content/types'
import { pagePaths } from '../../src/site/pages'
import { sanityQueryHandler } from '../msw/sanity-handlers'

const projectId = 'test1234'
const documents = await readSnapshot('studio/data/production.ndjson')
const server = setupServer(sanityQueryHandler(projectId, documents))

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())

describe('content source', () => {
  it('uses the snapshot without a Sanity project and Sanity with one', async () => {
    expect((await createContentSource({})).kind).toBe('snapshot')
    expect((await createContentSource({ VITE_SANITY_PROJECT_ID: projectId })).kind).toBe('sanity')
  })

  it('gives the same site settings from Sanity and from the snapshot', async () => {
    const snapshot = await createContentSource({})
    const sanity = await createContentSource({ VITE_SANITY_PROJECT_ID: projectId })
    const fromSnapshot = await snapshot.query<SiteSettings>(siteSettingsQuery)
    expect(fromSnapshot.businessName).toBeTruthy()
    expect(fromSnapshot.hours.header.rows.length).toBeGreaterThan(0)
    expect(await sanity.query<SiteSettings>(siteSettingsQuery)).toEqual(fromSnapshot)
  })

  it.each(pagePaths)('gives the same page %s from Sanity and from the snapshot', async (path) => {
    const snapshot = await createContentSource({})
    const sanity = await createContentSource({ VITE_SANITY_PROJECT_ID: projectId })
    const fromSnapshot = await snapshot.query<PageDocument>(pageQuery, { path })
    expect(fromSnapshot.path).toBe(path)
    expect(fromSnapshot.sections.length).toBeGreaterThan(0)
    expect(await sanity.query<PageDocument>(pageQuery, { path })).toEqual(fromSnapshot)
  })

  it('leaves drafts out, as the published perspective does', async () => {
    const { createSnapshotSource } = await import('../../src/content/snapshot-source')
    const source = createSnapshotSource([
      { _id: 'a', _type: 'claim', label: 'publicado' },
      { _id: 'drafts.a', _type: 'claim', label: 'borrador' },
    ])
    expect(await source.query('*[_type == "claim"].label')).toEqual(['publicado'])
  })
})
