import { screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { withClosingTime as closingAt } from '../../tests/fake-sanity'
import { fakeSanity } from '../../tests/msw/sanity-live'
import { renderWithRouter } from '../../tests/render-with-router'
import { resetLiveContent, useLiveContent } from '../content/live-content'
import { DEFAULT_API_VERSION } from '../content/sanity-project'
import { createSnapshotSource, readSnapshot } from '../content/snapshot-source'
import { TopBar } from '../layout/TopBar'
import type { SiteSettings } from '../site/settings'
import { SiteSettingsProvider } from '../site/settings-context'
import { siteSettingsQuery } from '../site/settings-query'
import { afterFirstAction, startPublishedLive } from './published'

const projectId = 'live1234'
const documents = await readSnapshot('studio/data/production.ndjson')
const built = (await createSnapshotSource(documents).query(siteSettingsQuery)) as SiteSettings
const OLD_HOURS = 'Lunes a sábado: 9:00 a. m. a 8:00 p. m.'
const NEW_HOURS = 'Lunes a sábado: 9:00 a. m. a 7:30 p. m.'

const withClosingTime = (closes: string) => closingAt(documents, closes)

/** The top bar as the site renders it, its settings read through the live store. */
function LiveTopBar() {
  const settings = useLiveContent('siteSettings', {}, built)
  return (
    <SiteSettingsProvider settings={settings}>
      <TopBar />
    </SiteSettingsProvider>
  )
}

const server = setupServer()
let sanity: ReturnType<typeof fakeSanity>
let stop: (() => void) | undefined
const warn = vi.fn()

/** The live sync as the site starts it; the stream opens at once unless told otherwise. */
function start(openStreamWhen: (open: () => void) => void = (open) => open()) {
  const project = { projectId, dataset: 'production', apiVersion: DEFAULT_API_VERSION }
  stop = startPublishedLive(project, { warn, retryDelay: () => 10, openStreamWhen })
}

async function renderLive() {
  await renderWithRouter(<LiveTopBar />)
  start()
  // The page's query was asked once (for its sync tags) and the event stream is open.
  await waitFor(() => expect(sanity.queries).toHaveLength(1))
  await waitFor(() => expect(sanity.openStreams).toBe(1))
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => {
  sanity = fakeSanity(projectId, documents)
  server.use(...sanity.handlers)
})
afterEach(() => {
  stop?.()
  stop = undefined
  resetLiveContent()
  server.resetHandlers()
  warn.mockReset()
})
afterAll(() => server.close())

describe('published content, live', () => {
  it('asks for the content at once, opens the stream when told, then shows what was published meanwhile', async () => {
    await renderWithRouter(<LiveTopBar />)
    let openStream = () => {}
    start((open) => {
      openStream = open
    })
    await waitFor(() => expect(sanity.queries).toHaveLength(1))
    await sanity.publish(withClosingTime('19:30'))
    expect(sanity.openStreams).toBe(0)
    expect(screen.getByText(OLD_HOURS)).toBeInTheDocument()

    openStream()

    expect(await screen.findByText(NEW_HOURS)).toBeInTheDocument()
    expect(sanity.openStreams).toBe(1)
    expect(warn).not.toHaveBeenCalled()
  })

  it("opens the stream at the visitor's first action (a key, a tap), not at a scroll the page makes", () => {
    const opened = vi.fn()
    afterFirstAction(opened)
    window.dispatchEvent(new Event('scroll'))
    expect(opened).not.toHaveBeenCalled()
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(opened).toHaveBeenCalledTimes(1)
  })

  it('shows the new hours once Sanity reports the change, without a reload', async () => {
    await renderLive()
    expect(screen.getByText(OLD_HOURS)).toBeInTheDocument()

    const eventId = await sanity.publish(withClosingTime('19:30'))

    expect(await screen.findByText(NEW_HOURS)).toBeInTheDocument()
    expect(screen.queryByText(OLD_HOURS)).not.toBeInTheDocument()
    // Re-queried once, asking the CDN for content at least as fresh as the event.
    expect(sanity.queries).toHaveLength(2)
    expect(sanity.queries[1]?.query).toBe(siteSettingsQuery)
    expect(sanity.queries[1]?.lastLiveEventId).toBe(eventId)
    expect(warn).not.toHaveBeenCalled()
  })

  it('does not re-query for a change to content the page does not show', async () => {
    await renderLive()
    sanity.sendTags(['s1:unrelated'])
    // A change that does concern the page follows; only that one may cause a query.
    const eventId = await sanity.publish(withClosingTime('19:30'))

    expect(await screen.findByText(NEW_HOURS)).toBeInTheDocument()
    expect(sanity.queries).toHaveLength(2)
    expect(sanity.queries[1]?.lastLiveEventId).toBe(eventId)
  })

  it('reconnects after a lost connection and keeps the page as it was meanwhile', async () => {
    await renderLive()
    sanity.dropConnections()
    expect(screen.getByText(OLD_HOURS)).toBeInTheDocument()

    await waitFor(() => expect(sanity.openStreams).toBe(1))
    await sanity.publish(withClosingTime('19:30'))

    expect(await screen.findByText(NEW_HOURS)).toBeInTheDocument()
  })

  it('opens the stream again after Sanity refused it, and catches up on what it missed', async () => {
    server.use(
      http.get(
        `https://${projectId}.api.sanity.io/:version/data/live/events/:dataset`,
        () => new HttpResponse(null, { status: 403 }),
        { once: true },
      ),
    )
    await renderWithRouter(<LiveTopBar />)
    start()
    await waitFor(() => expect(sanity.openStreams).toBe(1))
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/event stream/), expect.anything())
    expect(screen.getByText(OLD_HOURS)).toBeInTheDocument()
    // Once back, everything shown is asked again: a change may have been missed.
    await waitFor(() => expect(sanity.queries).toHaveLength(2))

    await sanity.publish(withClosingTime('19:30'))
    expect(await screen.findByText(NEW_HOURS)).toBeInTheDocument()
  })

  it('comes back after Sanity asks it to go away, once', async () => {
    await renderLive()
    sanity.goAway('connection limit reached')
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1))
    // Back on a new stream, everything shown is asked again; then changes arrive as before.
    await waitFor(() => expect(sanity.queries).toHaveLength(2))
    await waitFor(() => expect(sanity.openStreams).toBe(1))
    await sanity.publish(withClosingTime('19:30'))
    expect(await screen.findByText(NEW_HOURS)).toBeInTheDocument()
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('keeps what the page shows when a refetch fails, and updates on the next change', async () => {
    await renderLive()
    server.use(
      http.get(
        `https://${projectId}.apicdn.sanity.io/:version/data/query/:dataset`,
        () => HttpResponse.json({ error: 'unavailable' }, { status: 503 }),
        { once: true },
      ),
    )
    await sanity.publish(withClosingTime('19:00'))
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/could not refresh/),
        expect.anything(),
      ),
    )
    expect(screen.getByText(OLD_HOURS)).toBeInTheDocument()

    await sanity.publish(withClosingTime('19:30'))
    expect(await screen.findByText(NEW_HOURS)).toBeInTheDocument()
  })
})
