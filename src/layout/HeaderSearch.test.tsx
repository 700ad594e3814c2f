import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { testSettings } from '../../tests/form-test-utils'
import { renderWithRouter } from '../../tests/render-with-router'
import { startSiteSearch } from '../search/search-chunk'
import { searchDocuments } from '../search/search-fixture'
import { SiteSettingsProvider } from '../site/settings-context'
import { HeaderSearch } from './HeaderSearch'

const load = vi.hoisted(() => vi.fn())
vi.mock('../search/load-site-search', () => ({ loadSiteSearch: load }))

beforeEach(() => {
  load.mockReset()
  load.mockResolvedValue(startSiteSearch({ version: 1, documents: searchDocuments }))
})

async function open() {
  const user = userEvent.setup()
  const rendered = await renderWithRouter(
    <SiteSettingsProvider settings={testSettings}>
      <HeaderSearch />
    </SiteSettingsProvider>,
  )
  await user.click(screen.getByLabelText('Buscar pieza', { selector: 'summary' }))
  const field = screen.getByRole('searchbox', { name: /Buscar pieza/ })
  return { ...rendered, user, field }
}

const location = (router: { state: { location: { href: string } } }) =>
  decodeURIComponent(router.state.location.href)

describe('the header search', () => {
  it('loads the site search on the first focus of its field, not before', async () => {
    const { user, field } = await open()
    expect(load).not.toHaveBeenCalled()
    await user.click(field)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('shows results grouped by kind, each a link to its place, with a count for screen readers', async () => {
    const { user, field } = await open()
    await user.type(field, 'birlos')
    const birlos = await screen.findByRole('list', { name: 'Páginas' })
    expect(within(birlos).getByRole('link', { name: /Birlos Automotrices/ })).toHaveAttribute(
      'href',
      '/birlos-automotrices',
    )
    const parts = screen.getByRole('list', { name: 'Otras piezas' })
    expect(
      within(parts)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/birlos-automotrices#fila-BR-1245', '/birlos-automotrices#fila-BR-716'])
    expect(screen.getByRole('status')).toHaveTextContent('3 resultados')
  })

  it("names the other brand's number a door pin was found by", async () => {
    const { user, field } = await open()
    await user.type(field, '4 0 7 1 0-5')
    const pins = await screen.findByRole('list', { name: 'Pernos para puerta' })
    const [first] = within(pins).getAllByRole('link')
    expect(first).toHaveAttribute('href', '/pernos-para-puerta/pp-1')
    expect(first).toHaveTextContent('Equivale a Pernotec 40710-5')
  })

  it('moves through the results with the arrow keys and closes them with Escape', async () => {
    const { user, field } = await open()
    await user.type(field, 'birlos')
    await screen.findByRole('list', { name: 'Páginas' })
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toHaveAttribute('href', '/birlos-automotrices')
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toHaveAttribute('href', '/birlos-automotrices#fila-BR-1245')
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(document.activeElement).toBe(field)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('list', { name: 'Páginas' })).toBeNull()
    expect(field).toHaveValue('birlos')
    await user.keyboard('{Escape}')
    expect(field.closest('details')).not.toHaveAttribute('open')
  })

  it('with no match, offers WhatsApp with the query and a quote request', async () => {
    const { user, field } = await open()
    await user.type(field, 'xqzw')
    await screen.findByText(/No encuentras tu pieza/)
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent('busco una pieza: xqzw'),
    )
    expect(screen.getByRole('link', { name: 'Solicitar cotización' })).toHaveAttribute(
      'href',
      '/contacto-ventas-pernos-birlos',
    )
    expect(screen.getByRole('status')).toHaveTextContent('Sin resultados para “xqzw”')
  })

  it('Enter goes to a number typed whole, or to the catalogue search for door pins', async () => {
    const { user, field, router } = await open()
    await user.type(field, 'br 1245')
    await screen.findByRole('list', { name: 'Otras piezas' })
    await user.keyboard('{Enter}')
    await waitFor(() => expect(location(router)).toBe('/birlos-automotrices#fila-BR-1245'))

    await user.click(screen.getByLabelText('Buscar pieza', { selector: 'summary' }))
    await user.clear(field)
    await user.type(field, 'tsuru{Enter}')
    await waitFor(() => expect(location(router)).toBe('/pernos-para-puerta?q=tsuru#catalogo'))
  })

  it('before the site search has loaded, Enter searches the catalogue', async () => {
    load.mockReturnValue(new Promise(() => {}))
    const { user, field, router } = await open()
    await user.type(field, 'br 1245{Enter}')
    await waitFor(() => expect(location(router)).toBe('/pernos-para-puerta?q=br+1245#catalogo'))
  })
})
