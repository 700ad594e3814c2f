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

  it('shows the single 5k+ "Clientes Satisfechos" counter on the family pages', async () => {
    const { section, settings } = await snapshotSection('/abrazaderas-automotrices', 'counters')
    await renderSection(<Counters section={section} />, settings)
    expect(screen.getByText('Clientes Satisfechos')).toBeInTheDocument()
    // The figure for screen readers is always the final one, even while the digits animate.
    expect(screen.getByText('5k+', { selector: '.visually-hidden' })).toBeInTheDocument()
  })
})
