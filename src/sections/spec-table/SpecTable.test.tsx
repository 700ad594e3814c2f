import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderSection, snapshotSection } from '../../../tests/section-fixture'
import { SpecTable } from './SpecTable'

describe('SpecTable', () => {
  it('reads as a table: column headers, then each part number as its row header', async () => {
    const { section, settings } = await snapshotSection('/medidas-birlos-y-tuercas', 'specTable')
    await renderSection(<SpecTable section={section} />, settings)
    const table = screen.getByRole('table')
    for (const column of section.columns) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument()
    }
    for (const row of section.rows) {
      expect(row.cells).toHaveLength(section.columns.length)
      expect(within(table).getByRole('rowheader', { name: row.cells[0] })).toBeInTheDocument()
    }
    // The scrollable frame is named by the heading and reachable by keyboard.
    expect(screen.getByRole('region', { name: `Tabla: ${section.heading}` })).toHaveAttribute(
      'tabindex',
      '0',
    )
  })
})
