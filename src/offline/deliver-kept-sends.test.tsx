import { screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../tests/render-with-router'
import { LOCAL_DEV_TOKEN } from '../forms/robot-check/local-token'
import { keepSend, pendingSends } from '../forms/send-queue/queue'
import { QuoteToast } from '../quote-list/QuoteToast'
import { addToList, readList } from '../quote-list/store'
import { deliverKeptSends } from './deliver-kept-sends'

// The local outbox on this origin (no EmailJS variables): where a kept send goes.
const sent: Record<string, unknown>[] = []
const server = setupServer(
  http.post('http://localhost:3000/api/v1.0/email/send', async ({ request }) => {
    sent.push((await request.json()) as Record<string, unknown>)
    return new HttpResponse('OK', { status: 200 })
  }),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())
afterEach(() => {
  sent.length = 0
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
