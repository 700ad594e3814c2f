import { expect, type Page, type Route } from '@playwright/test'
import { postQuery } from '../../../src/blog/queries'
import { pageQuery } from '../../../src/sections/page-query'
import { siteSettingsQuery } from '../../../src/site/settings-query'
import type { FakeSanity } from '../../fake-sanity'
import { LIVE_BUILD } from '../helpers'
import { startEventStream } from './event-stream'
import { cdnImage } from './image-cdn'

const cors = (route: Route) => ({
  'access-control-allow-origin': route.request().headers().origin ?? '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, OPTIONS',
})

/**
 * Sanity's CDN for one page: published documents' queries (the photographs' on a navigation
 * included) over the fake dataset, and the images from the stand-in of the image CDN.
 */
async function answerCdn(page: Page, sanity: FakeSanity) {
  const { projectId } = LIVE_BUILD
  await page.route(`https://${projectId}.apicdn.sanity.io/**`, async (route) => {
    if (route.request().method() === 'OPTIONS')
      return route.fulfill({ status: 204, headers: cors(route) })
    const url = new URL(route.request().url())
    if (!url.pathname.includes('/data/query/')) return route.abort()
    return route.fulfill({ json: await sanity.answerQuery(url), headers: cors(route) })
  })

  await page.route('https://cdn.sanity.io/images/**', (route) => {
    const image = cdnImage(new URL(route.request().url()))
    return image
      ? route.fulfill({ status: image.status, contentType: image.type, body: image.body })
      : route.fulfill({ status: 404 })
  })
}

/**
 * Answers, inside one browser page, what the site asks Sanity's hosts: the CDN query endpoint
 * and the Live Content API, over a fake dataset (tests/fake-sanity.ts). Playwright can only
 * answer a request with a whole body, so the event stream is rerouted to a real server
 * (event-stream.ts) that keeps it open as Sanity does. The live build's photographs are answered by
 * the stand-in of Sanity's image CDN (image-cdn.ts). Returns `publish`, which changes the
 * dataset and sends the change to the open streams, and the stream's own controls: `restart`
 * (optionally after a change the stream never reported) and `drop`.
 */
export async function answerAsSanity(page: Page, sanity: FakeSanity) {
  const { projectId } = LIVE_BUILD
  const stream = await startEventStream(sanity)
  page.on('close', () => stream.close())

  await answerCdn(page, sanity)

  await page.route(`https://${projectId}.api.sanity.io/**`, async (route) => {
    const request = route.request()
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors(route) })
    const url = new URL(request.url())
    if (url.pathname.endsWith('/check/cors')) {
      return route.fulfill({ json: { result: { allowed: true } }, headers: cors(route) })
    }
    if (!url.pathname.includes('/data/live/events/')) return route.abort()
    return route.continue({ url: `${stream.origin}${url.pathname}${url.search}` })
  })

  return {
    stream,
    /**
     * The visitor's first action (a key), which opens the stream of changes, and the open stream;
     * what was published since the page's first answers is then asked again.
     */
    async act() {
      await page.keyboard.press('Shift')
      await expect.poll(() => stream.openStreams()).toBe(1)
    },
    async publish(...args: Parameters<FakeSanity['publish']>) {
      const message = await sanity.publish(...args)
      stream.sendMessage(message)
      return message
    },
    /** A restart event, after a change the stream never reported (`missed`), if any. */
    restart(missed?: Parameters<FakeSanity['replace']>[0]) {
      if (missed) sanity.replace(missed)
      stream.restart()
    },
  }
}

/**
 * Opens the stand-in Studio (tests/e2e/live/studio/, served by serve-studio.ts) with the site as
 * its preview, and answers its queries the way the Studio does: with drafts applied and a source
 * map that points every value of the result at the document the query is about (the site
 * settings, or the page at the path).
 */
export async function openStandInStudio(
  page: Page,
  sanity: FakeSanity,
  preview: string,
  workspace: { projectId: string; dataset: string } = {
    projectId: LIVE_BUILD.projectId,
    dataset: 'production',
  },
) {
  await page.exposeFunction(
    'answerQuery',
    async (query: string, params: Record<string, string>) => {
      const result = await sanity.answerWithDrafts(query, params)
      const type =
        query === siteSettingsQuery
          ? 'siteSettings'
          : query === pageQuery
            ? 'page'
            : query === postQuery
              ? 'post'
              : undefined
      if (!type) throw new Error(`The stand-in Studio does not know the query ${query}`)
      // Nothing at those parameters, not even a draft: no document to map.
      if (result === null) return { result, resultSourceMap: undefined }
      const document = { _id: (result as { _id?: string })._id ?? type, _type: type }
      const resultSourceMap = {
        documents: [document],
        paths: ['$'],
        mappings: { $: { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } } },
      }
      return { result, resultSourceMap }
    },
  )
  // Photographs have no drafts (the Studio's 'Subir fotos' publishes them): the preview reads
  // them, as the site does, from the CDN.
  await answerCdn(page, sanity)
  const search = new URLSearchParams({ preview, ...workspace })
  await page.goto(`${LIVE_BUILD.studioUrl}/?${search}`)
}
