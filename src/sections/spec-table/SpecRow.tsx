import { AddToQuote } from '../../quote-list/AddToQuote'
import type { QuoteItem } from '../../quote-list/line'
import { withoutEditMarks } from '../../ui/edit-marks'
import { QuoteLink } from './QuoteLink'
import { specRowAnchor } from './row-anchor'
import styles from './SpecTable.module.css'
import { TABLE_ROLES } from './table-roles'

/**
 * In the table, a measure (a cell with a figure) and a short value ('SAE positivo (+)') never
 * break across lines; longer words (an application) may wrap, so most sheets fit a tablet.
 */
const keepsWhole = (value: string) => {
  // Measured without the Studio preview's invisible edit marks.
  const text = withoutEditMarks(value)
  return /\d/.test(text) || text.length <= 18
}

/**
 * One part: its number as the row's header, then its cells, then its actions ('Cotizar' when
 * the page has a quote form, 'Agregar' to the quote list). Each cell also carries its column's
 * name, shown only where the row is a card (phones) and hidden from screen readers, which take
 * the column header instead. The row's id is the part's anchor (the site search links to it).
 */
export function SpecRow({
  cells,
  columns,
  formAnchor,
  currentAnchor,
  item,
}: {
  cells: readonly string[]
  columns: readonly string[]
  formAnchor: string | null
  /** The anchor the address names once the page is live (see useCurrentAnchor). */
  currentAnchor: string | null
  /** The row as the buyer's quote list keeps it. */
  item: QuoteItem
}) {
  const [partCell = '', ...values] = cells
  const part = withoutEditMarks(partCell).trim()
  const anchor = specRowAnchor(part)
  return (
    <div
      id={anchor}
      className={styles.row}
      data-current={anchor === currentAnchor || undefined}
      {...TABLE_ROLES.row}
    >
      <div className={styles.part} {...TABLE_ROLES.rowheader}>
        {partCell}
      </div>
      {values.map((value, index) => (
        // A cell is its column: its place in the row is its identity.
        <div
          key={index}
          className={styles.cell}
          data-whole={keepsWhole(value) || undefined}
          {...TABLE_ROLES.cell}
        >
          <span className={styles.label} aria-hidden="true">
            {columns[index + 1]}
          </span>
          <span className={styles.value}>{value}</span>
        </div>
      ))}
      <div className={styles.action} {...TABLE_ROLES.cell}>
        {formAnchor && <QuoteLink part={part} formAnchor={formAnchor} />}
        <AddToQuote item={item} compact className={styles.add} />
      </div>
    </div>
  )
}
