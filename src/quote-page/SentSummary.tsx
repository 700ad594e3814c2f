import { Link } from '@tanstack/react-router'
import { CATALOGUE_PATH } from '../catalogue/paths'
import { NoticeBanner } from '../forms/Notice'
import type { QuoteLine } from '../quote-list/line'
import { listSummary } from '../quote-list/list-text'
import { formatPhone } from '../site/contact-links'
import { piecesText } from '../ui/numbers'
import { PrintButton } from '../ui/PrintButton'
import type { BuyerDetails } from './QuoteListForm'
import styles from './QuoteListPage.module.css'

export type SentRequest = Pick<BuyerDetails, 'name' | 'email' | 'phone'> & {
  lines: readonly QuoteLine[]
}

/**
 * After a successful send: the form's success message, then what went (every line and its
 * quantity) and where sales will answer, printable as the buyer's copy.
 */
export function SentSummary({ sent }: { sent: SentRequest }) {
  return (
    <div className={styles.sent}>
      <NoticeBanner notice={{ kind: 'success' }} />
      <h2 className={styles.sentHeading}>Enviaste: {listSummary(sent.lines)}</h2>
      <ul className={styles.sentLines}>
        {sent.lines.map((line) => (
          <li key={line.key}>
            <strong>{line.key}</strong>
            {line.name && ` – ${line.name}`}: {piecesText(line.quantity)}
          </li>
        ))}
      </ul>
      <p>
        Te responderemos a {sent.email} o al {formatPhone(sent.phone)}. Tu lista quedó vacía para el
        siguiente pedido.
      </p>
      <div className={styles.sentActions} data-print="hide">
        <Link to={CATALOGUE_PATH} className="btn btn-primary">
          Seguir viendo piezas
        </Link>
        <PrintButton label="Imprimir copia" className="text-button" />
      </div>
    </div>
  )
}
