import { useEffect, useRef, useState } from 'react'
import { formatPhone, mailtoUrl, telUrl, whatsappUrl } from '../../site/contact-links'
import { formatHoursRow } from '../../site/hours'
import { useSiteSettings } from '../../site/settings-context'
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../ui/icons'
import { observeOnce } from '../../ui/motion'
import { SectionHeading } from '../common/Heading'
import { LAZY_ROOT_MARGIN } from '../common/viewport'
import type { SectionProps } from '../types'
import styles from './ContactDetails.module.css'

/**
 * Where and when to find us, from the site settings: address, phone, WhatsApp, both hours
 * readings and the sales e-mails, with a map that is only created near the viewport or on request.
 */
export function ContactDetails({ section }: SectionProps<'contactDetails'>) {
  const settings = useSiteSettings()
  const { address, hours } = settings
  const mapRef = useRef<HTMLDivElement>(null)
  const [showMap, setShowMap] = useState(false)

  useEffect(() => {
    const element = mapRef.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    return observeOnce(element, () => setShowMap(true), { rootMargin: LAZY_ROOT_MARGIN })
  }, [])

  return (
    <section className="band" data-surface="white">
      <div className={`container ${styles.grid}`}>
        <div>
          <SectionHeading heading={section.heading} intro={section.text} />
          <ul className={styles.list}>
            <li>
              <PinIcon className={styles.icon} />
              <div>
                <h3 className={styles.label}>Planta y mostrador</h3>
                <address className={styles.address}>
                  {address.street}, col. {address.neighborhood}
                  <br />
                  {address.borough}, {address.postalCode} {address.city}
                </address>
              </div>
            </li>
            <li>
              <PhoneIcon className={styles.icon} />
              <div>
                <h3 className={styles.label}>Teléfono y WhatsApp</h3>
                <p>
                  <a href={telUrl(settings.phone)}>{formatPhone(settings.phone)}</a>
                  {' · '}
                  <a
                    href={whatsappUrl(settings.whatsapp, settings.whatsappGreeting)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    WhatsApp {formatPhone(settings.whatsapp)}
                  </a>
                </p>
              </div>
            </li>
            {[hours.header, hours.contact].map((reading) => (
              <li key={reading.label}>
                <ClockIcon className={styles.icon} />
                <div>
                  <h3 className={styles.label}>{reading.label}</h3>
                  {reading.rows.map((row) => (
                    <p key={`${row.days.join()}-${row.opens}`}>{formatHoursRow(row)}</p>
                  ))}
                </div>
              </li>
            ))}
            <li>
              <MailIcon className={styles.icon} />
              <div>
                <h3 className={styles.label}>Correos de ventas</h3>
                {settings.salesEmails.map((email) => (
                  <p key={email}>
                    <a href={mailtoUrl(email)}>{email}</a>
                  </p>
                ))}
              </div>
            </li>
          </ul>
        </div>
        <div className={styles.mapColumn}>
          <div ref={mapRef} className={styles.map}>
            {showMap ? (
              <iframe
                className={styles.frame}
                src={section.mapEmbedUrl}
                title={section.mapTitle}
                loading="lazy"
                referrerPolicy="no-referrer"
              />
            ) : (
              <div className={styles.placeholder}>
                <PinIcon width={40} height={40} />
                <button type="button" className="btn btn-primary" onClick={() => setShowMap(true)}>
                  Mostrar mapa
                </button>
              </div>
            )}
          </div>
          <p className={styles.mapLink}>
            <a href={settings.mapUrl} target="_blank" rel="noopener noreferrer">
              Abrir la ubicación en OpenStreetMap
            </a>
          </p>
        </div>
      </div>
    </section>
  )
}
