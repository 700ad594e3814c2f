import { WhatsAppLink } from '../site/WhatsAppLink'
import { ChatIcon } from '../ui/icons'
import styles from './WhatsAppButton.module.css'

/** Floating shortcut to a WhatsApp chat with sales, prefilled with a greeting. */
export function WhatsAppButton() {
  return (
    <WhatsAppLink className={styles.button} data-print="hide" aria-label="Escríbenos por WhatsApp">
      <ChatIcon width={30} height={30} />
    </WhatsAppLink>
  )
}
