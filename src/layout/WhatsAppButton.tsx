import { whatsappUrl } from '../site/contact-links'
import { useSiteSettings } from '../site/settings-context'
import { ChatIcon } from '../ui/icons'
import styles from './WhatsAppButton.module.css'

/** Floating shortcut to a WhatsApp chat with sales, prefilled with a greeting. */
export function WhatsAppButton() {
  const settings = useSiteSettings()
  return (
    <a
      className={styles.button}
      data-print="hide"
      href={whatsappUrl(settings.whatsapp, settings.whatsappGreeting)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Escríbenos por WhatsApp"
    >
      <ChatIcon width={30} height={30} />
    </a>
  )
}
