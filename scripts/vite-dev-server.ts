import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin, ViteDevServer } from 'vite'
import { postSlugFromDataUrl } from '../src/blog/post-data-url.ts'
import { PRODUCT_DRAWINGS_DIR } from '../src/catalogue/product-image.ts'
import { pagePathFromDataUrl, settingsDataUrl } from '../src/content/data-url.ts'
import type { PostQueryResult } from '../src/content/sanity.types.ts'
import type * as ServerEntryModule from '../src/entry-server.tsx'
import { SEARCH_INDEX_URL } from '../src/search/index-url.ts'
import { pagePaths } from '../src/site/pages.ts'

type ServerEntry = typeof ServerEntryModule

/**
 * `vite dev` without a separate server: renders pages through the SSR entry, answers the
 * content JSON and the door pins' picture files that the build would write (the site's other
 * pictures are in public/), and mounts the local API (catalogue, outbox).
 */
export function devServer(): Plugin {
  return {
    name: 'site-dev-server',
    apply: 'serve',
    configureServer(vite) {
      return () => {
        vite.middlewares.use((req, res, next) => {
          handle(vite, req, res).catch((error: unknown) => {
            vite.ssrFixStacktrace(error as Error)
            next(error)
          })
        })
      }
    },
  }
}

/** One request of `vite dev`: the local API, the content JSON, or a page rendered by the SSR entry. */
export async function handle(vite: ViteDevServer, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost')
  if (url.pathname.startsWith('/api/')) {
    const { devApiListener } = await vite.ssrLoadModule('/server/dev-api.ts')
    return devApiListener(req, res)
  }
  if (url.pathname.startsWith('/_data/')) {
    const data = await contentData(vite, url.pathname)
    res.statusCode = data === undefined ? 404 : 200
    res.setHeader('content-type', 'application/json; charset=utf-8')
    return res.end(JSON.stringify(data ?? { error: 'not found' }))
  }
  if (url.pathname.startsWith(PRODUCT_DRAWINGS_DIR)) {
    const svg = await partPicture(vite, url.pathname)
    res.statusCode = svg ? 200 : 404
    res.setHeader('content-type', 'image/svg+xml')
    return res.end(svg ?? '')
  }
  const { render } = await vite.ssrLoadModule('/src/entry-server.tsx')
  const response: Response = await render(
    new URL(url.pathname + url.search, 'http://localhost:5173').href,
  )
  res.statusCode = response.status
  response.headers.forEach((value, name) => {
    res.setHeader(name, value)
  })
  // Sent as rendered: the page's head already loads Vite's client and React's refresh preamble
  // (seo/document-head.ts). Vite's transformIndexHtml would add them a second time, with text
  // between the head's tags, and the browser's render would then not match the server's.
  res.end(await response.text())
}

async function contentData(vite: ViteDevServer, pathname: string): Promise<unknown> {
  const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry
  if (pathname === settingsDataUrl) return entry.loadSiteSettings()
  if (pathname === SEARCH_INDEX_URL) return siteSearchData(entry)
  const slug = postSlugFromDataUrl(pathname)
  if (slug) return (await entry.queryPost(slug)) ?? undefined
  const path = pagePathFromDataUrl(pathname)
  return path ? ((await entry.loadPage(path)) ?? undefined) : undefined
}

/** The site search index as the build writes it, from the content's pages and posts. */
async function siteSearchData(entry: ServerEntry) {
  const paths = new Set([...pagePaths, ...(await entry.queryPagePaths())])
  const pages = await Promise.all([...paths].map((path) => entry.loadPage(path)))
  const { data } = await entry.blogPrerender()
  const file = await entry.siteSearchFile({
    pages: pages.filter((page) => page !== null),
    posts: data.map(([, post]) => post as PostQueryResult),
  })
  return JSON.parse(file) as unknown
}

/** A door pin's drawing or render, drawn as the build's pictures step draws it. */
async function partPicture(vite: ViteDevServer, pathname: string): Promise<string | undefined> {
  const [pictures, reader, contract, reshape] = await Promise.all([
    vite.ssrLoadModule('/pictures/picture-files.tsx'),
    vite.ssrLoadModule('/scripts/catalogue/build-reader.ts'),
    vite.ssrLoadModule('/src/catalogue/contract.ts'),
    vite.ssrLoadModule('/src/catalogue/reshape.ts'),
  ])
  const read = reader.buildCatalogueReader()
  const pins = reshape.reshapeProducts(await read(contract.catalogueEndpoints.products()))
  const files: [string, string][] = pictures.partPictureFiles(pins)
  return files.find(([path]) => `/${path}` === pathname)?.[1]
}
