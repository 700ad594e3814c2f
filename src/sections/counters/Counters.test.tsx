import { screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { renderSection, snapshotSection } from '../../../tests/section-fixture'
import { Counters } from './Counters'

describe('Counters', () => {
  it('prerenders the final numbers', async () => {
    const { section } = await snapshotSection('/pernos-para-puerta', 'counters')
    const html = renderToString(<Counters section={section} />)
    expect(html).toContain('10K')
    expect(html).toContain('+20')
    expect(html).toContain('4 días')
  })

  it("shows the nuts page's +300 clients among its four figures", async () => {
    const { section, settings } = await snapshotSection('/tuercas-automotrices-birlos', 'counters')
    await renderSection(<Counters section={section} />, settings)
    const clients = screen.getByText('Clientes satisfechos').parentElement as HTMLElement
    // The figure for screen readers is always the final one, even while the digits animate.
    expect(within(clients).getByText('+300', { selector: '.visually-hidden' })).toBeInTheDocument()
    // The part numbers are the catalogue's, counted when the site is built, rounded down.
    const parts = screen.getByText('Números de parte en catálogo').parentElement as HTMLElement
    const counted = `+${(Math.floor(__CATALOGUE_PARTS__ / 100) * 100).toLocaleString('es-MX')}`
    expect(within(parts).getByText(counted, { selector: '.visually-hidden' })).toBeInTheDocument()
  })

  it('lays its figures out without a hole: two by two on phones, four in a row from 992 px', async () => {
    const { section } = await snapshotSection('/tuercas-automotrices-birlos', 'counters')
    const html = renderToString(<Counters section={section} />)
    expect(html).toContain('--cols-base:2')
    expect(html).toContain('--cols-lg:4')
  })
})
