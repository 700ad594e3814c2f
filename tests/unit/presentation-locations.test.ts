import { firstValueFrom, from, isObservable, type Observable } from 'rxjs'
import type { DocumentLocationsState } from 'sanity/presentation'
import { describe, expect, it } from 'vitest'
import { createSnapshotSource, readSnapshot } from '../../src/content/snapshot-source'
import { locate, locators, publishedId } from '../../studio/presentation/locations'
import { mainDocuments, sitePath } from '../../studio/presentation/main-documents'
import { schemaTypes } from '../../studio/schemaTypes'

const documents = await readSnapshot('studio/data/production.ndjson')
type PageDoc = { _id: string; _type: 'page'; title: string; path: string }
const pages = documents.filter((doc): doc is PageDoc => doc._type === 'page')

/** The Studio's document store, answering from the snapshot as the Studio would from drafts. */
function documentStoreOver(docs: typeof documents) {
  const source = createSnapshotSource(docs)
  return {
    listenQuery: (query: string, params: Record<string, string>) =>
      from(source.query(query, params)),
  }
}

async function locationsOf(
  id: string,
  type: string,
  docs = documents,
): Promise<DocumentLocationsState | null | undefined> {
  const result = locate(
    { id, type, version: undefined, perspectiveStack: ['drafts'] },
    // Only listenQuery is used; the rest of the document store is not needed here.
    { documentStore: documentStoreOver(docs) as never },
  )
  return isObservable(result)
    ? firstValueFrom(result as Observable<DocumentLocationsState>)
    : result
}

/** Pages whose raw JSON points at the id: worked out without GROQ, to check the query. */
function pagesReferencing(id: string) {
  return pages
    .filter((page) => JSON.stringify(page).includes(`"_ref":"${id}"`))
    .map((page) => ({ title: page.title, href: page.path }))
    .sort((a, b) => a.href.localeCompare(b.href))
}

describe('Presentation: where each document shows', () => {
  it('has a location resolver for every document type of the Studio, and for blog posts', () => {
    const documentTypes = schemaTypes
      .filter((type) => type.type === 'document')
      .map((type) => type.name)
    expect(documentTypes.length).toBeGreaterThan(0)
    for (const type of [...documentTypes, 'post']) expect(Object.keys(locators)).toContain(type)
  })

  it('shows a line’s photo on its page and the company’s on the pages that show the company', async () => {
    const docs = [...documents, { _id: 'linePhotos.birlos', _type: 'linePhotos', line: 'birlos' }]
    expect(await locationsOf('linePhotos.birlos', 'linePhotos', docs)).toEqual({
      locations: [{ title: 'Birlos automotrices', href: '/birlos-automotrices' }],
    })
    const company = await locationsOf('scenePhotos', 'scenePhotos')
    expect(
      company && 'locations' in company ? company.locations?.map((l) => l.href) : [],
    ).toContain('/')
  })

  it('finds a page at its path, drafts and releases included', async () => {
    expect(await locationsOf('page.tornillo-caliper', 'page')).toEqual({
      locations: [{ title: 'Tornillo Caliper', href: '/tornillo-caliper' }],
    })
    expect(await locationsOf('drafts.page.home', 'page')).toEqual({
      locations: [{ title: expect.any(String), href: '/' }],
    })
    expect(publishedId('versions.rABC.page.home')).toBe('page.home')
  })

  it('finds a figure on every page whose sections show it', async () => {
    for (const id of ['claim.clients', 'claim.years', 'claim.clients-300']) {
      const expected = pagesReferencing(id)
      expect(expected.length).toBeGreaterThan(0)
      expect(await locationsOf(`drafts.${id}`, 'claim')).toEqual({ locations: expected })
    }
  })

  it('finds an FAQ on the pages that list it, and says when none does', async () => {
    const expected = pagesReferencing('faq.minimum')
    expect(expected.length).toBeGreaterThan(0)
    expect(await locationsOf('faq.minimum', 'faq')).toEqual({ locations: expected })

    const unused = [...documents, { _id: 'faq.unused', _type: 'faq', question: '¿Nueva?' }]
    expect(await locationsOf('faq.unused', 'faq', unused)).toEqual({
      message: expect.stringMatching(/ninguna página/),
      tone: 'caution',
    })
  })

  it('shows the site settings on every page, the home page first', async () => {
    const state = await locationsOf('siteSettings', 'siteSettings')
    expect(state?.message).toMatch(/todas las páginas/)
    expect(state?.locations?.map((location) => location.href)).toEqual(
      pages.map((page) => page.path).sort(),
    )
    expect(state?.locations?.[0]?.href).toBe('/')
  })

  it('finds a blog post at /blog/{slug} and in the blog list', async () => {
    const withPost = [
      ...documents,
      {
        _id: 'post.identificar-perno',
        _type: 'post',
        title: 'Cómo identificar el perno correcto',
        slug: { _type: 'slug', current: 'identificar-perno' },
      },
    ]
    expect(await locationsOf('drafts.post.identificar-perno', 'post', withPost)).toEqual({
      locations: [
        { title: 'Cómo identificar el perno correcto', href: '/blog/identificar-perno' },
        { title: 'Blog', href: '/blog' },
      ],
    })
  })

  it('has no locations for types that show nowhere by themselves', async () => {
    expect(await locationsOf('x', 'seo')).toBeNull()
  })
})

describe('Presentation: the document a preview URL is about', () => {
  const source = createSnapshotSource(documents)
  const [post, page] = mainDocuments

  it('opens the page at the previewed path', async () => {
    for (const path of ['/', '/tornillo-caliper', '/tornillo-caliper/']) {
      const resolved = page?.resolve?.({ origin: 'http://localhost:4321', params: {}, path })
      expect(resolved).toBeDefined()
      const doc = await source.query(`*[${resolved?.filter}][0]{ _id }`, resolved?.params ?? {})
      expect(doc).toEqual({
        _id: pages.find((candidate) => candidate.path === sitePath(path))?._id,
      })
    }
  })

  it('opens the post at /blog/{slug}', () => {
    expect(post?.route).toBe('/blog/:slug')
    expect(post?.filter).toBe('_type == "post" && slug.current == $slug')
  })
})
