import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../tests/render-with-router'
import { AddToQuote } from './AddToQuote'
import type { QuoteItem } from './line'
import { LIST_STORAGE_KEY } from './list-storage'
import { QuoteBadge } from './QuoteBadge'
import { QuoteToast } from './QuoteToast'

const pin: QuoteItem = {
  key: 'PP-12',
  name: 'Perno de puerta delantera',
  measures: 'Largo 58 mm · Diámetro 8 mm',
  href: '/pernos-para-puerta/pp-12',
  picture: '/img/productos/pp-12.svg',
}

afterEach(() => localStorage.clear())

function Page() {
  return (
    <>
      <QuoteBadge />
      <AddToQuote item={pin} compact />
      <QuoteToast />
    </>
  )
}

describe('adding a part from a page', () => {
  it('confirms it, counts it on the badge, and raises the quantity the second time', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<Page />)
    const badge = screen.getByRole('link', { name: 'Mi cotización' })
    expect(badge).toHaveAttribute('href', '/cotizacion')
    const add = screen.getByRole('button', { name: 'Agregar PP-12 a mi cotización' })
    await waitFor(() => expect(add).toBeEnabled())

    await user.click(add)
    // The store loads on the click: the toast then says what was added.
    expect(await screen.findByText('PP-12 en tu cotización: 10 piezas.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Mi cotización: 1 partida' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver mi cotización' })).toHaveAttribute(
      'href',
      '/cotizacion',
    )

    // Listed, the button says so with the quantity, and a press still adds ten more.
    expect(add).toHaveTextContent('En tu cotización · 10')
    expect(add).toHaveAccessibleName('En tu cotización · 10 piezas de PP-12. Agregar 10 más')
    await user.click(add)
    expect(await screen.findByText('PP-12 en tu cotización: 20 piezas.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Mi cotización: 1 partida' })).toBeInTheDocument()
    expect(add).toHaveTextContent('En tu cotización · 20')
  })

  it("never shows its notice on the list's own page, where it would cover the list's buttons", async () => {
    const user = userEvent.setup()
    const { router } = await renderWithRouter(<Page />)
    const add = screen.getByRole('button', { name: 'Agregar PP-12 a mi cotización' })
    await waitFor(() => expect(add).toBeEnabled())
    await user.click(add)
    expect(await screen.findByText('PP-12 en tu cotización: 10 piezas.')).toBeInTheDocument()
    await act(() => router.navigate({ to: '/cotizacion' }))
    expect(screen.queryByText('PP-12 en tu cotización: 10 piezas.')).not.toBeInTheDocument()
    await act(() => router.navigate({ to: '/' }))
    expect(screen.queryByText('PP-12 en tu cotización: 10 piezas.')).not.toBeInTheDocument()
  })

  it('follows a list changed in another tab, and reads a list it cannot parse as empty', async () => {
    await renderWithRouter(<Page />)
    const lines = [
      { ...pin, quantity: 10 },
      { ...pin, key: 'PP-13', quantity: 30 },
    ]
    act(() => {
      localStorage.setItem(LIST_STORAGE_KEY, JSON.stringify({ version: 2, lines }))
      window.dispatchEvent(new StorageEvent('storage', { key: LIST_STORAGE_KEY }))
    })
    expect(screen.getByRole('link', { name: 'Mi cotización: 2 partidas' })).toBeInTheDocument()
    act(() => {
      localStorage.setItem(LIST_STORAGE_KEY, '{not json')
      window.dispatchEvent(new StorageEvent('storage', { key: LIST_STORAGE_KEY }))
    })
    expect(screen.getByRole('link', { name: 'Mi cotización' })).toBeInTheDocument()
  })

  it('says why a part was not added when the list is full', async () => {
    const user = userEvent.setup()
    const full = Array.from({ length: 50 }, (_, n) => ({ ...pin, key: `BR-${n}`, quantity: 10 }))
    localStorage.setItem(LIST_STORAGE_KEY, JSON.stringify({ version: 2, lines: full }))
    await renderWithRouter(<Page />)
    const add = screen.getByRole('button', { name: 'Agregar PP-12 a mi cotización' })
    await waitFor(() => expect(add).toBeEnabled())
    await user.click(add)
    expect(
      await screen.findByText('PP-12: Tu lista ya tiene 50 partidas: envíala y empieza otra.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Ver mi cotización' })).toBeNull()
  })
})
