import { map } from 'rxjs'
import type {
  DocumentLocation,
  DocumentLocationResolver,
  DocumentLocationsState,
} from 'sanity/presentation'

import { productLines } from '../../src/catalogue/lines'
import { scenePictureNames } from '../../src/photos/scene-of-picture'

const SCENES = JSON.stringify(scenePictureNames)

type PageLink = { title?: string | null; path?: string | null }
type PostLink = { title?: string | null; slug?: string | null }

/** How Presentation finds where a document shows: one query and how to read its answer. */
type Locator = {
  query: string
  toState(result: unknown): DocumentLocationsState
}

/** A locator whose query answers with `T` (the projection written beside it). */
function locator<T>(query: string, toState: (result: T) => DocumentLocationsState): Locator {
  return { query, toState: (result) => toState(result as T) }
}

const byPath = (pages: PageLink[] | null): DocumentLocation[] =>
  (pages ?? []).flatMap((page) =>
    page.path ? [{ title: page.title || page.path, href: page.path }] : [],
  )

/** Pages whose sections point at the document (counters and rich text show figures, FAQ lists FAQs). */
const PAGES_SHOWING = `*[_type == "page" && references($id)] | order(path asc){ title, path }`

function shownOn(nowhere: string): Locator {
  return locator(PAGES_SHOWING, (pages: PageLink[] | null) => {
    const locations = byPath(pages)
    return locations.length ? { locations } : { message: nowhere, tone: 'caution' }
  })
}

/**
 * Where each document type shows on the site. A page is at its path, a post at /blog/{slug} and
 * in the blog list; figures and FAQs on every page whose sections point at them; site settings
 * (header, footer, contact details, hours) on every page.
 */
export const locators: Record<string, Locator> = {
  page: locator(`*[_id == $id][0]{ title, path }`, (page: PageLink | null) => ({
    locations: byPath(page ? [page] : []),
  })),
  post: locator(`*[_id == $id][0]{ title, "slug": slug.current }`, (post: PostLink | null) => ({
    locations: [
      ...(post?.slug ? [{ title: post.title || post.slug, href: `/blog/${post.slug}` }] : []),
      { title: 'Blog', href: '/blog' },
    ],
  })),
  claim: shownOn('Esta cifra todavía no aparece en ninguna página.'),
  faq: shownOn('Esta pregunta todavía no aparece en ninguna página.'),
  siteSettings: locator(
    `*[_type == "page" && defined(path)] | order(path asc){ title, path }`,
    (pages: PageLink[] | null) => ({
      message: 'Estos ajustes se ven en todas las páginas: encabezado, pie de página y contacto.',
      tone: 'caution',
      locations: byPath(pages),
    }),
  ),
  // Photographs: a part's on its page (its line is the catalogue's, not the Studio's), a line's
  // in its page's header, the company's wherever a section shows the company or a quote step.
  partPhotos: locator(`*[_id == $id][0]{ key }`, (doc: { key?: string } | null) => ({
    message: `Estas fotos se ven en la página de la pieza ${doc?.key ?? ''} y en su ficha.`,
    tone: 'positive',
  })),
  linePhotos: locator(`*[_id == $id][0]{ line }`, (doc: { line?: string } | null) => {
    const line = productLines.find((l) => l.id === doc?.line)
    return line
      ? { locations: [{ title: line.name, href: line.path }] }
      : { message: 'Elige la línea para ver dónde se muestra.', tone: 'caution' }
  }),
  scenePhotos: locator(
    `*[_type == "page" && count(sections[drawing in ${SCENES} || count(steps[drawing in ${SCENES}]) > 0 || count(slides[drawing in ${SCENES}]) > 0]) > 0] | order(path asc){ title, path }`,
    (pages: PageLink[] | null) => ({ locations: byPath(pages) }),
  ),
}

/** The document's id without its draft or release prefix: references point at that id. */
export function publishedId(id: string): string {
  return id.replace(/^(drafts|versions\.[^.]+)\./, '')
}

/**
 * The Presentation tool's "used on" list for the document being edited: it follows the
 * documents as the editor sees them (drafts and releases of the chosen perspective included).
 */
export const locate: DocumentLocationResolver = (
  { id, type, perspectiveStack },
  { documentStore },
) => {
  const found = locators[type]
  if (!found) return null
  return documentStore
    .listenQuery(found.query, { id: publishedId(id) }, { perspective: perspectiveStack })
    .pipe(map((result) => found.toState(result)))
}
