import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import { formatPhone } from '../site/contact-links'
import { useSiteSettings } from '../site/settings-context'
import { Logo } from './Logo'
import styles from './PrintLetterhead.module.css'

/**
 * The head of every printed page (a quote list, a spec sheet): the wordmark, the day it was
 * printed and the maker's contact block. Hidden on screen. The date (the visitor's own day) and
 * the site's address are written as printing starts: a prerendered date would be the build's, and
 * a date formatter made with the page would load the browser's locale data on every page, a long
 * task on a slow phone, for a line only paper shows.
 */
export function PrintLetterhead() {
  const settings = useSiteSettings()
  const [printed, setPrinted] = useState({ day: '', host: '' })
  useEffect(() => {
    // Rendered before the browser lays the page out for print, which follows this event.
    const stamp = () =>
      flushSync(() =>
        setPrinted({
          day: new Intl.DateTimeFormat('es-MX', { dateStyle: 'long' }).format(new Date()),
          host: window.location.host,
        }),
      )
    window.addEventListener('beforeprint', stamp)
    return () => window.removeEventListener('beforeprint', stamp)
  }, [])
  const { address } = settings
  return (
    <div className={styles.letterhead} data-print="only" aria-hidden="true">
      <div className={styles.brand}>
        <Logo />
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
