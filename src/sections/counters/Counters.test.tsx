import { screen } from '@testing-library/react'
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
    expect(screen.getByText('Clientes satisfechos')).toBeInTheDocument()
    // The figure for screen readers is always the final one, even while the digits animate.
    expect(screen.getByText('+300', { selector: '.visually-hidden' })).toBeInTheDocument()
  })

  it('lays its figures out without a hole: two by two on phones, four in a row from 992 px', async () => {
    const { section } = await snapshotSection('/tuercas-automotrices-birlos', 'counters')
    const html = renderToString(<Counters section={section} />)
    expect(html).toContain('--cols-base:2')
    expect(html).toContain('--cols-lg:4')
  })
})
