import type { Page, Route } from '@playwright/test'
import { pageQuery } from '../../../src/sections/page-query'
import { siteSettingsQuery } from '../../../src/site/settings-query'
import { type FakeSanity, serverSentEvent } from '../../fake-sanity'
import { LIVE_BUILD } from '../helpers'

const cors = (route: Route) => ({
  'access-control-allow-origin': route.request().headers().origin ?? '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, OPTIONS',
})

/** How long an event stream request waits for a change before it answers with none. */
const STREAM_WAIT_MS = 2000

/**
 * Answers, inside one browser page, what the site asks Sanity's hosts: the CDN query endpoint
 * and the Live Content API, over a fake dataset (tests/fake-sanity.ts). Playwright can only
 * answer a request with a whole body, so the event stream is answered like a long poll: a
 * request waits until there is a change after the client's Last-Event-ID (or a short while),
 * then answers with the events and ends, and the client reconnects, as it does after any
 * interruption. Returns `publish`, which changes the dataset and wakes the waiting streams.
 */
export async function answerAsSanity(page: Page, sanity: FakeSanity) {
  const waiting = new Set<() => void>()
  const { projectId } = LIVE_BUILD

  await page.route(`https://${projectId}.apicdn.sanity.io/**`, async (route) => {
    if (route.request().method() === 'OPTIONS')
      return route.fulfill({ status: 204, headers: cors(route) })
    const url = new URL(route.request().url())
    if (!url.pathname.includes('/data/query/')) return route.abort()
    return route.fulfill({ json: await sanity.answerQuery(url), headers: cors(route) })
  })

  await page.route(`https://${projectId}.api.sanity.io/**`, async (route) => {
    const request = route.request()
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors(route) })
    const url = new URL(request.url())
    if (url.pathname.endsWith('/check/cors')) {
      return route.fulfill({ json: { result: { allowed: true } }, headers: cors(route) })
    }
    if (!url.pathname.includes('/data/live/events/')) return route.abort()
    const after = Number((await request.headerValue('last-event-id')) ?? 0)
    const pending = () => sanity.messages.filter((message) => Number(message.id) > after)
    if (pending().length === 0) {
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiting.delete(wake)
          resolve()
        }
        waiting.add(wake)
        setTimeout(wake, STREAM_WAIT_MS)
      })
    }
    const body = [
      'retry: 100\n\n',
      serverSentEvent({ event: 'welcome', data: {} }),
      ...pending().map((message) =>
        serverSentEvent({ id: message.id, event: 'message', data: { tags: message.tags } }),
      ),
    ].join('')
    await route
      .fulfill({ body, headers: { ...cors(route), 'content-type': 'text/event-stream' } })
      .catch(() => {
        // The page went away while the request waited.
      })
  })

  return {
    async publish(...args: Parameters<FakeSanity['publish']>) {
      const message = await sanity.publish(...args)
      for (const wake of [...waiting]) wake()
      return message
    },
  }
}

/**
 * Opens the stand-in Studio (tests/e2e/live/studio/, served by serve-studio.ts) with the site as
 * its preview, and answers its queries the way the Studio does: with drafts applied and a source
 * map that points every value of the result at the document the query is about (the site
 * settings, or the page at the path).
 */
export async function openStandInStudio(page: Page, sanity: FakeSanity, preview: string) {
  await page.exposeFunction(
    'answerQuery',
    async (query: string, params: Record<string, string>) => {
      const result = await sanity.answerWithDrafts(query, params)
      const document =
        query === siteSettingsQuery
          ? { _id: 'siteSettings', _type: 'siteSettings' }
          : query === pageQuery
            ? { _id: (result as { _id: string })._id, _type: 'page' }
            : undefined
      if (!document) throw new Error(`The stand-in Studio does not know the query ${query}`)
      const resultSourceMap = {
        documents: [document],
        paths: ['$'],
        mappings: { $: { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } } },
      }
      return { result, resultSourceMap }
    },
  )
  await page.goto(`${LIVE_BUILD.studioUrl}/?preview=${encodeURIComponent(preview)}`)
}
