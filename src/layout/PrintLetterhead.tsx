import { useEffect, useState } from 'react'
import { formatPhone } from '../site/contact-links'
import { useSiteSettings } from '../site/settings-context'
import { Logo } from './Logo'
import styles from './PrintLetterhead.module.css'

const dateFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long' })

/**
 * The head of every printed page (a quote list, a spec sheet): the wordmark, the day it was
 * printed and the maker's contact block. Hidden on screen. The date (the visitor's own day) and
 * the site's address are set once the page is live: a prerendered date would be the build's.
 */
export function PrintLetterhead() {
  const settings = useSiteSettings()
  const [printed, setPrinted] = useState({ day: '', host: '' })
  useEffect(
    () => setPrinted({ day: dateFormat.format(new Date()), host: window.location.host }),
    [],
  )
  const { address } = settings
  return (
    <div className={styles.letterhead} data-print="only" aria-hidden="true">
      <div className={styles.brand}>
        <Logo name={settings.businessName} tagline={settings.tagline} />
        {printed.day && <p className={styles.date}>{printed.day}</p>}
      </div>
      <address className={styles.contact}>
        <span>
          Tel. {formatPhone(settings.phone)} · WhatsApp {formatPhone(settings.whatsapp)}
        </span>
        <span>{settings.salesEmails.join(' · ')}</span>
        <span>
          {address.street}, {address.neighborhood}, {address.borough}, C.P. {address.postalCode},{' '}
          {address.city}
        </span>
        {printed.host && <span>{printed.host}</span>}
      </address>
    </div>
  )
}
