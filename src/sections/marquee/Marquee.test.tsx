import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderSection, snapshotSection } from '../../../tests/section-fixture'
import { Marquee } from './Marquee'

describe('Marquee', () => {
  it('lists each item once for assistive tech and duplicates it only visually', async () => {
    const { section, settings } = await snapshotSection('/', 'marquee')
    await renderSection(<Marquee section={section} />, settings)
    expect(screen.getAllByRole('listitem')).toHaveLength(section.items.length)
    expect(screen.getAllByText('Pernos para puerta')).toHaveLength(2)
    expect(screen.getAllByRole('list', { hidden: true })[1]).toHaveAttribute('aria-hidden', 'true')
  })
})
