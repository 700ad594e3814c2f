import { stegaClean, stegaEncodeSourceMap } from '@sanity/client/stega'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { setupCatalogueServer } from '../../tests/msw/catalogue-app'
import type { CatalogueContext } from '../catalogue/catalogue-lists'
import { catalogueContext, catalogueRoute } from '../catalogue/catalogue-route'
import { CATALOGUE_PATH } from '../catalogue/paths'
import { createSnapshotSource, readSnapshot } from '../content/snapshot-source'
import { SiteShell } from '../layout/SiteShell'
import { preloadSection } from '../sections/lazy-section'
import { pagePathsQuery, pageQuery } from '../sections/page-query'
import { sectionRegistry } from '../sections/registry'
import { Sections } from '../sections/Sections'
import type { PageDocument } from '../sections/types'
import type { SiteSettings } from '../site/settings'
import { siteSettingsQuery } from '../site/settings-query'
import { EDIT_MARK_CHARACTERS } from '../ui/edit-marks'
import { stegaFilter } from './stega-filter'

const source = createSnapshotSource(await readSnapshot('studio/data/production.ndjson'))
const settings = (await source.query(siteSettingsQuery)) as SiteSettings
const paths = await source.query(pagePathsQuery)
// The door-pins page's catalogue asks the catalogue service (the fixture behind MSW).
setupCatalogueServer()

/**
 * What the Presentation tool's answer does to a result: every string mapped to its own path in
 * one document (a source map as wide as possible), then encoded with the site's stega settings.
 */
function withStega<T>(result: T): T {
  return stegaEncodeSourceMap(
    result,
    {
      documents: [{ _id: 'doc', _type: 'page' }],
      paths: ['$'],
      mappings: { $: { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } } },
    },
    { enabled: true, studioUrl: 'https://studio.example.com', filter: stegaFilter },
  )
}

/**
 * The page's HTML as the browser renders it at `path`, lazy sections included. The door-pins
 * page has the catalogue's index route under it, as the site's route tree does.
 */
async function html(path: string, element: ReactNode): Promise<string> {
  const root = createRootRouteWithContext<CatalogueContext>()()
  const page = createRoute({
    getParentRoute: () => root,
    path: path === '/' ? '/' : path.slice(1),
    component: () => element,
  })
  const catalogue =
    path === CATALOGUE_PATH
      ? [createRoute({ getParentRoute: () => page, path: '/', ...catalogueRoute })]
      : []
  const router = createRouter({
    routeTree: root.addChildren([page.addChildren(catalogue)]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: catalogueContext(),
  })
  await router.load()
  const { container, unmount } = render(<RouterProvider router={router} />)
  // React's ids (useId) count up across renders; only their place matters here.
  const markup = container.innerHTML.replace(/_r_[0-9a-z]+_/g, '_id_')
  unmount()
  return markup
}

function page(site: SiteSettings, document: PageDocument) {
  return (
    <SiteShell settings={site}>
      <Sections sections={document.sections} />
    </SiteShell>
  )
}

// Each page renders twice (plain and marked) after its sections' code has loaded. That takes
// seconds on a loaded machine.
const RENDERS_TIMEOUT_MS = 30_000

describe('stega in Presentation', () => {
  it.each(paths)(
    'changes nothing but invisible marks in the text of %s',
    { timeout: RENDERS_TIMEOUT_MS },
    async (path) => {
      const document = (await source.query(pageQuery, { path })) as PageDocument
      // The page's lazy sections downloaded first, so that they render in place at once.
      await Promise.all(
        document.sections.map((section) => preloadSection(sectionRegistry[section._type])),
      )
      const plain = await html(path, page(settings, document))
      const marked = await html(path, page(withStega(settings), withStega(document)))

      // Once the marks are removed, the page is exactly the same: no value that feeds a link,
      // an option, a format or an attribute was touched.
      expect(stegaClean(marked)).toBe(plain)
      const dom = new DOMParser().parseFromString(marked, 'text/html')
      const markedAttributes = [...dom.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes]
          .filter((attribute) => EDIT_MARK_CHARACTERS.test(attribute.value))
          .map(
            (attribute) =>
              `<${element.tagName.toLowerCase()} ${attribute.name}="${stegaClean(attribute.value)}">`,
          ),
      )
      expect(markedAttributes).toEqual([])
      // And the texts do carry the marks the overlays need: the hours in the top bar, for one.
      expect(marked).toMatch(EDIT_MARK_CHARACTERS)
      const clock = [...dom.querySelectorAll('span')].find((span) =>
        stegaClean(span.textContent ?? '').startsWith('Lunes a sábado: 9:00 a. m.'),
      )
      expect(clock?.textContent).toMatch(EDIT_MARK_CHARACTERS)
    },
  )
})
