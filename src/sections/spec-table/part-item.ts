import type { QuoteItem } from '../../quote-list/line'
import { withoutEditMarks } from '../../ui/edit-marks'
import { drawingFamilies, familyDrawingUrl, isDrawingName } from '../common/drawing-names'
import type { Section } from '../types'
import { specRowAnchor } from './row-anchor'

/** The family a page shows: the picture of its first section that names a family, if any. */
export function pageFamily(sections: readonly Section[]) {
  for (const section of sections) {
    const drawing = 'drawing' in section ? section.drawing : undefined
    if (isDrawingName(drawing)) return drawing
  }
  return null
}

/**
 * A spec-table row as the quote list keeps it: its part number, the family's name (or the
 * table's heading where the page shows no family), the first two measures with their columns
 * ('Rosca M12 × 1.5 · Largo 40 mm'), the row's address and the family's drawing.
 */
export function partItem({
  cells,
  columns,
  heading,
  sections,
  pathname,
}: {
  cells: readonly string[]
  columns: readonly string[]
  heading: string
  sections: readonly Section[]
  pathname: string
}): QuoteItem {
  const [part = '', ...values] = cells.map((cell) => withoutEditMarks(cell).trim())
  const family = pageFamily(sections)
  return {
    key: part,
    name: family ? drawingFamilies[family] : withoutEditMarks(heading).trim(),
    measures: values
      .slice(0, 2)
      .map((value, index) => [withoutEditMarks(columns[index + 1] ?? '').trim(), value])
      .filter(([, value]) => value)
      .map(([column, value]) => `${column} ${value}`.trim())
      .join(' · '),
    href: `${pathname}#${specRowAnchor(part)}`,
    picture: family ? familyDrawingUrl(family) : '',
  }
}
