import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { act, screen } from '@testing-library/react'
import { Profiler, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { testSettings } from '../../../tests/form-test-utils'
import { renderWithRouter } from '../../../tests/render-with-router'
import { SiteSettingsProvider } from '../../site/settings-context'
import type { SectionData } from '../types'
import { QUOTE_FORM_ID, quoteFormAnchor, quoteFormOwnId } from './form-anchor'
import { QuoteFormSection } from './QuoteFormSection'

const quote: SectionData<'quoteForm'> = {
  _type: 'quoteForm',
  _key: 'q1',
  anchor: 'client-area',
  heading: 'Solicita tu cotización',
  intro: 'Respondemos el mismo día hábil.',
  form: 'quote',
  notice: 'popup',
}

function renderForm(element: ReactElement) {
  return renderWithRouter(
    <SiteSettingsProvider settings={testSettings}>{element}</SiteSettingsProvider>,
  )
}

/** The server's markup of an element inside a router, as the prerender writes it. */
async function prerender(element: ReactElement) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => element }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await router.load()
  return renderToString(
    <SiteSettingsProvider settings={testSettings}>
      <RouterProvider router={router} />
    </SiteSettingsProvider>,
  )
}

describe('quoteForm section', () => {
  it('renders the heading, intro and the quote form', async () => {
    await renderForm(<QuoteFormSection section={quote} />)
    expect(screen.getByRole('region', { name: 'Solicita tu cotización' })).toBeInTheDocument()
    expect(screen.getByText('Respondemos el mismo día hábil.')).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Solicitud de cotización' })).toBeInTheDocument()
    expect(screen.getByLabelText('Estado')).toBeInTheDocument()
  })

  it('renders the contact form when asked', async () => {
    await renderForm(<QuoteFormSection section={{ ...quote, form: 'contact', intro: null }} />)
    expect(screen.getByRole('form', { name: 'Contacto con ventas' })).toBeInTheDocument()
    expect(screen.getByLabelText('Producto')).toBeInTheDocument()
  })

  it('carries the stable id a "Cotizar" links to when the content gave it no anchor', async () => {
    await renderForm(<QuoteFormSection section={{ ...quote, anchor: null }} />)
    const region = screen.getByRole('region', { name: 'Solicita tu cotización' })
    expect(region).toHaveAttribute('id', QUOTE_FORM_ID)
  })

  it('leaves the id to its anchor when it has one (the wrapper carries it)', async () => {
    await renderForm(<QuoteFormSection section={quote} />)
    const region = screen.getByRole('region', { name: 'Solicita tu cotización' })
    expect(region).not.toHaveAttribute('id')
  })

  it("finds where a page's form is reached, and gives the stable id to one form only", () => {
    const second = { ...quote, _key: 'q2', anchor: null }
    expect(quoteFormAnchor([quote, second])).toBe('client-area')
    expect(quoteFormAnchor([{ ...quote, anchor: null }, second])).toBe(QUOTE_FORM_ID)
    expect(quoteFormAnchor([])).toBeNull()
    expect(quoteFormOwnId({ ...quote, anchor: null }, [{ ...quote, anchor: null }, second])).toBe(
      QUOTE_FORM_ID,
    )
    expect(quoteFormOwnId(second, [{ ...quote, anchor: null }, second])).toBeUndefined()
    expect(quoteFormOwnId(quote, [quote])).toBeUndefined()
  })

  it('prerenders the full form markup, with the robot check space reserved', async () => {
    const html = await prerender(<QuoteFormSection section={quote} />)
    for (const name of ['name', 'email', 'phone', 'state', 'cantidad', 'message']) {
      expect(html).toContain(`name="${name}"`)
    }
    expect(html).toContain('data-robot-check')
    expect(html).toContain('Solicitar cotización')
  })

  it('stays as it is while the page changes only its filters (a choice in the catalogue)', async () => {
    let commits = 0
    const { router } = await renderForm(
      <Profiler id="form" onRender={() => commits++}>
        <QuoteFormSection section={quote} />
      </Profiler>,
    )
    // What the form does on its own once shown (its effects) is done first.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    const before = commits
    await act(() => router.navigate({ to: '/', search: { marca: 'Nissan' } }))
    await act(() => router.navigate({ to: '/', search: { marca: 'Nissan', modelo: 'Tsuru' } }))
    expect(router.state.location.search).toEqual({ marca: 'Nissan', modelo: 'Tsuru' })
    expect(commits).toBe(before)
  })
})
