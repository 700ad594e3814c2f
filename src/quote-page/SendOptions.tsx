import type { QuoteLine } from '../quote-list/line'
import { whatsappList } from '../quote-list/list-text'
import { useSiteSettings } from '../site/settings-context'
import { ChatIcon } from '../ui/icons'
import { PrintButton } from '../ui/PrintButton'
import type { BuyerDetails } from './QuoteListForm'
import styles from './QuoteListPage.module.css'

/**
 * The quick ways to send: the list as a WhatsApp message to sales (the name and company, once
 * typed, open it), and the printed request sheet, or a PDF from the print dialog.
 */
export function SendOptions({
  lines,
  buyer,
}: {
  lines: readonly QuoteLine[]
  buyer: BuyerDetails
}) {
  const { whatsapp } = useSiteSettings()
  const message = whatsappList(whatsapp, lines, buyer)
  return (
    <div className={styles.options} data-print="hide">
      <div className={styles.optionButtons}>
        <a
          className="btn btn-whatsapp"
          href={message.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={message.omitted > 0 ? 'whatsapp-nota' : undefined}
        >
          <ChatIcon />
          Enviar por WhatsApp
        </a>
        <PrintButton label="Imprimir o guardar PDF" className="btn btn-outline" />
      </div>
      {message.omitted > 0 && (
        <p id="whatsapp-nota" className={styles.note}>
          Tu lista es muy larga para un solo mensaje de WhatsApp: el mensaje lleva las primeras{' '}
          {message.included} partidas y avisa que faltan {message.omitted}. Envía la lista completa
          con el formulario de abajo.
        </p>
      )}
      <p className={styles.optionsHint}>O envíala por correo con el formulario:</p>
    </div>
  )
}
