import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { testSettings } from '../../tests/form-test-utils'
import { setupCatalogueServer } from '../../tests/msw/catalogue-app'
import { renderWithRouter } from '../../tests/render-with-router'
import { searchContent } from '../../tests/search-fixture'
import { startSiteSearch } from '../search/search-chunk'
import { siteSearchDocuments } from '../search/write-index'
import { SiteSettingsProvider } from '../site/settings-context'
import { HeaderSearch } from './HeaderSearch'

// Parts come from the real catalogue service over the fixture (MSW), pages and posts from the
// index of tests/search-fixture.ts.

const { server, recordPaths } = setupCatalogueServer()
const load = vi.hoisted(() => vi.fn())
vi.mock('../search/load-site-search', () => ({ loadSiteSearch: load }))

beforeEach(() => {
  load.mockReset()
  load.mockResolvedValue(
    startSiteSearch({ version: 2, documents: siteSearchDocuments(searchContent) }),
  )
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
const hrefs = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))

describe('the header search', () => {
  it('opens with the cursor in its field, loads the site search then, not before, and asks for no part', async () => {
    const requests = recordPaths()
    const user = userEvent.setup()
    await renderWithRouter(
      <SiteSettingsProvider settings={testSettings}>
        <HeaderSearch />
      </SiteSettingsProvider>,
    )
    expect(load).not.toHaveBeenCalled()
    const toggle = screen.getByLabelText('Buscar pieza', { selector: 'summary' })
    await user.click(toggle)
    const field = screen.getByRole('searchbox', { name: /Buscar pieza/ })
    expect(toggle.parentElement).toHaveAttribute('open')
    expect(field).toHaveFocus()
    expect(load).toHaveBeenCalledTimes(1)
    await user.click(field)
    expect(load).toHaveBeenCalledTimes(1)
    expect(requests.paths).toEqual([])
    // A second tap closes it.
    await user.click(toggle)
    expect(toggle.parentElement).not.toHaveAttribute('open')
    requests.stop()
  })

  it('shows parts by line (each on its page), then pages, with a count for screen readers', async () => {
    const { user, field } = await open()
    await user.type(field, 'birlos')
    const studs = await screen.findByRole('list', { name: 'Birlos automotrices' })
    expect(hrefs(studs).sort()).toEqual([
      '/birlos-automotrices/br-1215',
      '/birlos-automotrices/br-1415',
    ])
    const pages = screen.getByRole('list', { name: 'Páginas' })
    expect(hrefs(pages)).toEqual(['/birlos-automotrices'])
    const lists = screen.getAllByRole('list').map((list) => list.getAttribute('aria-labelledby'))
    expect(lists.map((id) => document.getElementById(id ?? '')?.textContent)).toEqual([
      'Birlos automotrices',
      'Páginas',
    ])
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 resultados'))
  })

  it('finds a stud by its thread however it is typed', async () => {
    const { user, field } = await open()
    for (const query of ['M12 x 1.5', 'm12x1.5', 'M12 × 1.5']) {
      await user.clear(field)
      await user.type(field, query)
      await waitFor(() =>
        expect(screen.queryByRole('list', { name: 'Birlos automotrices' })).not.toBeNull(),
      )
      const [stud] = within(screen.getByRole('list', { name: 'Birlos automotrices' })).getAllByRole(
        'link',
      )
      expect(stud).toHaveAttribute('href', '/birlos-automotrices/br-1215')
      expect(stud?.textContent).toContain('Rosca M12\u00a0×\u00a01.5')
    }
  })

  it("names the other brand's number a part was found by", async () => {
    const { user, field } = await open()
    await user.type(field, 'Pernotec B 1215')
    const studs = await screen.findByRole('list', { name: 'Birlos automotrices' })
    expect(within(studs).getAllByRole('link')[0]).toHaveTextContent('Equivale a Pernotec B-1215')
  })

  it('door pins beyond the first few are a link to the catalogue search', async () => {
    const { user, field } = await open()
    await user.type(field, 'tsuru')
    const pins = await screen.findByRole('list', { name: 'Pernos para puerta' })
    expect(within(pins).getByRole('link', { name: /Ver todos los pernos/ })).toHaveAttribute(
      'href',
      '/pernos-para-puerta?q=tsuru#catalogo',
    )
  })

  it('moves through the results with the arrow keys and closes them with Escape', async () => {
    const { user, field } = await open()
    await user.type(field, 'birlos')
    const [first] = hrefs(await screen.findByRole('list', { name: 'Birlos automotrices' }))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toHaveAttribute('href', first)
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(document.activeElement).toHaveAttribute('href', '/birlos-automotrices')
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}')
    expect(document.activeElement).toBe(field)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('list', { name: 'Páginas' })).toBeNull()
    expect(field).toHaveValue('birlos')
    await user.keyboard('{Escape}')
    expect(field.closest('details')).not.toHaveAttribute('open')
  })

  it('with no match, says so and offers WhatsApp with the query and a quote request', async () => {
    const { user, field } = await open()
    await user.type(field, 'xqzw')
    await screen.findByText(/No encuentras tu pieza/)
    expect(screen.getByText(/Nada coincide con “xqzw”/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent('busco una pieza: xqzw'),
    )
    expect(screen.getByRole('link', { name: 'Solicitar cotización' })).toHaveAttribute(
      'href',
      '/contacto-ventas-pernos-birlos',
    )
    expect(screen.getByRole('status')).toHaveTextContent('Sin resultados para “xqzw”')
  })

  it('a catalogue that fails leaves the pages and posts, and claims no empty search', async () => {
    server.use(http.get('*/api/buscar', () => HttpResponse.json({}, { status: 503 })))
    const { user, field } = await open()
    await user.type(field, 'privacidad')
    expect(await screen.findByRole('list', { name: 'Páginas' })).toBeInTheDocument()
    await user.clear(field)
    await user.type(field, 'br 1215')
    await screen.findByText(/No encuentras tu pieza/)
    expect(screen.queryByText(/Nada coincide/)).toBeNull()
    expect(screen.getByRole('status')).not.toHaveTextContent(/Sin resultados|error/i)
  })

  it('Enter goes to a number typed whole, or to the catalogue search for door pins', async () => {
    const { user, field, router } = await open()
    await user.type(field, 'br 1215{Enter}')
    await waitFor(() => expect(location(router)).toBe('/birlos-automotrices/br-1215'))

    await user.click(screen.getByLabelText('Buscar pieza', { selector: 'summary' }))
    await user.clear(field)
    await user.type(field, 'sentra{Enter}')
    await waitFor(() => expect(location(router)).toBe('/pernos-para-puerta?q=sentra#catalogo'))
  })

  it('before the site search has loaded, Enter searches the catalogue', async () => {
    load.mockReturnValue(new Promise(() => {}))
    const { user, field, router } = await open()
    await user.type(field, 'br 1215{Enter}')
    await waitFor(() => expect(location(router)).toBe('/pernos-para-puerta?q=br+1215#catalogo'))
  })
})
