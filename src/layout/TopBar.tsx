import { formatPhone, telUrl } from '../site/contact-links'
import { formatHoursRow } from '../site/hours'
import { useSiteSettings } from '../site/settings-context'
import { ClockIcon, PhoneIcon, PinIcon } from '../ui/icons'
import { SocialLinks } from './SocialLinks'
import { streetAddress } from './street-address'
import styles from './TopBar.module.css'

/** Contact strip above the main menu: phone, the header's hours reading, address, social links. */
export function TopBar() {
  const settings = useSiteSettings()
  const { address } = settings
  return (
    <div className={styles.bar} data-contact-strip>
      <div className={styles.inner}>
        <ul className={styles.facts}>
          <li>
            <PhoneIcon width={16} height={16} />
            <a href={telUrl(settings.phone)}>{formatPhone(settings.phone)}</a>
          </li>
          <li>
            <ClockIcon width={16} height={16} />
            <span>{settings.hours.header.rows.map(formatHoursRow).join(' · ')}</span>
          </li>
          <li className={styles.address}>
            <PinIcon width={16} height={16} />
            <span data-address>{streetAddress(address)}</span>
          </li>
        </ul>
        <SocialLinks className={styles.social} />
      </div>
    </div>
  )
}
