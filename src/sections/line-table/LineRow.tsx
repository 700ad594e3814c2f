import { Link } from '@tanstack/react-router'
import { partPath } from '../../catalogue/part-path'
import { AddToQuote } from '../../quote-list/AddToQuote'
import type { TableColumn } from './columns'
import styles from './LineTable.module.css'
import { partItem } from './part-item'
import { QuoteLink } from './QuoteLink'
import type { TableRow } from './rows'

/**
 * In the table, a short value ('SAE positivo (+)') and a measure ('7/16″-20 UNF', 'Dos piezas,
 * 33 mm') never break across lines; longer text (the applications, a kit's contents) wraps, so
 * most tables fit a tablet.
 */
const keepsWhole = (value: string) => value.length <= 18 || (/\d/.test(value) && value.length <= 24)

/** A range of figures ('2003–2008', '16–27 mm') never breaks at its dash: word joiners hold it. */
const unbroken = (value: string) => value.replace(/(\d)–(?=\d)/g, '$1\u2060–\u2060')

/**
 * One part: its key as the row's header, linked to the part's page, then a cell per column, then
 * its actions ('Cotizar' when the page has a quote form, 'Agregar' to the quote list). Each cell
 * also carries its column's name, shown only where the row is a card (phones) and hidden from
 * screen readers, which take the column header instead.
 */
export function LineRow({
  row,
  columns,
  formAnchor,
}: {
  row: TableRow
  columns: readonly TableColumn[]
  formAnchor: string | null
}) {
  return (
    <tr className={styles.row}>
      <th scope="row" className={styles.part}>
        <Link to={partPath(row.line, row.key)} className={styles.key}>
          {row.key}
        </Link>
      </th>
      {columns.map(({ column, label }) => {
        const value = row.values[column] ?? ''
        return (
          <td
            key={column}
            className={styles.cell}
            data-whole={keepsWhole(value) || undefined}
            data-empty={value === '' || undefined}
          >
            <span className={styles.label} aria-hidden="true">
              {label}
            </span>
            {value ? (
              <span className={styles.value}>{unbroken(value)}</span>
            ) : (
              <span className={styles.value}>
                <span aria-hidden="true">—</span>
                <span className="visually-hidden">Sin dato</span>
              </span>
            )}
          </td>
        )
      })}
      <td className={styles.action}>
        {formAnchor && <QuoteLink part={row.key} formAnchor={formAnchor} />}
        <AddToQuote item={partItem(row, columns)} compact className={styles.add} />
      </td>
    </tr>
  )
}
