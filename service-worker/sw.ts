/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa's injectManifest into dist/client/sw.js). Every
 * cache here is a Workbox strategy: the build's files are precached; pages, their data and the
 * catalogue's answers go to the network first (a short timeout, then the kept copy), so a publish
 * or a new catalogue reaches a returning visitor at once whenever there is signal; pictures are
 * shown from the cache and refreshed behind. A framed page (the Studio's preview) is a navigation
 * of destination "iframe", which no route takes: drafts are never kept.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { PrecacheController, type PrecacheEntry, PrecacheRoute } from 'workbox-precaching'
import { warmStrategyCache } from 'workbox-recipes'
import { Route, Router } from 'workbox-routing'
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { isPartPicturePath } from '../src/catalogue/product-image.ts'
import { pictureFileUrl } from '../src/picture-files/picture-file.ts'
import { KEPT_PAGES, keptData, OFFLINE_PAGE } from './kept-paths.ts'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>
}

/** How long a page or an answer may keep the visitor waiting for the network before the kept copy. */
const NETWORK_TIMEOUT_SECONDS = 3
const DAY = 24 * 60 * 60

const catalogueBase = new URL(
  (import.meta.env.VITE_CATALOG_API_URL || '/api').replace(/\/+$/, ''),
  self.location.origin,
).href

const precache = new PrecacheController({ cacheName: 'fijamex-build' })
precache.addToCacheList(self.__WB_MANIFEST)

/** One entry per page: the server sends a page's one HTML for every query (`?marca=…`). */
const pageWithoutQuery = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    url.search = ''
    url.hash = ''
    return url.href
  },
}

const pages = new NetworkFirst({
  cacheName: 'fijamex-paginas',
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  matchOptions: { ignoreVary: true },
  plugins: [
    pageWithoutQuery,
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY }),
  ],
})

const data = new NetworkFirst({
  cacheName: 'fijamex-datos',
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 60 * DAY }),
  ],
})

const pictures = new StaleWhileRevalidate({
  cacheName: 'fijamex-imagenes',
  plugins: [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true }),
  ],
})

const sameOrigin = (url: URL) => url.origin === self.location.origin

/**
 * A page: a same-origin document, or a request for a page's HTML the app asks the worker to keep
 * (a page reached by a client-side navigation, `CACHE_URLS`, src/offline/keep-visited-pages.ts).
 */
function isPage(request: Request, url: URL): boolean {
  if (!sameOrigin(url) || url.pathname.startsWith('/api/')) return false
  if (request.destination === 'document') return true
  return request.destination === '' && (request.headers.get('accept') ?? '').includes('text/html')
}

/** The site's JSON and the catalogue's answers; never the outbox, the webhook or the vitals (POST). */
function isData(url: URL): boolean {
  if (sameOrigin(url) && url.pathname.startsWith('/_data/')) return true
  return url.href.startsWith(`${catalogueBase}/`) && !url.pathname.startsWith('/api/v1.0/')
}

/**
 * A picture: one the page shows (this site's drawings and renders, the Studio's photographs from
 * Sanity's image CDN), or one the app asks the worker to keep (the first page's, shown before the
 * worker took over).
 */
function isPicture(request: Request, url: URL): boolean {
  if (request.destination === 'image')
    return sameOrigin(url) || url.origin === 'https://cdn.sanity.io'
  return (
    sameOrigin(url) &&
    request.destination === '' &&
    /\.(svg|png|jpe?g|webp|avif)$/.test(url.pathname)
  )
}

const router = new Router()
router.registerRoute(new PrecacheRoute(precache))
router.registerRoute(new Route(({ request, url }) => isPage(request, url), pages))
router.registerRoute(new Route(({ url }) => isData(url), data))
router.registerRoute(new Route(({ request, url }) => isPicture(request, url), pictures))
// A page neither online nor kept: the Spanish page saying so, with what is kept.
// A door pin's picture neither online nor kept (a card that came into view only offline): the
// door pins' generic illustration, as the server answers for a part it has no picture of.
router.setCatchHandler(async ({ request, url }) => {
  if (request.destination === 'document')
    return (await precache.matchPrecache(OFFLINE_PAGE)) ?? Response.error()
  if (sameOrigin(url) && isPartPicturePath(url.pathname))
    return (await precache.matchPrecache(pictureFileUrl('pin'))) ?? Response.error()
  return Response.error()
})
router.addFetchListener()
router.addCacheListener()

self.addEventListener('install', (event) => {
  event.waitUntil(precache.install(event))
})
// Pages and data kept at install, in the background of a first visit (the worker registers once
// the page has loaded).
warmStrategyCache({ urls: [...KEPT_PAGES], strategy: pages })
warmStrategyCache({ urls: keptData(catalogueBase), strategy: data })

self.addEventListener('activate', (event) => {
  event.waitUntil(precache.activate(event))
})
// "Actualizar" (src/offline/update-prompt.ts) asks the waiting worker to take over.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting()
})
clientsClaim()
