import { formatPhone, telUrl, whatsappUrl } from '../site/contact-links'
import { useSiteSettings } from '../site/settings-context'
import { ChatIcon, PhoneIcon } from '../ui/icons'
import { MESSAGES } from './messages'
import styles from './Notice.module.css'

/** WhatsApp and the phone, offered when a send fails: the other ways to reach sales. */
export function ContactAlternatives() {
  const settings = useSiteSettings()
  return (
    <div className={styles.alternatives}>
      <p className={styles.alternativesText}>{MESSAGES.otherWays}</p>
      <div className={styles.alternativesLinks}>
        <a
          className="btn btn-whatsapp"
          href={whatsappUrl(settings.whatsapp, settings.whatsappGreeting)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <ChatIcon />
          WhatsApp
        </a>
        <a className="btn btn-outline" href={telUrl(settings.phone)}>
          <PhoneIcon />
          {formatPhone(settings.phone)}
        </a>
      </div>
    </div>
  )
}
