import { screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '../../tests/render-with-router'
import { LOCAL_DEV_TOKEN } from '../forms/robot-check/local-token'
import { SEND_REFUSED_EVENT } from '../forms/send-queue/key'
import { keepSend, pendingSends } from '../forms/send-queue/queue'
import { QuoteToast } from '../quote-list/QuoteToast'
import { addToList, readList } from '../quote-list/store'
import { deliverKeptSends } from './deliver-kept-sends'

// The local outbox on this origin (no EmailJS variables): where a kept send goes.
const sent: Record<string, unknown>[] = []
let status = 200
const server = setupServer(
  http.post('http://localhost:3000/api/v1.0/email/send', async ({ request }) => {
    sent.push((await request.json()) as Record<string, unknown>)
    return new HttpResponse(status === 200 ? 'OK' : 'reCAPTCHA: el token expiró', { status })
  }),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())
afterEach(() => {
  sent.length = 0
  status = 200
  localStorage.clear()
})

const pin = {
  key: 'PP-12',
  name: 'Perno de puerta delantera',
  measures: 'Largo 58 mm · Diámetro 8 mm',
  href: '/pernos-para-puerta/pp-12',
  picture: '/img/productos/pp-12.svg',
}

describe('a send kept without signal, delivered while no form of its kind is on screen', () => {
  it('goes once, takes its lines out of the list, and the page says it went', async () => {
    addToList(pin)
    keepSend({
      kind: 'quoteList',
      params: {
        name: 'Ana López',
        email: 'ana@taller.mx',
        phone: '5512345678',
        lines: JSON.stringify([{ key: 'PP-12', quantity: 10 }]),
      },
      robotToken: LOCAL_DEV_TOKEN,
    })
    await renderWithRouter(<QuoteToast />, { path: '/pernos-para-puerta' })
    await deliverKeptSends()
    expect(sent).toHaveLength(1)
    expect(pendingSends()).toEqual([])
    expect(readList().lines).toEqual([])
    expect(
      await screen.findByText(
        'Tu solicitud de cotización, guardada sin señal, ya se envió. Te responderemos pronto.',
      ),
    ).toBeInTheDocument()
  })
})

describe('a kept send the service refuses (its robot check expired while it waited)', () => {
  const keepQuote = () =>
    keepSend({
      kind: 'quote',
      params: { name: 'Ana López', email: 'ana@taller.mx', message: 'Cotizar PP-12' },
      robotToken: LOCAL_DEV_TOKEN,
      page: '/pernos-para-puerta/pp-12',
    })
  const refusedText =
    'Tu solicitud de cotización, guardada sin señal, no se pudo entregar: hay que confirmarla de nuevo.'

  it('is sent once, kept for the visitor, and the page points to its form', async () => {
    vi.resetModules()
    const { deliverKeptSends } = await import('./deliver-kept-sends')
    status = 400
    const kept = keepQuote()
    await renderWithRouter(<QuoteToast />, { path: '/' })
    await deliverKeptSends()
    expect(sent).toHaveLength(1)
    expect(pendingSends()).toEqual([{ ...kept, refused: true }])
    expect(await screen.findByText(refusedText)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Abrir para enviar' })).toHaveAttribute(
      'href',
      '/pernos-para-puerta/pp-12',
    )
    // Tried again every few seconds: never sent again as it is, nor pointed out again.
    const shown = vi.fn()
    window.addEventListener(SEND_REFUSED_EVENT, shown)
    await deliverKeptSends()
    window.removeEventListener(SEND_REFUSED_EVENT, shown)
    expect(sent).toHaveLength(1)
    expect(shown).not.toHaveBeenCalled()
  })

  it('is pointed out again on the next page, to the form that takes it when it is there', async () => {
    status = 400
    vi.resetModules()
    await (await import('./deliver-kept-sends')).deliverKeptSends()
    keepQuote()
    await (await import('./deliver-kept-sends')).deliverKeptSends()
    expect(pendingSends()[0]?.refused).toBe(true)

    // The next page: its form of that kind takes the send (cancels the event), and no notice shows.
    vi.resetModules()
    const { deliverKeptSends } = await import('./deliver-kept-sends')
    const taken: unknown[] = []
    const form = (event: Event) => {
      taken.push((event as CustomEvent).detail)
      event.preventDefault()
    }
    window.addEventListener(SEND_REFUSED_EVENT, form)
    await renderWithRouter(<QuoteToast />, { path: '/pernos-para-puerta/pp-12' })
    await deliverKeptSends()
    window.removeEventListener(SEND_REFUSED_EVENT, form)
    expect(taken).toEqual(pendingSends())
    expect(screen.queryByText(refusedText)).toBeNull()
    expect(sent).toHaveLength(1)
  })

  it('stays waiting, not refused, when the service fails for a while (5xx)', async () => {
    vi.resetModules()
    const { deliverKeptSends } = await import('./deliver-kept-sends')
    status = 503
    const kept = keepQuote()
    await deliverKeptSends()
    expect(pendingSends()).toEqual([kept])
    status = 200
    await deliverKeptSends()
    expect(pendingSends()).toEqual([])
    expect(sent).toHaveLength(2)
  })

  it('of a quote list emptied since, is said once where the notice shows, then forgotten', async () => {
    status = 400
    keepSend({
      kind: 'quoteList',
      params: { name: 'Ana López', lines: JSON.stringify([{ key: 'PP-12', quantity: 10 }]) },
      robotToken: LOCAL_DEV_TOKEN,
      page: '/cotizacion',
    })
    // The list's own page has no form for it (no lines) and hides the notice: it waits.
    vi.resetModules()
    window.history.replaceState(null, '', '/cotizacion')
    await (await import('./deliver-kept-sends')).deliverKeptSends()
    expect(pendingSends()).toHaveLength(1)

    vi.resetModules()
    window.history.replaceState(null, '', '/')
    const { deliverKeptSends } = await import('./deliver-kept-sends')
    await renderWithRouter(<QuoteToast />, { path: '/' })
    await deliverKeptSends()
    expect(
      await screen.findByText(
        'Tu solicitud de cotización, guardada sin señal, no se pudo entregar, y tu lista ya no tiene sus piezas: agrégalas de nuevo para enviarla.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Abrir para enviar' })).toBeNull()
    expect(pendingSends()).toEqual([])
    expect(sent).toHaveLength(1)
  })
})
