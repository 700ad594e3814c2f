import { formatPhone, telUrl } from '../site/contact-links'
import { useSiteSettings } from '../site/settings-context'
import { WhatsAppLink } from '../site/WhatsAppLink'
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
        <WhatsAppLink className="btn btn-whatsapp">
          <ChatIcon />
          WhatsApp
        </WhatsAppLink>
        <a className="btn btn-outline" href={telUrl(settings.phone)}>
          <PhoneIcon />
          {formatPhone(settings.phone)}
        </a>
      </div>
    </div>
  )
}
