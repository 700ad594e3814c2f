import type { BuyerDetails } from './QuoteListForm'
import styles from './QuoteListPage.module.css'

const rows: [keyof BuyerDetails, string][] = [
  ['name', 'Nombre'],
  ['company', 'Empresa o taller'],
  ['email', 'Correo electrónico'],
  ['phone', 'Teléfono'],
  ['state', 'Estado'],
  ['rfc', 'RFC'],
  ['comments', 'Comentarios'],
]

/**
 * The buyer's details as typed, for the printed request (the form's fields do not print well):
 * filled ones only, and a line to write on for each empty one.
 */
export function BuyerSheet({ buyer }: { buyer: BuyerDetails }) {
  return (
    <section className={styles.buyerSheet} data-print="only" aria-hidden="true">
      <h2 className={styles.sectionHeading}>Datos del comprador</h2>
      <dl>
        {rows.map(([field, label]) => (
          <div key={field}>
            <dt>{label}</dt>
            <dd>{buyer[field].trim() || '\u00a0'}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
