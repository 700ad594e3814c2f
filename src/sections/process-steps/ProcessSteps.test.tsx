import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderSection, snapshotSection } from '../../../tests/section-fixture'
import { ProcessSteps } from './ProcessSteps'

describe('ProcessSteps', () => {
  it('shows the three buying steps in order', async () => {
    const { section, settings } = await snapshotSection('/', 'processSteps')
    await renderSection(<ProcessSteps section={section} />, settings)
    const steps = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(steps).toEqual(['Busca en el catálogo', 'Pide tu cotización', 'Anticipo y entrega'])
  })
})
