import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createContentSource } from '../../src/content/content-env'
import { DEFAULT_API_VERSION } from '../../src/content/sanity-project'
import { createSnapshotSource, readSnapshot } from '../../src/content/snapshot-source'
import { pageQuery } from '../../src/sections/page-query'
import { siteSettingsQuery } from '../../src/site/settings-query'
import { sanityQueryHandler } from '../msw/sanity-handlers'

const projectId = 'test1234'
const documents = await readSnapshot('studio/data/production.ndjson')
const requests: URL[] = []
const server = setupServer(sanityQueryHandler(projectId, documents, requests))

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  requests.length = 0
})
afterAll(() => server.close())

describe('content source', () => {
  it('uses the snapshot without a Sanity project and Sanity with one', async () => {
    expect((await createContentSource({})).kind).toBe('snapshot')
    expect((await createContentSource({ VITE_SANITY_PROJECT_ID: projectId })).kind).toBe('sanity')
  })

  it("asks Sanity's CDN for published content with the site's query and parameters", async () => {
    const sanity = await createContentSource({ VITE_SANITY_PROJECT_ID: projectId })
    const page = await sanity.query(pageQuery, { path: '/tornillo-caliper' })
    expect(requests).toHaveLength(1)
    const [url] = requests
    expect(url?.host).toBe(`${projectId}.apicdn.sanity.io`)
    expect(url?.pathname).toBe(`/v${DEFAULT_API_VERSION}/data/query/production`)
    expect(url?.searchParams.get('query')).toBe(pageQuery)
    expect(url?.searchParams.get('$path')).toBe('"/tornillo-caliper"')
    expect(url?.searchParams.get('perspective')).toBe('published')
    // The stand-in answers with the snapshot's data: the client hands back its `result`.
    expect(page?.path).toBe('/tornillo-caliper')
  })

  it('reads the snapshot with the same query text the site sends to Sanity', async () => {
    const snapshot = createSnapshotSource(documents)
    const settings = await snapshot.query(siteSettingsQuery)
    expect(settings?.businessName).toBeTruthy()
    expect(settings?.hours.header.rows.length).toBeGreaterThan(0)
    const page = await snapshot.query(pageQuery, { path: '/' })
    expect(page?.sections.length).toBeGreaterThan(0)
    expect(await snapshot.query(pageQuery, { path: '/no-existe' })).toBeNull()
  })

  it('leaves drafts out, as the published perspective does', async () => {
    const source = createSnapshotSource([
      { _id: 'a', _type: 'claim', label: 'publicado' },
      { _id: 'drafts.a', _type: 'claim', label: 'borrador' },
    ])
    expect(await source.query('*[_type == "claim"].label')).toEqual(['publicado'])
  })
})
