import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderSection, snapshotSection } from '../../../tests/section-fixture'
import { FeatureList } from './FeatureList'

describe('FeatureList', () => {
  it('lists the seven finishes', async () => {
    const { section, settings } = await snapshotSection(
      '/birlos-automotrices',
      'featureList',
      'finishes',
    )
    await renderSection(<FeatureList section={section} />, settings)
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(names).toEqual([
      'Cromado',
      'Tropicalizado',
      'Pavonado',
      'Negro',
      'Mate',
      'Galvanizado',
      'Zinc',
    ])
  })

  it('shows the two stud types', async () => {
    const { section, settings } = await snapshotSection(
      '/birlos-automotrices',
      'featureList',
      'types',
    )
    await renderSection(<FeatureList section={section} />, settings)
    expect(screen.getByRole('heading', { name: 'Birlo hexagonal removible' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Birlo integrado al cubo' })).toBeInTheDocument()
  })
})
